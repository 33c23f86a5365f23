import {
  CHARGE_KIND_LABELS,
  TRANSACTION_LABELS,
  TRANSACTION_TYPES,
  type TransactionType,
} from '@sextant/contracts/rules/money';
import { useQuery } from '@tanstack/react-query';
import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import {
  getPolicyTransactionsCsv,
  policyTransactionsQuery,
  type Transaction,
  type TransactionFilters,
} from '@/features/policies/api/get-policy-transactions';
import { formatSignedAmount } from '@/features/policies/money';
import { formatDate } from '@/shared/format/money';
import { buttonClass } from '@/shared/ui/button';
import { DownloadButton } from '@/shared/ui/download-button';
import { EmptyState } from '@/shared/ui/empty-state';
import { SelectField, TextField } from '@/shared/ui/field';
import { Pager } from '@/shared/ui/pager';
import { SkeletonList } from '@/shared/ui/skeleton';

/** Money into the policy; everything else (money taken out, charges) leaves it. */
const INTO_POLICY: ReadonlySet<TransactionType> = new Set(['contribution', 'tax_relief', 'transfer_in']);

const TYPE_OPTIONS = TRANSACTION_TYPES.map((type) => ({ value: type, label: TRANSACTION_LABELS[type] }));

/** '+£500.00' into the policy, '−£25.00' out of it. */
const signed = ({ type, amount, currency }: Transaction) =>
  formatSignedAmount(INTO_POLICY.has(type) ? amount : `-${amount}`, currency);

/** What it is: a charge by who it paid ("Platform charge"), anything else by its type. */
const titleOf = ({ type, charge_kind }: Transaction) =>
  charge_kind ? CHARGE_KIND_LABELS[charge_kind] : TRANSACTION_LABELS[type];

function TransactionRow({ transaction }: { transaction: Transaction }) {
  const into = INTO_POLICY.has(transaction.type);
  return (
    <li className="flex items-start justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <p className="font-medium text-ink">{titleOf(transaction)}</p>
        {transaction.description && (
          <p className="text-sm break-words text-ink-muted">{transaction.description}</p>
        )}
        <p className="text-sm text-ink-muted">
          <time dateTime={transaction.date}>{formatDate(transaction.date)}</time>
        </p>
      </div>
      <p className={`shrink-0 font-medium tabular-nums ${into ? 'text-teal-700' : 'text-ink'}`}>
        {signed(transaction)}
      </p>
    </li>
  );
}

/** Downloads the transactions the filters keep as CSV, with the session (a plain link cannot send it). */
function ExportButton({ policyId, reference, filters }: ExportProps) {
  return (
    <DownloadButton
      file={() => getPolicyTransactionsCsv(policyId, filters)}
      filename={`${reference}-transactions.csv`}
      failed="The CSV could not be downloaded. Please try again."
      className="items-start gap-2"
    >
      Export CSV
    </DownloadButton>
  );
}

interface ExportProps {
  policyId: string;
  reference: string;
  filters: TransactionFilters;
}

/** The policy's transactions, newest first: filtered by type and dates, a page at a time, and exported as CSV. */
export function TransactionsSection({ policyId, reference }: { policyId: string; reference: string }) {
  const [filters, setFilters] = useState<TransactionFilters>({});
  const [page, setPage] = useState(1);
  const badDates = Boolean(filters.from && filters.to && filters.from > filters.to);
  const query = useQuery({ ...policyTransactionsQuery(policyId, filters, page), enabled: !badDates });
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  const filtered = Boolean(filters.type || filters.from || filters.to);

  function filter(change: Partial<TransactionFilters>) {
    setFilters((existing) => ({ ...existing, ...change }));
    setPage(1);
  }

  return (
    <section aria-labelledby="transactions-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="transactions-heading" className="text-lg font-semibold tracking-tight text-ink">
          Transactions
        </h2>
        {!badDates && <ExportButton policyId={policyId} reference={reference} filters={filters} />}
      </div>

      <search aria-label="Filter transactions">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <SelectField
            label="Type"
            placeholder="All types"
            options={TYPE_OPTIONS}
            value={filters.type ?? ''}
            onChange={(event) =>
              filter({ type: (event.target.value || undefined) as TransactionType | undefined })
            }
          />
          <TextField
            label="From"
            type="date"
            value={filters.from ?? ''}
            onChange={(event) => filter({ from: event.target.value || undefined })}
          />
          <TextField
            label="To"
            type="date"
            value={filters.to ?? ''}
            error={badDates ? 'The end date must not be before the start date.' : null}
            onChange={(event) => filter({ to: event.target.value || undefined })}
          />
        </div>
        {filtered && (
          <button
            type="button"
            className={buttonClass('ghost', 'md', 'mt-2 -ml-2 min-h-11 px-2')}
            onClick={() => {
              setFilters({});
              setPage(1);
            }}
          >
            Clear filters
          </button>
        )}
      </search>

      {badDates ? null : data ? (
        data.items.length === 0 ? (
          <EmptyState
            icon={ReceiptText}
            message={
              filtered
                ? 'No transactions match these filters.'
                : 'No transactions recorded for this policy yet.'
            }
          />
        ) : (
          <div aria-busy={query.isPlaceholderData || undefined} className="flex flex-col gap-3">
            <p aria-live="polite" className="text-sm text-ink-muted">
              {data.total} {data.total === 1 ? 'transaction' : 'transactions'}
              {pages > 1 && `, page ${data.page} of ${pages}`}
            </p>
            <ul
              aria-label="Transactions, newest first"
              className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-card"
            >
              {data.items.map((transaction) => (
                <TransactionRow key={transaction.uuid} transaction={transaction} />
              ))}
            </ul>
            <Pager
              label="Transaction pages"
              page={page}
              pageCount={pages}
              onChange={setPage}
              className="gap-3"
            />
          </div>
        )
      ) : query.isError ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-ink">The transactions are not available right now.</p>
          <button type="button" className={buttonClass('secondary')} onClick={() => query.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <SkeletonList rows={3} label="Loading the transactions" />
      )}
    </section>
  );
}
