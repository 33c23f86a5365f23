import type { Firm } from '@sextant/contracts/firm';
import { ExternalLink } from 'lucide-react';
import { fcaRegisterUrl, firmFacts } from '@/features/information/firm-details';
import { Skeleton } from '@/shared/ui/skeleton';

/** The client's firm: logo, name, bio and its FCA registration (SPEC §3). */
export function FirmCard({ firm }: { firm: Firm }) {
  const facts = firmFacts(firm);
  return (
    <section
      aria-labelledby="firm-name"
      className="overflow-hidden rounded-2xl border border-line bg-surface shadow-card"
    >
      <div className="flex items-center gap-4 bg-navy-900 px-5 py-5 text-white sm:px-6">
        {firm.logo && (
          <img
            src={firm.logo}
            alt=""
            className="size-14 shrink-0 rounded-2xl object-contain ring-1 ring-white/15"
          />
        )}
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-widest text-teal-200 uppercase">Your firm</p>
          <h2 id="firm-name" className="mt-1 text-xl leading-snug font-semibold tracking-tight text-balance">
            {firm.name}
          </h2>
        </div>
      </div>
      <div className="flex flex-col gap-5 px-5 py-5 sm:px-6">
        {firm.bio && <p className="text-base leading-relaxed text-ink whitespace-pre-line">{firm.bio}</p>}
        {facts.length > 0 && (
          <dl className="grid grid-cols-2 gap-3">
            {facts.map(({ term, detail }) => (
              <div key={term} className="rounded-xl bg-canvas px-4 py-3">
                <dt className="text-xs font-medium text-ink-muted">{term}</dt>
                <dd className="mt-0.5 text-base font-semibold text-ink tabular-nums">{detail}</dd>
              </div>
            ))}
          </dl>
        )}
        {firm.fca_number.trim() && (
          <a
            href={fcaRegisterUrl(firm.fca_number)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg text-sm font-semibold text-accent-ink underline-offset-4 hover:underline"
          >
            Check on the FCA register
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
      </div>
    </section>
  );
}

export function FirmCardSkeleton() {
  return (
    <div role="status" className="overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
      <span className="sr-only">Loading your firm</span>
      <div aria-hidden="true" className="flex animate-pulse items-center gap-4 bg-navy-900 px-5 py-5 sm:px-6">
        <div className="size-14 rounded-2xl bg-white/15" />
        <div className="flex-1">
          <div className="h-3 w-20 rounded-xl bg-white/15" />
          <div className="mt-2 h-5 w-3/4 rounded-xl bg-white/15" />
        </div>
      </div>
      <div className="flex flex-col gap-2 px-5 py-5 sm:px-6">
        <Skeleton className="h-3.5 w-full" />
        <Skeleton className="h-3.5 w-11/12" />
        <Skeleton className="h-3.5 w-2/3" />
        <div className="mt-3 grid grid-cols-2 gap-3">
          <Skeleton className="h-15" />
          <Skeleton className="h-15" />
        </div>
      </div>
    </div>
  );
}
