import type { AdminClient } from '@sextant/contracts/admin-clients';
import { LockOpen } from 'lucide-react';
import { useId } from 'react';
import { useClientAction } from '@/back-office/features/clients/api/client-action';
import { isHttpError } from '@/shared/http/client';
import { buttonClass } from '@/shared/ui/button';
import { ErrorMessage } from '@/shared/ui/messages';
import { Spinner } from '@/shared/ui/spinner';
import { toastSuccess } from '@/shared/ui/toast';

export const ACCOUNT_LOCK_TEXTS = {
  locked:
    'Yes: too many failed attempts. They can unlock it with their authenticator app or a password reset; if they cannot, unlock it here once you are sure who asked.',
  notLocked: 'No',
  unlock: 'Unlock',
  unlocking: 'Unlocking…',
  done: 'The account was unlocked. The client signs in with their password and a code as usual.',
  failed: 'The account could not be unlocked. Try again.',
} as const;

/** Whether the client's account is locked and, when it is, the firm's way to unlock it. */
export function AccountLock({ client }: { client: AdminClient }) {
  const unlock = useClientAction(client.uuid);
  const describedBy = useId();
  if (!client.locked) return <>{ACCOUNT_LOCK_TEXTS.notLocked}</>;

  const error = unlock.isError
    ? (isHttpError(unlock.error) && unlock.error.field('client')) || ACCOUNT_LOCK_TEXTS.failed
    : null;
  return (
    <div className="flex flex-col items-start gap-3">
      <p id={describedBy}>{ACCOUNT_LOCK_TEXTS.locked}</p>
      <button
        type="button"
        className={buttonClass('secondary')}
        aria-describedby={describedBy}
        aria-busy={unlock.isPending || undefined}
        disabled={unlock.isPending}
        onClick={() =>
          unlock.mutate({ kind: 'unlock' }, { onSuccess: () => toastSuccess(ACCOUNT_LOCK_TEXTS.done) })
        }
      >
        {unlock.isPending ? (
          <Spinner className="size-4" />
        ) : (
          <LockOpen aria-hidden="true" className="size-4" />
        )}
        {unlock.isPending ? ACCOUNT_LOCK_TEXTS.unlocking : ACCOUNT_LOCK_TEXTS.unlock}
      </button>
      <ErrorMessage message={error} />
    </div>
  );
}
