import { isEmail } from '@sextant/contracts/rules/email';
import { passwordProblems } from '@sextant/contracts/rules/password';
import { isHttpError } from '@/shared/http/client';
import { requestReset as sendResetRequest } from '../api/request-reset';
import { setPassword } from '../api/set-password';
import { TEXTS } from '../texts';
import { auth, type FlowKit } from './kit';
import { FLOW_TEXTS, type LoginFlowActions } from './types';

/** Sends the reset mail: instructionsSent and its countdown, or 'Could not send reset'. */
async function sendReset({ set, now }: FlowKit, address: string) {
  try {
    await sendResetRequest(address);
    set({ email: address, step: 'instructionsSent', instructionsSentAt: now() });
  } catch {
    set({ error: TEXTS.couldNotSendReset });
  }
}

/**
 * A password the server refused. SPEC §5: on a 422 its field errors go with the password and its message
 * is the form's error; a fault of the link itself (its code) is no fault of the password: the form's error.
 */
function passwordRefused({ set }: FlowKit, error: unknown) {
  if (!isHttpError(error) || error.status !== 422) {
    set({ error: TEXTS.passwordNotSet });
    return;
  }
  const { code: codeMessages = [], ...passwordErrors } = error.fieldErrors;
  const fieldMessages = Object.values(passwordErrors)
    .flat()
    .filter((text) => text !== error.message);
  set({
    error: codeMessages[0] ?? error.message,
    fieldErrors: fieldMessages.length ? { password: fieldMessages.join(' ') } : {},
  });
}

/** resetPassword, instructionsSent (Resend) and createPassword (SPEC §4 Reset, Create password). */
export function resetActions(
  kit: FlowKit,
): Pick<LoginFlowActions, 'requestReset' | 'resendReset' | 'createPassword'> {
  const { set, get, run, options } = kit;
  return {
    requestReset: (value) =>
      run(async () => {
        const address = value.trim();
        if (!isEmail(address)) {
          set({ fieldErrors: { email: TEXTS.invalidResetEmail } });
          return;
        }
        await sendReset(kit, address);
      }),

    resendReset: () =>
      run(async () => {
        const address = get().email;
        if (!address) return set({ step: 'resetPassword' });
        await sendReset(kit, address);
      }),

    createPassword: (password, repeatPassword) =>
      run(async () => {
        const problems = passwordProblems(password, repeatPassword);
        if (problems.password || problems.repeatPassword) {
          set({ fieldErrors: problems });
          return;
        }
        const code = auth().resetCode;
        try {
          if (!code) throw new Error('No invite or reset code');
          await setPassword(code, password, repeatPassword);
        } catch (error) {
          passwordRefused(kit, error);
          return;
        }
        auth().setResetCode(null);
        options.navigate('/login/form', { email: get().email, notice: FLOW_TEXTS.passwordSet });
      }),
  };
}
