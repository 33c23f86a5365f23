import { Heart } from 'lucide-react';
import type { InsightArticle } from '@/features/insights/api/insight-model';
import { useLikeInsight } from '@/features/insights/api/like-insight';
import { cx } from '@/shared/ui/cx';
import { likesText } from './like-count';

/**
 * Like, with the count. Once liked it stays pressed and takes no more clicks (aria-disabled, so focus
 * stays on it and its new name is read out).
 */
export function LikeButton({ insight }: { insight: InsightArticle }) {
  const like = useLikeInsight(insight.uuid);
  const done = insight.liked;
  const inactive = done || like.isPending;
  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        aria-disabled={inactive || undefined}
        onClick={() => {
          if (!inactive) like.mutate();
        }}
        className={cx(
          'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors',
          done
            ? 'cursor-default border-rose-200 bg-rose-50 text-rose-700'
            : 'border-line bg-surface text-ink shadow-sm hover:bg-navy-50 active:bg-navy-100',
        )}
      >
        <Heart aria-hidden="true" className={cx('size-5', done && 'fill-current')} />
        {done ? 'Liked' : 'Like'}
        <span aria-hidden="true" className="tabular-nums">
          {insight.likes}
        </span>
        <span className="sr-only">, {likesText(insight.likes)}</span>
      </button>
      <span role="status" className="sr-only">
        {like.isSuccess ? 'You liked this insight.' : ''}
      </span>
    </div>
  );
}
