import { Heart } from 'lucide-react';
import { cx } from '@/shared/ui/cx';

export const likesText = (likes: number) => `${likes} ${likes === 1 ? 'like' : 'likes'}`;

/** A heart and the number of likes; read out as "12 likes". */
export function LikeCount({
  likes,
  liked,
  className,
}: {
  likes: number;
  liked: boolean;
  className?: string;
}) {
  return (
    <span className={cx('inline-flex items-center gap-1 text-sm tabular-nums', className)}>
      <Heart
        aria-hidden="true"
        className={cx('size-4', liked ? 'fill-current text-rose-600' : 'text-ink-muted')}
      />
      <span aria-hidden="true">{likes}</span>
      <span className="sr-only">{likesText(likes)}</span>
    </span>
  );
}
