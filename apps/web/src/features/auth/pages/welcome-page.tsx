import type { Firm } from '@sextant/contracts/firm';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { appPath } from '@/shared/routing/app-path';
import { Logo } from '@/shared/ui/logo';
import { Spinner } from '@/shared/ui/spinner';

export interface WelcomePageProps {
  firm: Pick<Firm, 'name' | 'logo'> | null;
  /** The user's given name, once the profile has loaded. */
  givenName: string | null;
  vip: boolean;
  /** Loads what the tabs show first; failures are the loader's to log. */
  load(): Promise<unknown>;
}

/**
 * /welcome (SPEC §2): the greeting after sign-in while the account loads, then on to the policies.
 * The app composes it with the firm, the user and the data of other features (app/welcome-route.tsx).
 */
export function WelcomePage({ firm, givenName, vip, load }: WelcomePageProps) {
  const navigate = useNavigate();

  useEffect(() => {
    let active = true;
    load()
      .catch(() => {})
      .then(() => {
        if (active) void navigate(appPath.policies(), { replace: true });
      });
    return () => {
      active = false;
    };
  }, [load, navigate]);

  return (
    <div className="relative isolate flex min-h-dvh flex-col bg-navy-950 text-white px-safe pt-safe pb-safe">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(70%_45%_at_50%_0%,rgb(45_191_171/0.22),transparent)]"
      />
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-8 px-6 py-12 text-center">
        {firm?.logo ? (
          <img
            src={firm.logo}
            alt={firm.name}
            className="max-h-20 max-w-56 rounded-2xl bg-white object-contain p-2 shadow-lg shadow-black/30"
          />
        ) : (
          firm && <p className="text-xl font-semibold tracking-tight">{firm.name}</p>
        )}
        <Logo vip={vip} tone="light" />
        <div className="flex flex-col gap-3">
          <h1 className="text-3xl font-semibold tracking-tight text-balance">
            {givenName ? `Welcome, ${givenName}` : 'Welcome'}
          </h1>
          {/* SPEC §2: the VIP wording shows at once; the firm's name joins it when the firm has loaded. */}
          {vip && (
            <p className="text-lg text-gold-300">
              welcome to your VIP experience with{' '}
              {firm ? (
                firm.name
              ) : (
                <span
                  aria-hidden="true"
                  data-testid="firm-name-loading"
                  className="inline-block h-[1em] w-32 animate-pulse rounded bg-white/20 align-middle"
                />
              )}
            </p>
          )}
        </div>
        <p role="status" className="flex items-center gap-3 text-base text-navy-100">
          <Spinner className="text-teal-300" />
          Loading your account...
        </p>
      </main>
      <footer className="mx-auto w-full max-w-md px-6 pb-8 text-center">
        <p className="text-xs leading-relaxed text-navy-300">
          {firm?.name ?? 'Your firm'} is an appointed representative of an authorised and regulated financial
          planning company.
        </p>
      </footer>
    </div>
  );
}
