import { useQueryClient } from '@tanstack/react-query';
import { dateFormat } from '@/shared/format/date-format';
import { useOffline } from '@/shared/http/connection';

const timeFormat = dateFormat({ hour: '2-digit', minute: '2-digit' });
const dayFormat = dateFormat({ day: 'numeric', month: 'short' });

/** When the figures were fetched: '14:05', or '14:05 on 25 Nov' for another day. */
export function lastOnlineText(at: number, now: number = Date.now()): string {
  const time = timeFormat().format(at);
  return new Date(at).toDateString() === new Date(now).toDateString()
    ? time
    : `${time} on ${dayFormat().format(at)}`;
}

/**
 * Says the app is offline and how old its figures are: the newest answer in the cache, restored from
 * session storage after a reload (SPEC §4), so they last only as long as the tab. The live region stays
 * mounted so that going offline is announced.
 */
export function OfflineBanner() {
  const offline = useOffline();
  const client = useQueryClient();
  const last = offline
    ? Math.max(
        0,
        ...client
          .getQueryCache()
          .getAll()
          .map((query) => query.state.dataUpdatedAt),
      )
    : 0;
  return (
    <div role="status" className="bg-navy-900 px-safe pt-safe empty:hidden">
      {offline && (
        <p className="px-4 py-3 text-center text-sm text-white">
          {last > 0
            ? `You're offline. These are the figures from when you were last online at ${lastOnlineText(last)}; they're kept only until you close this tab.`
            : "You're offline. Screens will load when you're back online."}
        </p>
      )}
    </div>
  );
}
