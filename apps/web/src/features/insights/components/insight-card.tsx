import { Link } from 'react-router';
import type { InsightCard as Insight } from '@/features/insights/api/insight-model';
import { formatDate } from '@/shared/format/money';
import { appPath } from '@/shared/routing/app-path';
import { CategoryTags } from './category-tags';
import { LikeCount } from './like-count';

/** One insight in the list; the title is the link, and the whole card is its target. */
export function InsightCard({ insight }: { insight: Insight }) {
  return (
    <article className="relative flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card transition-shadow focus-within:ring-2 focus-within:ring-focus hover:shadow-md">
      {insight.image && (
        <img
          src={insight.image}
          alt=""
          loading="lazy"
          className="aspect-[2/1] w-full bg-navy-50 object-cover"
        />
      )}
      <div className="flex flex-col gap-2.5 p-4">
        <CategoryTags categories={insight.categories} />
        <h3 className="text-lg leading-snug font-semibold text-ink">
          <Link
            to={appPath.insight({ id: insight.uuid })}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {insight.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm text-ink-muted">{insight.summary}</p>
        <div className="flex flex-wrap items-center justify-between gap-3 pt-1 text-sm text-ink-muted">
          <span className="min-w-0 truncate max-[18em]:whitespace-normal">
            <span className="font-medium text-ink">{insight.author.name}</span>
            <span aria-hidden="true"> ·</span>{' '}
            <time dateTime={insight.published_at}>{formatDate(insight.published_at)}</time>
          </span>
          <LikeCount likes={insight.likes} liked={insight.liked} />
        </div>
      </div>
    </article>
  );
}
