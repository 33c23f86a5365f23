import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'inverse';
export type ButtonSize = 'md' | 'lg';

const base =
  'inline-flex select-none items-center justify-center gap-2 rounded-xl font-semibold transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  // Navy text on teal: 7:1 contrast.
  primary: 'bg-teal-400 text-navy-950 shadow-sm hover:bg-teal-300 active:bg-teal-500',
  secondary: 'border border-line bg-surface text-ink shadow-sm hover:bg-navy-50 active:bg-navy-100',
  // A deletion or the like: a secondary button in red.
  danger:
    'border border-line bg-surface text-ink shadow-sm hover:bg-navy-50 active:bg-navy-100 border-red-300 text-red-800',
  ghost: 'text-accent-ink hover:bg-teal-50 active:bg-teal-100',
  inverse: 'border border-white/25 bg-white/5 text-white hover:bg-white/10 active:bg-white/15',
};

const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-4 text-sm',
  lg: 'min-h-12 px-6 text-base',
};

/** Classes of a button, for <button> and for links that look like one. */
export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra?: string,
): string {
  return cx(base, variants[variant], sizes[size], extra);
}
