import type { AdminAmendment, AmendmentSort, AmendmentStatus } from '@sextant/contracts/admin-clients';
import { ArrowRight, Check, ClipboardCheck, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  type AmendmentDecision,
  useDecideAmendment,
} from '@/back-office/features/clients/api/decide-amendment';
import { useAmendments } from '@/back-office/features/clients/api/get-amendments';
import { CheckOption } from '@/back-office/shared/check-option';
import { type Column, DataTable } from '@/back-office/shared/data-table';
import { type FilterTab, FilterTabs } from '@/back-office/shared/filter-tabs';
import { useTableFilters, useTableParams } from '@/back-office/shared/table-params';
import { tableRows } from '@/back-office/shared/table-rows';
import { appPath } from '@/shared/routing/app-path';
import { buttonClass } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/lazy-dialog';
import { toastError, toastSuccess } from '@/shared/ui/toast';

const SORTS: readonly AmendmentSort[] = ['created_at', 'name', 'email'];
const TABS: FilterTab<AmendmentStatus>[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];
const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const shown = (value: string | number | null) => (value === null || value === '' ? '(empty)' : String(value));

function Changes({ amendment }: { amendment: AdminAmendment }) {
  return (
    <dl className="flex flex-col gap-1.5">
      {amendment.changes.map((change) => (
        <div key={change.field} className="flex flex-wrap items-baseline gap-x-2">
          <dt className="font-medium text-ink">{change.label}:</dt>
          <dd className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-ink-muted line-through decoration-ink-muted/60">
              <span className="sr-only">from </span>
              {shown(change.current)}
            </span>
            <ArrowRight aria-hidden="true" className="size-3.5 self-center text-ink-muted" />
            <span className="font-semibold text-ink">
              <span className="sr-only">to </span>
              {shown(change.requested)}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Decide({ amendment }: { amendment: AdminAmendment }) {
  const decide = useDecideAmendment();
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const name = `${amendment.client.first_name} ${amendment.client.surname}`;
  const run = (decision: AmendmentDecision, done: string) =>
    decide.mutate(decision, {
      onSuccess: () => {
        toastSuccess(done);
        setDialog(null);
      },
      onError: (error) => toastError(error.message),
    });
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className={buttonClass('primary', 'md', 'min-h-9 px-3')}
        onClick={() => setDialog('approve')}
      >
        <Check aria-hidden="true" className="size-4" />
        Approve<span className="sr-only"> the change for {name}</span>
      </button>
      <button
        type="button"
        className={buttonClass('secondary', 'md', 'min-h-9 px-3')}
        onClick={() => setDialog('reject')}
      >
        <X aria-hidden="true" className="size-4" />
        Reject<span className="sr-only"> the change for {name}</span>
      </button>
      {dialog === 'approve' && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          title={`Approve the change for ${name}?`}
          description="Their details are updated at once and they are told in their notifications."
          confirm="Approve"
          busy={decide.isPending}
          onConfirm={() => run({ id: amendment.uuid, approve: true }, `The details of ${name} were updated.`)}
        >
          <div className="rounded-xl bg-navy-50 p-3 text-sm">
            <Changes amendment={amendment} />
          </div>
        </ConfirmDialog>
      )}
      {dialog === 'reject' && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          title={`Reject the change for ${name}?`}
          description="Their details stay as they are. They are told in their notifications, with your reason if you give one."
          confirm="Reject"
          busy={decide.isPending}
          onConfirm={() =>
            run(
              { id: amendment.uuid, approve: false, reason: reason.trim() },
              `The change for ${name} was rejected.`,
            )
          }
        >
          <div className="flex flex-col gap-1.5">
            <label htmlFor={reasonId} className="text-sm font-medium text-ink">
              Reason (optional, shown to the client)
            </label>
            <textarea
              id={reasonId}
              value={reason}
              maxLength={500}
              rows={3}
              onChange={(event) => setReason(event.target.value)}
              className="rounded-xl border border-line bg-surface p-3 text-base shadow-sm focus:border-accent focus:outline-2 focus:outline-focus"
            />
          </div>
        </ConfirmDialog>
      )}
    </div>
  );
}

const columns = (status: AmendmentStatus): Column<AdminAmendment, AmendmentSort>[] => [
  {
    key: 'name',
    header: 'Client',
    sort: 'name',
    cell: (amendment) => (
      <div className="flex flex-col">
        <Link
          to={appPath.adminClient({ id: amendment.client.uuid })}
          className="font-semibold text-accent-ink underline-offset-2 hover:underline"
        >
          {amendment.client.surname}, {amendment.client.first_name}
        </Link>
        <span className="text-xs text-ink-muted">{amendment.client.email}</span>
      </div>
    ),
  },
  {
    key: 'created_at',
    header: 'Asked',
    sort: 'created_at',
    cell: (amendment) => dateTime.format(new Date(amendment.created_at)),
  },
  { key: 'changes', header: 'Current → requested', cell: (amendment) => <Changes amendment={amendment} /> },
  status === 'pending'
    ? { key: 'decide', header: 'Decision', cell: (amendment) => <Decide amendment={amendment} /> }
    : {
        key: 'decided',
        header: status === 'approved' ? 'Approved' : 'Rejected',
        cell: (amendment) =>
          `${amendment.decided_at ? dateTime.format(new Date(amendment.decided_at)) : ''}${amendment.decided_by ? ` by ${amendment.decided_by}` : ''}`,
      },
];

/** Changes clients asked for: each field's current and requested value; approve or reject. */
export function AmendmentsPage() {
  const [params, setParams] = useTableParams(SORTS, { sort: 'created_at' });
  const [search, setFilter] = useTableFilters();
  const status = TABS.find((tab) => tab.value === search.get('status'))?.value ?? 'pending';
  const mine = search.get('adviser') === 'me';
  const query = useAmendments(params, mine ? { status, adviser: 'me' } : { status });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <FilterTabs
          label="Amendment status"
          tabs={TABS}
          value={status}
          onChange={(value) => setFilter('status', value)}
        />
        <CheckOption
          label="My clients only"
          checked={mine}
          onChange={(on) => setFilter('adviser', on ? 'me' : null)}
        />
      </div>
      <DataTable
        caption={`${TABS.find((tab) => tab.value === status)!.label} amendments`}
        columns={columns(status)}
        {...tableRows(query, 'The amendments could not be loaded.')}
        rowKey={(amendment) => amendment.uuid}
        params={params}
        onParams={setParams}
        searchLabel="Search by client name or email"
        emptyIcon={ClipboardCheck}
        empty={status === 'pending' ? 'No changes are waiting for approval.' : 'None yet.'}
      />
    </div>
  );
}
