import type { AdminWork, AdminWorkItem, WorkScope } from '@sextant/contracts/admin-work';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { workQuery } from '@/back-office/features/work/api/get-work';
import { SegmentedChoice } from '@/back-office/shared/segmented-choice';
import { WORK_LABELS } from '@/back-office/shared/waiting';
import { cx } from '@/shared/ui/cx';
import { ErrorMessage } from '@/shared/ui/messages';
import { Skeleton } from '@/shared/ui/skeleton';

const SCOPES: Array<[WorkScope, string]> = [
  ['me', 'Mine'],
  ['firm', 'Whole firm'],
];

/** "2026-Q3" as "2026 Q3". */
const quarterName = (quarter: string) => quarter.replace('-', ' ');

/** The item's heading and detail; the statements' detail names the quarter the access ledger counted. */
function wordsOf(item: AdminWorkItem, work: AdminWork) {
  const words = WORK_LABELS[item.kind];
  if (item.kind !== 'needs_statement') return words;
  return {
    ...words,
    detail: `Clients who did not use the portal in ${quarterName(work.statement_quarter)}: send their statement another way`,
  };
}

/** Whose queue the signed-in adviser holds besides their own while they cover (holiday cover). */
function Covering({ work }: { work: AdminWork }) {
  if (work.covering.length === 0) return null;
  const names = work.covering.map((person) => person.name).join(', ');
  return (
    <p className="rounded-lg border border-accent bg-teal-50 p-3 text-sm text-ink dark:bg-white/5">
      You are covering for {names}: their clients and threads are counted in Mine.
    </p>
  );
}

function WorkCard({ item, work }: { item: AdminWorkItem; work: AdminWork }) {
  const { label, detail } = wordsOf(item, work);
  const waiting = item.count > 0;
  return (
    <li>
      <Link
        to={item.to}
        className={cx(
          'flex min-h-20 items-center gap-4 rounded-xl border bg-surface p-4 shadow-sm focus-visible:outline-2 focus-visible:outline-focus',
          waiting
            ? 'border-accent hover:bg-teal-50 dark:hover:bg-white/5'
            : 'border-line hover:bg-navy-50 dark:hover:bg-white/5',
        )}
      >
        <span
          className={cx(
            'min-w-12 text-3xl font-bold tabular-nums',
            waiting ? 'text-accent-ink' : 'text-ink-muted',
          )}
        >
          {item.count.toLocaleString('en-GB')}
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="font-semibold text-ink">{label}</span>
          <span className="text-sm text-ink-muted">{detail}</span>
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
      </Link>
    </li>
  );
}

/**
 * Where the back office starts: what waits on the signed-in staff member (their clients and the threads
 * assigned to them, with those of anyone they cover for) or on the whole firm, each a count and one click to
 * the list of exactly those.
 */
export function WorkPage() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('scope');
  const query = useQuery(workQuery(asked === 'me' || asked === 'firm' ? asked : undefined));
  const scope = query.data?.scope;

  return (
    <div className="flex flex-col gap-4">
      <SegmentedChoice
        legend="Whose work"
        name="scope"
        options={SCOPES}
        value={scope}
        onChange={(value) => setSearch({ scope: value }, { replace: true })}
      />
      {query.isError ? (
        <ErrorMessage message="What is waiting could not be loaded. Please try again." />
      ) : !query.data ? (
        <div role="status" aria-label="Loading what is waiting" className="grid gap-3 sm:grid-cols-2">
          {Object.keys(WORK_LABELS).map((kind) => (
            <Skeleton key={kind} className="h-20" />
          ))}
        </div>
      ) : (
        <>
          <Covering work={query.data} />
          <ul aria-label="What is waiting" aria-busy={query.isFetching} className="grid gap-3 sm:grid-cols-2">
            {query.data.items.map((item) => (
              <WorkCard key={item.kind} item={item} work={query.data} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
