import type { ReviewSegment } from '@sextant/contracts/admin-segments';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useDeleteSegment } from '@/back-office/features/firm/api/segments';
import { intervalWords, useSegments } from '@/back-office/shared/api/get-segments';
import { buttonClass } from '@/shared/ui/button';
import { FormDialog, useConfirm } from '@/shared/ui/lazy-dialog';
import { ErrorMessage } from '@/shared/ui/messages';
import { Skeleton, SkeletonList } from '@/shared/ui/skeleton';
import { toastError, toastSuccess } from '@/shared/ui/toast';

// The form (react-hook-form) loads with its dialog, not with the firm page.
const SegmentForm = lazy(async () => ({ default: (await import('./segment-form')).SegmentForm }));

type Editing = { segment: ReviewSegment | null; opener: HTMLElement } | null;

function SegmentRow({
  segment,
  canEdit,
  onEdit,
  onDelete,
}: {
  segment: ReviewSegment;
  canEdit: boolean;
  onEdit: (opener: HTMLElement) => void;
  onDelete: (opener: HTMLElement) => void;
}) {
  const clients = `${segment.clients} ${segment.clients === 1 ? 'client' : 'clients'}`;
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
          {segment.name}
          {segment.is_default && (
            <span className="rounded-full bg-teal-50 px-2 py-0.5 text-xs font-medium text-teal-900">
              Default
            </span>
          )}
        </p>
        <p className="text-sm text-ink">
          {intervalWords(segment.interval_months)} · {clients}
        </p>
        {segment.description && <p className="text-sm break-words text-ink-muted">{segment.description}</p>}
      </div>
      {canEdit && (
        <div className="flex shrink-0 gap-2">
          <button
            type="button"
            className={buttonClass('secondary')}
            aria-label={`Edit ${segment.name}`}
            onClick={(event) => onEdit(event.currentTarget)}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </button>
          {!segment.is_default && (
            <button
              type="button"
              className={buttonClass('secondary')}
              aria-label={`Delete ${segment.name}`}
              onClick={(event) => onDelete(event.currentTarget)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Delete
            </button>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * The firm's review segments (how often each group of clients is reviewed): listed for every staff member,
 * added, changed and deleted by admins.
 */
export function SegmentsSection({ canEdit }: { canEdit: boolean }) {
  const query = useSegments();
  const remove = useDeleteSegment();
  const [editing, setEditing] = useState<Editing>(null);
  const [ask, confirmDialog] = useConfirm();
  const [result, setResult] = useState('');

  const askDelete = (segment: ReviewSegment, opener: HTMLElement) =>
    ask(
      {
        title: `Delete ${segment.name}?`,
        description: 'A segment can be deleted only when no client is in it.',
        confirm: 'Delete segment',
        onConfirm: () =>
          remove.mutate(segment.uuid, {
            onSuccess: (done) => toastSuccess(done.message),
            onError: (failure) => toastError(failure.message),
          }),
      },
      opener,
    );

  return (
    <section aria-labelledby="firm-segments" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="firm-segments" className="text-lg font-semibold tracking-tight text-ink">
          Review segments
        </h2>
        {canEdit && (
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={(event) => setEditing({ segment: null, opener: event.currentTarget })}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add a segment
          </button>
        )}
      </div>
      <p className="text-sm text-ink-muted">
        Each client is reviewed at their segment’s interval; clients without one are in the default.
      </p>
      <p role="status" className="text-sm font-medium text-teal-900 empty:hidden">
        {result}
      </p>
      {query.isPending ? (
        <SkeletonList rows={2} label="Loading the review segments" />
      ) : query.isError ? (
        <div className="flex flex-col items-start gap-3">
          <ErrorMessage message="The review segments could not be loaded." />
          <button type="button" className={buttonClass('secondary')} onClick={() => void query.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line px-4">
          {query.data.items.map((segment) => (
            <SegmentRow
              key={segment.uuid}
              segment={segment}
              canEdit={canEdit}
              onEdit={(opener) => setEditing({ segment, opener })}
              onDelete={(opener) => askDelete(segment, opener)}
            />
          ))}
        </ul>
      )}
      <FormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.segment ? `Edit ${editing.segment.name}` : 'Add a review segment'}
        size="md"
        returnFocusTo={editing?.opener ?? null}
      >
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <SegmentForm
            segment={editing?.segment ?? null}
            onDone={(text) => {
              setResult(text);
              setEditing(null);
            }}
          />
        </Suspense>
      </FormDialog>
      {confirmDialog}
    </section>
  );
}
