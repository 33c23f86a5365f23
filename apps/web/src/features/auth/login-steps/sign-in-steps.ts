import { isEmail } from '@sextant/contracts/rules/email';
import { isHttpError } from '@/shared/http/client';
import { createSession } from '../api/create-session';
import { getMfaStatus } from '../api/get-mfa-status';
import { TEXTS } from '../texts';
import { auth, CLEARED, type FlowKit } from './kit';
import { FLOW_TEXTS, type LoginFlowActions } from './types';

/** After the password: the multi-factor status decides the next step (SPEC §4 Login). */
async function afterPassword({ set, checkTerms }: FlowKit, token: string) {
  const status = await getMfaStatus(token);
  if (status.mfa_configured === true) {
    return set({ step: 'mfa', codeAccepted: false, deviceTrustDays: status.device_trust_days ?? null });
  }
  if (status.mfa_configured === '2') return checkTerms(token);
  set({
    step: 'mfaSetup',
    mfaSetup: { secret: status.otp_code ?? '', qrCode: status.image_url ?? '' },
  });
}

/** The password refused: 'Incorrect password', or the lockout step when the attempts are exhausted. */
function passwordRefused({ set }: FlowKit, error: unknown) {
  const message = isHttpError(error) ? error.field('password') : undefined;
  if (message?.includes(TEXTS.exhausted)) {
    set({ step: 'lockout', lockoutMessage: message });
    return;
  }
  const unavailable = isHttpError(error) && error.status === 503;
  set({ error: TEXTS.incorrectPassword, errorDetail: unavailable ? FLOW_TEXTS.unavailable : null });
}

/** The email and password steps. */
export function signInActions(kit: FlowKit): Pick<LoginFlowActions, 'submitEmail' | 'submitPassword'> {
  const { set, get, run } = kit;
  return {
    submitEmail(value) {
      const address = value.trim();
      if (!isEmail(address)) {
        set({ ...CLEARED, fieldErrors: { email: TEXTS.invalidLoginEmail } });
        return;
      }
      set({ email: address, step: 'password', ...CLEARED });
    },

    submitPassword: (password) =>
      run(async () => {
        let token: string;
        try {
          token = (await createSession(get().email, password)).jwt;
        } catch (error) {
          passwordRefused(kit, error);
          return;
        }
        auth().setMfaToken(token);
        try {
          await afterPassword(kit, token);
        } catch {
          set({ error: TEXTS.incorrectPassword });
        }
      }),
  };
}
