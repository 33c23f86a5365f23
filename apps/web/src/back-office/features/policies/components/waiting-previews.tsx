import type { WaitingPreview } from '@sextant/contracts/admin-policies';
import { Link } from 'react-router';
import { useWaitingPreviews } from '@/back-office/features/policies/api/get-waiting-previews';
import { CheckOption } from '@/back-office/shared/check-option';
import { formatMoment } from '@/shared/format/moment';
import { ErrorMessage } from '@/shared/ui/messages';
import { SkeletonList } from '@/shared/ui/skeleton';

const KIND_WORDS = { valuations: 'Valuations', transactions: 'Transactions' } as const;

/** One waiting file: its name opens the preview (`?preview=`, keeping `created_by=me` for the way back). */
function WaitingItem({ preview, mine }: { preview: WaitingPreview; mine: boolean }) {
  return (
    <li className="flex flex-col gap-0.5 py-2">
      <Link
        to={`?preview=${preview.uuid}${mine ? '&created_by=me' : ''}`}
        className="inline-flex min-h-11 items-center font-semibold text-accent-ink underline-offset-2 hover:underline"
      >
        {preview.file_name ?? 'Pasted file'}
      </Link>
      <span className="text-sm text-ink-muted">
        {KIND_WORDS[preview.kind]}, checked by {preview.created_by?.name ?? 'someone no longer here'} on{' '}
        {formatMoment(preview.created_at)}; confirm by {formatMoment(preview.expires_at)}
      </span>
    </li>
  );
}

/**
 * Checked files waiting for someone to confirm or cancel them (My work's "Imports to confirm"), the firm's or
 * only those the signed-in staff member checked; each opens its preview. A plain list: a preview expires after
 * a day, so there are never many.
 */
export function WaitingPreviews({ mine, setMine }: { mine: boolean; setMine: (mine: boolean) => void }) {
  const query = useWaitingPreviews(mine);
  const items = query.data?.items;
  return (
    <section aria-labelledby="waiting-heading" className="flex flex-col gap-3">
      <h2 id="waiting-heading" className="text-lg font-semibold text-ink">
        Waiting to be confirmed
      </h2>
      <CheckOption label="Only files I checked" checked={mine} onChange={setMine} />
      {query.isError ? (
        <ErrorMessage message="The waiting files could not be loaded." />
      ) : !items ? (
        <SkeletonList rows={2} label="Loading the waiting files" />
      ) : items.length === 0 ? (
        <p className="text-sm text-ink-muted">
          {mine ? 'None of your checked files is waiting.' : 'No checked file is waiting.'}
        </p>
      ) : (
        <ul aria-label="Files waiting to be confirmed" className="divide-y divide-line">
          {items.map((preview) => (
            <WaitingItem key={preview.uuid} preview={preview} mine={mine} />
          ))}
        </ul>
      )}
    </section>
  );
}
