import { type QueryKey, useMutation } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { signInsKey } from '@/features/account/api/sign-ins';
import { SECURITY_TEXTS } from '@/features/account/security-texts';
import { queryClient } from '@/shared/query/query-client';
import { buttonClass } from '@/shared/ui/button';
import { ErrorMessage } from '@/shared/ui/messages';

interface RevokeButtonProps {
  /** Ends the session or the trust the button stands for. */
  revoke: () => Promise<unknown>;
  /** The list the revoked item is in, reloaded once the call settles. */
  listKey: QueryKey;
  icon: LucideIcon;
  text: string;
  /** Names the device for screen readers, as the short text alone does not. */
  label: string;
}

/** After a revocation: reloads its list, and the sign-in history, which records it. */
export function refreshAfterRevoke(listKey: QueryKey): void {
  void queryClient.invalidateQueries({ queryKey: listKey });
  void queryClient.invalidateQueries({ queryKey: signInsKey });
}

/** A button in a list of sessions or devices that revokes one, and says so when that fails. */
export function RevokeButton({ revoke, listKey, icon: Icon, text, label }: RevokeButtonProps) {
  const mutation = useMutation({
    mutationFn: revoke,
    onSettled: () => refreshAfterRevoke(listKey),
  });
  return (
    <div className="flex grow flex-col gap-1 sm:grow-0 sm:items-end">
      <button
        type="button"
        className={buttonClass('danger')}
        disabled={mutation.isPending}
        aria-busy={mutation.isPending || undefined}
        aria-label={label}
        onClick={() => mutation.mutate()}
      >
        <Icon aria-hidden="true" className="size-4" />
        {text}
      </button>
      <ErrorMessage message={mutation.isError ? SECURITY_TEXTS.revokeFailed : null} />
    </div>
  );
}
