import type { AdminCover } from '@sextant/contracts/admin-cover';
import { CalendarClock } from 'lucide-react';
import { lazy, useState } from 'react';
import { useCancelCover, useCovers } from '@/back-office/features/staff/api/cover';
import { type Column, Table } from '@/back-office/shared/data-table';
import { formatDate } from '@/shared/format/money';
import { buttonClass } from '@/shared/ui/button';
import { ConfirmButton, FormDialog } from '@/shared/ui/lazy-dialog';
import { toastError, toastSuccess } from '@/shared/ui/toast';

const CoverForm = lazy(() => import('@/back-office/features/staff/components/cover-form'));

/** Today in London, YYYY-MM-DD: the form's first day. */
const londonToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

/** Ends a cover now, after asking: the adviser's clients and threads are theirs again at once. */
function CancelButton({ cover }: { cover: AdminCover }) {
  const cancel = useCancelCover();
  return (
    <ConfirmButton
      label="Cancel cover"
      triggerClassName={buttonClass('secondary', 'md', 'min-h-11 px-3')}
      disabled={cancel.isPending}
      title="Cancel this cover?"
      description={`${cover.adviser.name}’s clients, threads and emails go back to them at once; ${cover.cover.name} no longer covers for them.`}
      confirm="Cancel cover"
      onConfirm={() =>
        cancel.mutate(cover.uuid, {
          onSuccess: () => toastSuccess(`Cover cancelled: ${cover.adviser.name}’s clients are theirs again.`),
          onError: (error) => toastError(error.message),
        })
      }
    />
  );
}

const columns: Column<AdminCover>[] = [
  { key: 'adviser', header: 'Adviser away', cell: (cover) => cover.adviser.name },
  { key: 'cover', header: 'Covered by', cell: (cover) => cover.cover.name },
  {
    key: 'dates',
    header: 'Dates',
    className: 'whitespace-nowrap',
    cell: (cover) => `${formatDate(cover.starts_on)} to ${formatDate(cover.ends_on)}`,
  },
  {
    key: 'status',
    header: 'Status',
    cell: (cover) => (cover.status === 'current' ? 'Covering now' : 'To come'),
  },
  { key: 'action', header: 'Action', cell: (cover) => <CancelButton cover={cover} /> },
];

/**
 * Holiday cover (admins): arrange it in one step, and see or cancel the covers running now and to come.
 * While one runs, the covering adviser is the away adviser's for new client threads, emails and My work.
 */
export function CoverSection() {
  const covers = useCovers();
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="cover-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="cover-heading" className="text-lg font-semibold text-ink">
          Holiday cover
        </h2>
        <button type="button" className={buttonClass('secondary')} onClick={() => setOpen(true)}>
          <CalendarClock aria-hidden="true" className="size-4" />
          Arrange cover
        </button>
      </div>
      <Table
        caption="Holiday cover now and to come"
        columns={columns}
        rows={covers.data?.items}
        rowKey={(cover) => cover.uuid}
        empty="No cover is arranged."
        error={
          covers.isError
            ? { message: 'The covers could not be loaded.', retry: () => void covers.refetch() }
            : null
        }
        fetching={covers.isFetching}
      />
      <FormDialog open={open} onOpenChange={setOpen} title="Arrange holiday cover">
        <CoverForm
          today={londonToday()}
          onArranged={(cover) => {
            setOpen(false);
            toastSuccess(
              `${cover.cover.name} covers for ${cover.adviser.name} from ${formatDate(cover.starts_on)}.`,
            );
          }}
        />
      </FormDialog>
    </section>
  );
}
