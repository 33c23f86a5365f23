import { cx } from '@/shared/ui/cx';

const tones: Record<string, string> = {
  strong: 'bg-teal-50 text-teal-800 ring-teal-200',
  good: 'bg-navy-50 text-navy-700 ring-navy-200',
};

/** A provider's due diligence rating ('Strong', 'Good', 'Satisfactory'…), announced as the rating. */
export function RatingBadge({ rating, className }: { rating: string; className?: string }) {
  if (!rating.trim()) return null;
  return (
    <span
      className={cx(
        'inline-flex max-w-full shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[rating.trim().toLowerCase()] ?? 'bg-canvas text-ink-muted ring-line',
        className,
      )}
    >
      <span className="sr-only">Rating: </span>
      {rating}
    </span>
  );
}
