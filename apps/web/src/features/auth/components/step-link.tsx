import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Step } from '@/features/auth/login-steps/types';
import { useFlow } from './flow-context';

export const textLinkClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg text-sm font-semibold text-accent-ink underline-offset-4 hover:underline';

/**
 * A link to another step of the form. Its address (`?step=`) opens that step directly; a click switches
 * step in place, keeping what the form knows (the email, the sign-in in progress).
 */
export function StepLink({ to, children, className }: { to: Step; children: ReactNode; className?: string }) {
  const go = useFlow((state) => state.go);
  return (
    <a
      href={`/login/form?step=${to}`}
      className={className ?? textLinkClass}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        go(to);
      }}
    >
      {children}
    </a>
  );
}

/** "Back" to an earlier step. */
export function BackTo({ step }: { step: Step }) {
  return (
    <StepLink to={step}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back
    </StepLink>
  );
}
