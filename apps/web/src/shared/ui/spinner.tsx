import { cx } from './cx';

/** A spinning ring. Decorative: say what is loading in text beside it. */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'inline-block size-5 shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]',
        className,
      )}
    />
  );
}
