import { isHttpError } from '@/shared/http/client';
import { isPasskeyCancelled, signWithPasskey } from '@/shared/webauthn';
import { chooseDeviceTrust } from '../api/choose-device-trust';
import { getPasskeyOptions } from '../api/get-passkey-options';
import { signInWithPasskey } from '../api/passkey-sign-in';
import { verifyMfa } from '../api/verify-mfa';
import { verifyMfaSetup } from '../api/verify-mfa-setup';
import { TEXTS } from '../texts';
import { auth, type FlowKit } from './kit';
import { FLOW_TEXTS, type LoginFlowActions } from './types';

/** The mfa token of the sign-in in progress; none is a programming error the step shows as a refusal. */
function mfaToken(): string {
  const token = auth().mfaToken;
  if (!token) throw new Error('No sign-in in progress');
  return token;
}

/** The code trusts the device; a client who chose not to be remembered says so in its own call. */
async function forgetDevice(token: string): Promise<boolean> {
  try {
    await chooseDeviceTrust(token, false);
    return true;
  } catch {
    return false;
  }
}

/** The second factor: the code (mfa), a passkey instead, or the first code of a new authenticator. */
export function secondFactorActions(
  kit: FlowKit,
): Pick<LoginFlowActions, 'submitMfa' | 'submitPasskey' | 'submitMfaSetup'> {
  const { set, get, run, checkTerms } = kit;
  const unfinished = () => set({ error: FLOW_TEXTS.signInUnfinished });
  return {
    submitMfa: (otp, remember = true) =>
      run(async () => {
        let token: string;
        try {
          token = mfaToken();
          // SPEC §7's call, its body exactly: the code and the username. A retry after the code passed
          // (the device choice failed) does not send it again: a code works once.
          if (!get().codeAccepted) await verifyMfa(token, get().email, otp.trim());
        } catch {
          set({ error: TEXTS.invalidToken, errorDetail: FLOW_TEXTS.codeNotAccepted });
          return;
        }
        set({ codeAccepted: true });
        if (!remember && !(await forgetDevice(token))) {
          set({ error: FLOW_TEXTS.deviceNotForgotten });
          return;
        }
        await checkTerms(token).catch(unfinished);
      }),

    submitPasskey: () =>
      run(async () => {
        let token: string;
        try {
          token = mfaToken();
          const credential = await signWithPasskey(await getPasskeyOptions(token));
          await signInWithPasskey(token, credential);
        } catch (caught) {
          const said = isHttpError(caught) ? caught.field('credential') : undefined;
          const fallback = isPasskeyCancelled(caught)
            ? FLOW_TEXTS.passkeyCancelled
            : FLOW_TEXTS.passkeyFailed;
          set({ error: said ?? fallback });
          return;
        }
        await checkTerms(token).catch(unfinished);
      }),

    submitMfaSetup: (otp) =>
      run(async () => {
        let token: string;
        try {
          token = mfaToken();
          await verifyMfaSetup(otp.trim(), token);
        } catch {
          set({ error: TEXTS.unableToVerify, errorDetail: FLOW_TEXTS.codeNotAccepted });
          return;
        }
        await checkTerms(token).catch(unfinished);
      }),
  };
}
