import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { adminInsightQuery } from '@/back-office/features/insights/api/get-admin-insight';
import { isHttpError } from '@/shared/http/client';
import { appPath } from '@/shared/routing/app-path';
import { buttonClass } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';

// The form (react-hook-form) loads beside the insight, not before the screen can show.
const insightForm = import('@/back-office/features/insights/components/insight-form');
const InsightForm = lazy(async () => ({ default: (await insightForm).InsightForm }));

/** While the insight or the form loads. */
function Loading() {
  return (
    <>
      <p role="status" className="sr-only">
        Loading the insight
      </p>
      <div className="grid gap-5 lg:grid-cols-2">
        <Skeleton className="h-96 w-full" />
        <Skeleton className="h-96 w-full" />
      </div>
    </>
  );
}

/** /admin/insights/:id (or /admin/insights/new): write, edit, publish, unpublish or delete an insight. */
export function InsightPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const insight = useQuery({ ...adminInsightQuery(id), enabled: !isNew });

  const back = (
    <Link
      to={appPath.adminInsights()}
      className="mb-4 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-accent-ink hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      All insights
    </Link>
  );

  if (isNew) {
    return (
      <>
        {back}
        <Suspense fallback={<Loading />}>
          <InsightForm key="new" insight={null} />
        </Suspense>
      </>
    );
  }
  if (insight.isError) {
    const missing = isHttpError(insight.error) && [404, 422].includes(insight.error.status);
    return (
      <>
        {back}
        <div role="alert" className="rounded-xl border border-line bg-surface p-6 text-sm">
          <p className="mb-3">
            {missing ? 'This insight could not be found.' : 'The insight could not be loaded.'}
          </p>
          {!missing && (
            <button type="button" className={buttonClass('secondary')} onClick={() => void insight.refetch()}>
              Try again
            </button>
          )}
        </div>
      </>
    );
  }
  if (!insight.data) {
    return (
      <>
        {back}
        <Loading />
      </>
    );
  }
  // Keyed on the saved version, so the form starts again from what the server holds after a save.
  return (
    <>
      {back}
      <Suspense fallback={<Loading />}>
        <InsightForm key={`${insight.data.uuid}-${insight.data.updated_at}`} insight={insight.data} />
      </Suspense>
    </>
  );
}
