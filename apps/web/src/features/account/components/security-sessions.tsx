import type { ActiveSession } from '@sextant/contracts/security';
import { useMutation } from '@tanstack/react-query';
import { LogOut, MonitorSmartphone, RotateCw } from 'lucide-react';
import { revokeOtherSessions, revokeSession } from '@/features/account/api/revoke-session';
import { sessionsKey, useSessions } from '@/features/account/api/sessions';
import { SECURITY_TEXTS } from '@/features/account/security-texts';
import { formatMoment } from '@/shared/format/moment';
import { buttonClass } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { ConfirmButton } from '@/shared/ui/lazy-dialog';
import { ErrorMessage } from '@/shared/ui/messages';
import { SkeletonList } from '@/shared/ui/skeleton';
import { DeviceFacts } from './device-facts';
import { RevokeButton, refreshAfterRevoke } from './revoke-button';

const refresh = () => refreshAfterRevoke(sessionsKey);

function SessionItem({ session }: { session: ActiveSession }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 px-4 py-4">
      <DeviceFacts
        device={session.device}
        browser={session.browser}
        badge={
          session.current
            ? SECURITY_TEXTS.thisDevice
            : session.verified
              ? null
              : SECURITY_TEXTS.waitingForCode
        }
        facts={[
          ['IP address', session.ip ?? 'Unknown'],
          ['Signed in', formatMoment(session.started_at)],
          ['Last active', formatMoment(session.last_seen_at)],
        ]}
      />
      {!session.current && (
        <RevokeButton
          revoke={() => revokeSession(session.id)}
          listKey={sessionsKey}
          icon={LogOut}
          text="Sign out"
          label={`Sign out the session on ${session.device}, ${session.browser}, signed in ${formatMoment(session.started_at)}`}
        />
      )}
    </li>
  );
}

/** The client's live sessions: each other one can be signed out, or all of them at once. */
export function SecuritySessions() {
  const query = useSessions();
  const others = useMutation({ mutationFn: revokeOtherSessions, onSettled: refresh });

  if (query.isPending) return <SkeletonList rows={2} label="Loading your sessions" />;
  if (query.isError) {
    return (
      <EmptyState icon={MonitorSmartphone} message={SECURITY_TEXTS.sessionsFailed}>
        <button type="button" className={buttonClass('secondary')} onClick={() => void query.refetch()}>
          <RotateCw aria-hidden="true" className="size-4" />
          Try again
        </button>
      </EmptyState>
    );
  }
  const hasOthers = query.data.items.some((session) => !session.current);
  return (
    <div className="flex flex-col gap-3">
      <ul
        aria-label="Active sessions"
        className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-card"
      >
        {query.data.items.map((session) => (
          <SessionItem key={session.id} session={session} />
        ))}
      </ul>
      {hasOthers ? (
        <ConfirmButton
          label="Sign out everywhere else"
          triggerClassName={buttonClass('secondary', 'md', 'self-start')}
          title="Sign out everywhere else?"
          description="Every other device and browser signed in to your account is signed out at once. You stay signed in here."
          confirm="Sign out everywhere else"
          danger
          onConfirm={() => others.mutate()}
        />
      ) : (
        <p className="text-sm text-ink-muted">{SECURITY_TEXTS.onlyThisSession}</p>
      )}
      <p role="status" className="min-h-5 text-sm font-medium text-teal-900">
        {others.isSuccess ? SECURITY_TEXTS.signedOutElsewhere(others.data.revoked) : null}
      </p>
      <ErrorMessage message={others.isError ? SECURITY_TEXTS.revokeFailed : null} />
    </div>
  );
}
