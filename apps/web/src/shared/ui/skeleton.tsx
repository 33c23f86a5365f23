import { cx } from './cx';

/** A placeholder block while data loads; hidden from screen readers (the region says it is busy). */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cx('max-w-full animate-pulse rounded-xl bg-navy-100/70', className)} />
  );
}

/** Rows of card-shaped placeholders, announced once as loading. */
export function SkeletonList({ rows = 4, label = 'Loading' }: { rows?: number; label?: string }) {
  return (
    <div role="status" aria-live="polite" className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="rounded-2xl bg-surface p-4 shadow-card">
          <Skeleton className="h-4 w-2/5" />
          <Skeleton className="mt-3 h-3 w-4/5" />
          <Skeleton className="mt-2 h-3 w-3/5" />
        </div>
      ))}
    </div>
  );
}
