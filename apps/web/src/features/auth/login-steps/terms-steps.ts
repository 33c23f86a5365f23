import { agreeTerms } from '../api/agree-terms';
import { auth, CLEARED, type FlowKit } from './kit';
import { FLOW_TEXTS, type LoginFlowActions } from './types';

/** terms and termsRejected (SPEC §4): Accept stores the flag, agrees and logs in; Decline says why not. */
export function termsActions({
  set,
  run,
  finishLogin,
}: FlowKit): Pick<LoginFlowActions, 'acceptTerms' | 'declineTerms' | 'reconsiderTerms'> {
  return {
    acceptTerms: () =>
      run(async () => {
        const token = auth().mfaToken;
        auth().setTermsAccepted(true);
        try {
          if (!token) throw new Error('No sign-in in progress');
          await agreeTerms(token);
        } catch {
          auth().setTermsAccepted(false);
          set({ error: FLOW_TEXTS.termsNotRecorded });
          return;
        }
        finishLogin(token);
      }),

    declineTerms: () => set({ step: 'termsRejected', ...CLEARED }),
    reconsiderTerms: () => set({ step: 'terms', ...CLEARED }),
  };
}
