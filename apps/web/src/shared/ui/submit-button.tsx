import type { ReactNode } from 'react';
import { type ButtonVariant, buttonClass } from './button';
import { Spinner } from './spinner';

interface SubmitButtonProps {
  children: ReactNode;
  /** A call is running: the button waits, with a spinner; its name stays the same. */
  busy?: boolean;
  disabled?: boolean;
  variant?: ButtonVariant;
  type?: 'submit' | 'button';
  onClick?: () => void;
  className?: string;
}

/** A full-width form button. */
export function SubmitButton({
  children,
  busy = false,
  disabled = false,
  variant = 'primary',
  type = 'submit',
  onClick,
  className,
}: SubmitButtonProps) {
  return (
    <button
      type={type}
      onClick={onClick}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      className={buttonClass(variant, 'lg', `w-full ${className ?? ''}`)}
    >
      {busy && <Spinner className="size-4.5" />}
      {children}
    </button>
  );
}
