import { cx } from './cx';

interface LogoMarkProps {
  vip?: boolean;
  className?: string;
}

/** The product mark: a sextant's arc and index arm under a guiding star. Decorative on its own. */
export function LogoMark({ vip = false, className }: LogoMarkProps) {
  const accent = vip ? 'var(--color-gold-400)' : 'var(--color-teal-300)';
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={cx('size-8 shrink-0', className)}
    >
      <rect width="32" height="32" rx="8" fill="var(--color-navy-900)" />
      <path
        d="M16 8 7.5 22.7A17 17 0 0 0 24.5 22.7Z"
        fill={accent}
        fillOpacity="0.16"
        stroke={accent}
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path d="M16 8 19.2 24.4" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
      <circle cx="16" cy="8" r="1.9" fill="#fff" />
      <path d="M25 4.5l.9 2.1 2.1.9-2.1.9-.9 2.1-.9-2.1-2.1-.9 2.1-.9z" fill={accent} />
    </svg>
  );
}

interface LogoProps {
  /** VIP users see the VIP logo (SPEC §1). */
  vip?: boolean;
  /** 'light' on dark backgrounds, 'dark' on light ones. */
  tone?: 'light' | 'dark';
  className?: string;
}

/** Mark and wordmark, announced as one image named after the product. */
export function Logo({ vip = false, tone = 'dark', className }: LogoProps) {
  return (
    <span
      role="img"
      aria-label={vip ? 'Sextant VIP' : 'Sextant'}
      className={cx('inline-flex items-center gap-2.5', className)}
    >
      <LogoMark vip={vip} />
      <span
        className={cx('text-xl font-semibold tracking-tight', tone === 'light' ? 'text-white' : 'text-ink')}
      >
        Sextant
      </span>
      {vip && (
        <span className="rounded-md bg-gold-400 px-1.5 py-0.5 text-[0.625rem] font-bold tracking-widest text-navy-950">
          VIP
        </span>
      )}
    </span>
  );
}
