import type { AdminTermsList } from '@sextant/contracts/admin-terms';
import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { termsQuery } from '@/back-office/features/terms/api/get-terms';
import { useStaffMe } from '@/back-office/shared/api/get-staff-me';
import { formatDate } from '@/shared/format/money';
import { buttonClass } from '@/shared/ui/button';
import { ScrollRegion } from '@/shared/ui/scroll-region';
import { Skeleton } from '@/shared/ui/skeleton';

const n = (value: number) => value.toLocaleString('en-GB');

function Versions({ list }: { list: AdminTermsList }) {
  if (list.items.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-line bg-surface px-4 py-8 text-center text-ink-muted">
        No terms yet. Publish the first version below; clients accept it at their next sign-in.
      </p>
    );
  return (
    <ScrollRegion label="Terms versions">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">Terms versions, newest first</caption>
        <thead className="border-b border-line bg-navy-50/60 text-xs tracking-wide text-ink-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Version
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Published
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Beginning
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Accepted by
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {list.items.map((version, index) => (
            <tr key={version.uuid}>
              <td className="px-4 py-3 font-medium whitespace-nowrap">
                {version.version}
                {index === 0 && (
                  <span className="ml-2 rounded-full bg-teal-50 px-2 py-0.5 text-xs text-teal-800">
                    Current
                  </span>
                )}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <time dateTime={version.published_at}>{formatDate(version.published_at)}</time>
              </td>
              <td className="max-w-md px-4 py-3 text-ink-muted">
                <span className="line-clamp-2">{version.excerpt}</span>
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap">
                {n(version.accepted_count)} of {n(list.active_clients)} clients
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** Admins only; loaded after the versions show. */
const PublishForm = lazy(() => import('@/back-office/features/terms/components/publish-form'));

/** The firm's terms: versions with how many clients accepted each, and (admins) a new version. */
export function TermsPage() {
  const terms = useQuery(termsQuery());
  const me = useStaffMe();
  if (terms.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-ink-muted">
        <p>The terms could not be loaded.</p>
        <button type="button" className={buttonClass('secondary')} onClick={() => void terms.refetch()}>
          Try again
        </button>
      </div>
    );
  if (!terms.data)
    return (
      <div role="status" aria-label="Loading the terms" className="flex flex-col gap-3">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  return (
    <div className="flex max-w-5xl flex-col gap-8">
      <Versions list={terms.data} />
      {me.data?.role === 'admin' ? (
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <PublishForm list={terms.data} />
        </Suspense>
      ) : (
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <FileText aria-hidden="true" className="size-4" />
          Only an admin of your firm can publish a new version.
        </p>
      )}
    </div>
  );
}
