import { useClientWatchers, useWatchClient } from '@/back-office/features/clients/api/client-watchers';
import { CheckOption } from '@/back-office/shared/check-option';
import { ErrorMessage } from '@/shared/ui/messages';

/**
 * "Email me when this client writes": a staff member besides the adviser follows the client (a paraplanner,
 * an administrator), with who else does.
 */
export function WatchToggle({ clientId }: { clientId: string }) {
  const query = useClientWatchers(clientId);
  const watch = useWatchClient(clientId);
  if (query.isError) return <ErrorMessage message="Who watches this client could not be loaded." />;
  const watchers = query.data?.watchers ?? [];
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
      <CheckOption
        label="Email me when this client writes"
        checked={watch.isPending ? (watch.variables ?? false) : (query.data?.watching ?? false)}
        disabled={!query.data || watch.isPending}
        onChange={(checked) => watch.mutate(checked)}
      />
      <p role="status" className="text-sm text-ink-muted">
        {watch.isError
          ? 'Your choice could not be saved. Please try again.'
          : watchers.length > 0
            ? `Watching: ${watchers.map((w) => w.name).join(', ')}`
            : ''}
      </p>
    </div>
  );
}
