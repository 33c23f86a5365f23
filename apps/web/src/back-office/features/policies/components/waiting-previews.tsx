import type { WaitingPreview } from '@sextant/contracts/admin-policies';
import { Link } from 'react-router';
import { useWaitingPreviews } from '@/back-office/features/policies/api/get-waiting-previews';
import { CheckOption } from '@/back-office/shared/check-option';
import { type Column, Table } from '@/back-office/shared/data-table';
import { formatMoment } from '@/shared/format/moment';

const KIND_WORDS = { valuations: 'Valuations', transactions: 'Transactions' } as const;

/** The list's columns; a file opens as `?preview=`, keeping `created_by=me` for the way back. */
const columnsOf = (mine: boolean): Column<WaitingPreview>[] => [
  {
    key: 'file',
    header: 'File',
    className: 'min-w-48',
    cell: (preview) => (
      <Link
        to={`?preview=${preview.uuid}${mine ? '&created_by=me' : ''}`}
        className="font-semibold text-accent-ink underline-offset-2 hover:underline"
      >
        {preview.file_name ?? 'Pasted file'}
      </Link>
    ),
  },
  { key: 'kind', header: 'Kind', cell: (preview) => KIND_WORDS[preview.kind] },
  { key: 'by', header: 'Checked by', cell: (preview) => preview.created_by?.name ?? '—' },
  {
    key: 'at',
    header: 'Checked',
    className: 'whitespace-nowrap',
    cell: (preview) => formatMoment(preview.created_at),
  },
  {
    key: 'until',
    header: 'Confirm by',
    className: 'whitespace-nowrap',
    cell: (preview) => formatMoment(preview.expires_at),
  },
];

/**
 * Checked files waiting for someone to confirm or cancel them (My work's "Imports to confirm"), the firm's or
 * only those the signed-in staff member checked; each opens its preview.
 */
export function WaitingPreviews({ mine, setMine }: { mine: boolean; setMine: (mine: boolean) => void }) {
  const query = useWaitingPreviews(mine);
  return (
    <section aria-labelledby="waiting-heading" className="flex flex-col gap-3">
      <h2 id="waiting-heading" className="text-lg font-semibold text-ink">
        Waiting to be confirmed
      </h2>
      <CheckOption label="Only files I checked" checked={mine} onChange={setMine} />
      <Table
        caption="Previews waiting to be confirmed"
        columns={columnsOf(mine)}
        rows={query.data?.items}
        rowKey={(preview) => preview.uuid}
        empty={mine ? 'None of your checked files is waiting.' : 'No checked file is waiting.'}
        error={
          query.isError
            ? { message: 'The waiting files could not be loaded.', retry: () => void query.refetch() }
            : null
        }
        fetching={query.isFetching}
      />
    </section>
  );
}
