import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Newspaper, RotateCw } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { insightQuery } from '@/features/insights/api/get-insight';
import { CategoryTags } from '@/features/insights/components/category-tags';
import { LikeButton } from '@/features/insights/components/like-button';
import { formatDate } from '@/shared/format/money';
import { isHttpError } from '@/shared/http/client';
import { appPath } from '@/shared/routing/app-path';
import { buttonClass } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Skeleton } from '@/shared/ui/skeleton';

/**
 * DOMPurify (12 KB gzip) is needed only once the article is in: its download starts with this screen's
 * and runs alongside GET /insights/{id}, instead of holding the screen back.
 */
const loadHtmlContent = () => import('@/shared/ui/html-content');
const htmlContent = loadHtmlContent();
const HtmlContent = lazy(async () => ({ default: (await htmlContent.catch(loadHtmlContent)).HtmlContent }));

function BodySkeleton() {
  return (
    <div className="flex flex-col gap-2">
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-3/4" />
    </div>
  );
}

function BackToInsights() {
  return (
    <Link to={appPath.insights()} className={buttonClass('secondary')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      All insights
    </Link>
  );
}

function ArticleSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">Loading the insight</span>
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-8 w-4/5" />
      <Skeleton className="h-4 w-2/5" />
      <Skeleton className="mt-4 h-4 w-full" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-3/4" />
    </div>
  );
}

/** /tabs/insights/view/:id: one article, its body (sanitised again in the browser) and its likes. */
export function InsightViewPage() {
  const { id = '' } = useParams();
  const query = useQuery(insightQuery(id));

  if (query.isPending) return <ArticleSkeleton />;
  if (query.isError) {
    const missing = isHttpError(query.error) && (query.error.status === 404 || query.error.status === 422);
    return (
      <EmptyState
        icon={Newspaper}
        message={missing ? 'This insight could not be found.' : 'This insight could not be loaded just now.'}
      >
        <div className="flex flex-wrap justify-center gap-3">
          {!missing && (
            <button type="button" className={buttonClass('secondary')} onClick={() => void query.refetch()}>
              <RotateCw aria-hidden="true" className="size-4" />
              Try again
            </button>
          )}
          <BackToInsights />
        </div>
      </EmptyState>
    );
  }

  const insight = query.data;
  return (
    <article className="flex flex-col gap-5">
      {insight.image && (
        <img src={insight.image} alt="" className="aspect-[2/1] w-full rounded-2xl bg-navy-50 object-cover" />
      )}
      <div className="flex flex-col gap-3">
        <CategoryTags categories={insight.categories} />
        <h2 className="text-2xl leading-tight font-semibold tracking-tight text-ink sm:text-3xl">
          {insight.title}
        </h2>
        <p className="text-sm text-ink-muted">
          By <span className="font-medium text-ink">{insight.author.name}</span>
          <span aria-hidden="true"> ·</span>{' '}
          <time dateTime={insight.published_at}>{formatDate(insight.published_at)}</time>
        </p>
        <p className="text-lg text-ink-muted">{insight.summary}</p>
      </div>
      <Suspense fallback={<BodySkeleton />}>
        <HtmlContent html={insight.body} />
      </Suspense>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-5">
        <LikeButton insight={insight} />
        <BackToInsights />
      </div>
    </article>
  );
}
