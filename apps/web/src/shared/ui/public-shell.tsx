import { LifeBuoy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from './logo';

interface PublicShellProps {
  title: string;
  description?: string;
  /** The 'Contact Support' link shows on every step except the support steps themselves (SPEC §2). */
  supportLink?: boolean;
  children?: ReactNode;
}

/** The frame of the signed-out screens: the product logo over one card. */
export function PublicShell({ title, description, supportLink = true, children }: PublicShellProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-navy-950 px-safe pt-safe pb-safe">
      <div
        aria-hidden="true"
        className="pointer-events-none fixed inset-x-0 top-0 h-80 bg-[radial-gradient(60%_100%_at_50%_0%,rgb(45_191_171/0.22),transparent)]"
      />
      <main className="relative flex flex-1 flex-col items-center justify-start px-4 py-10 sm:justify-center max-[18em]:px-2">
        <div className="w-full max-w-md rounded-3xl bg-surface p-6 shadow-card sm:p-8 max-[18em]:p-4">
          <Link to="/" className="inline-flex min-h-11 items-center rounded-lg">
            <Logo />
          </Link>
          <h1 tabIndex={-1} className="mt-8 text-2xl font-semibold tracking-tight text-ink outline-none">
            {title}
          </h1>
          {description && <p className="mt-2 text-base text-ink-muted">{description}</p>}
          {children && <div className="mt-6">{children}</div>}
        </div>
        {supportLink && (
          <Link
            to="/support"
            className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium text-navy-100 hover:text-white"
          >
            <LifeBuoy aria-hidden="true" className="size-4" />
            Contact Support
          </Link>
        )}
      </main>
    </div>
  );
}
