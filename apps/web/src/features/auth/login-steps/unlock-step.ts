import { isEmail } from '@sextant/contracts/rules/email';
import { unlockAccount } from '../api/unlock-account';
import { TEXTS } from '../texts';
import type { FlowKit } from './kit';
import { FLOW_TEXTS, type LoginFlowActions } from './types';

/** mfaUnlock (SPEC §4): a code unlocks a locked account (an answer with a jwt), then back to email. */
export function unlockActions({ set, get, run }: FlowKit): Pick<LoginFlowActions, 'submitUnlock'> {
  return {
    submitUnlock: (otp, typedEmail) =>
      run(async () => {
        const address = (typedEmail ?? get().email).trim();
        if (!isEmail(address)) {
          set({ fieldErrors: { email: TEXTS.invalidLoginEmail } });
          return;
        }
        try {
          const answer = await unlockAccount(address, otp.trim());
          if (!answer?.jwt) throw new Error('No token in the unlock answer');
        } catch {
          set({ email: address, error: TEXTS.invalidToken, errorDetail: FLOW_TEXTS.codeNotAccepted });
          return;
        }
        set({ email: address, step: 'email', lockoutMessage: null, notice: FLOW_TEXTS.unlocked });
      }),
  };
}
