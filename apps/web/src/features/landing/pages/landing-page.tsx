import { ExternalLink, LifeBuoy, LogIn, ShieldCheck } from 'lucide-react';
import heroDesktop from '@/assets/hero-desktop.svg';
import heroMobile from '@/assets/hero-mobile.svg';
import { AppLink } from '@/shared/routing/app-link';
import { getSettings } from '@/shared/settings/settings';
import { buttonClass } from '@/shared/ui/button';
import { Logo } from '@/shared/ui/logo';

export const TAGLINE =
  'Navigating Investments with Precision: Professional due diligence, top-tier solutions, real time valuations.';

const footerLink =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-navy-100 hover:text-white';

/**
 * '/': the public front door. Rendered without the router on a first visit (see app/main.tsx), so its
 * links are AppLinks.
 */
export function LandingPage() {
  const { links } = getSettings();
  const external = [
    { label: 'About', href: links.about },
    { label: 'Terms', href: links.terms },
    { label: 'Privacy', href: links.privacy },
  ];

  return (
    <div className="relative isolate flex min-h-dvh flex-col overflow-hidden bg-navy-950 text-white px-safe pt-safe pb-safe">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(70%_55%_at_85%_0%,rgb(45_191_171/0.2),transparent),radial-gradient(60%_50%_at_0%_100%,rgb(63_97_156/0.35),transparent)]"
      />

      <header className="mx-auto flex w-full max-w-6xl items-center px-5 py-5 md:px-8 md:py-7">
        <Logo tone="light" />
      </header>

      <main className="mx-auto grid w-full max-w-6xl flex-1 items-center gap-8 px-5 pb-10 md:grid-cols-[1fr_1.05fr] md:gap-12 md:px-8 md:pb-16">
        <div className="flex flex-col">
          <p className="mb-4 inline-flex items-center gap-2 self-start rounded-full border border-teal-300/30 bg-teal-300/10 px-3 py-1 text-xs font-semibold tracking-wide text-teal-200 uppercase">
            <ShieldCheck aria-hidden="true" className="size-3.5" />
            Client investment portal
          </p>
          <h1 className="text-3xl leading-tight font-semibold tracking-tight text-balance sm:text-4xl lg:text-[2.75rem] lg:leading-[1.15]">
            {TAGLINE}
          </h1>
          <p className="mt-5 max-w-lg text-base text-navy-200 sm:text-lg">
            Your policies, valuations and your firm&apos;s research, in one secure place.
          </p>

          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <AppLink to="/login/form" className={buttonClass('primary', 'lg', 'sm:min-w-40')}>
              <LogIn aria-hidden="true" className="size-5" />
              Sign in
            </AppLink>
            <AppLink to="/support" className={buttonClass('inverse', 'lg')}>
              <LifeBuoy aria-hidden="true" className="size-5" />
              Contact support
            </AppLink>
          </div>
        </div>

        <picture className="order-first block md:order-none">
          <source media="(min-width: 768px)" srcSet={heroDesktop} width={960} height={880} />
          <img
            src={heroMobile}
            width={720}
            height={480}
            alt="A guiding star above a rising valuation chart, set on a navigator's dial"
            fetchPriority="high"
            className="h-auto w-full rounded-3xl shadow-2xl shadow-black/40 ring-1 ring-white/10"
          />
        </picture>
      </main>

      <footer className="border-t border-white/10">
        <div className="mx-auto flex w-full max-w-6xl flex-col-reverse items-center gap-2 px-5 py-4 sm:flex-row sm:justify-between md:px-8">
          <p className="text-xs text-navy-300">&copy; {new Date().getFullYear()} Sextant</p>
          <nav aria-label="Company and legal">
            <ul className="flex flex-wrap items-center justify-center gap-x-2">
              {external.map(({ label, href }) => (
                <li key={label}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-describedby="opens-in-new-tab"
                    className={footerLink}
                  >
                    {label}
                    <ExternalLink aria-hidden="true" className="size-3.5 opacity-70" />
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <span id="opens-in-new-tab" hidden>
            Opens in a new tab
          </span>
        </div>
      </footer>
    </div>
  );
}
