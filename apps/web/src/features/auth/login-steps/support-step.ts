import { contactSupport } from '../api/contact-support';
import { TEXTS } from '../texts';
import type { FlowKit } from './kit';
import type { LoginFlowActions } from './types';

/** contactSupport (SPEC §4): success moves to supportRequestSent, failure says so. */
export function supportActions({ set, run }: FlowKit): Pick<LoginFlowActions, 'submitSupport'> {
  return {
    submitSupport: ({ name, email, reason }) =>
      run(async () => {
        try {
          await contactSupport(name.trim(), email.trim(), reason);
        } catch {
          set({ error: TEXTS.supportFailed });
          return;
        }
        set({ step: 'supportRequestSent' });
      }),
  };
}
