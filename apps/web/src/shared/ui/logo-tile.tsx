import { cx } from './cx';

/** Up to two initials of a name: 'Northgate Life' → 'NL'. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/**
 * An organisation's logo, on white in both themes (logos are made for a light background), or its
 * initials on a tinted tile when it has none. Decorative: the name is
 * always written beside it.
 */
export function LogoTile({
  name,
  src,
  className,
}: {
  name: string;
  src?: string | null | undefined;
  className?: string;
}) {
  if (src) {
    return (
      <img
        src={src}
        alt=""
        loading="lazy"
        className={cx('size-11 shrink-0 rounded-xl bg-white object-contain', className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cx(
        'grid size-11 shrink-0 place-items-center rounded-xl bg-navy-50 text-sm font-semibold tracking-wide text-navy-700',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
