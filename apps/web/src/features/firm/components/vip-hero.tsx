import type { Firm } from '@sextant/contracts/firm';
import { Building2, Crown } from 'lucide-react';
import { Skeleton } from '@/shared/ui/skeleton';

/** The firm's logo (on white: logos are made for a light background) and name, or an icon. */
function FirmMark({ firm }: { firm: Firm | null }) {
  return (
    <div className="flex items-center gap-4">
      {firm?.logo ? (
        <span className="grid h-16 min-w-16 place-items-center rounded-2xl bg-white p-2.5 shadow-sm">
          <img src={firm.logo} alt={`${firm.name} logo`} className="h-11 w-auto max-w-40 object-contain" />
        </span>
      ) : (
        <span className="grid size-16 place-items-center rounded-2xl bg-white/10">
          <Building2 aria-hidden="true" className="size-8 text-gold-300" />
        </span>
      )}
      <p className="text-lg font-semibold">{firm?.name}</p>
    </div>
  );
}

/**
 * The page's navy panel: the firm, the VIP badge, and a welcome for a VIP client (SPEC §1: VIP wording is
 * theirs) or, for any other client, what the VIP experience is.
 */
export function VipHero({ firm, loading, vip }: { firm: Firm | null; loading: boolean; vip: boolean }) {
  const firmName = firm?.name ?? 'your firm';
  return (
    <section
      aria-labelledby="vip-heading"
      className="relative overflow-hidden rounded-3xl bg-navy-950 p-6 text-white shadow-card sm:p-8"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(70%_100%_at_100%_0%,rgb(217_178_92/0.35),transparent)]"
      />
      <div className="relative flex flex-col items-start gap-5">
        {loading ? (
          <div role="status" aria-label="Loading your firm" className="w-full">
            <Skeleton className="h-14 w-40" />
            <Skeleton className="mt-4 h-7 w-64" />
          </div>
        ) : (
          <FirmMark firm={firm} />
        )}
        <div>
          <p className="inline-flex items-center gap-1.5 rounded-full bg-gold-400 px-2.5 py-1 text-xs font-bold tracking-widest text-navy-950 uppercase">
            <Crown aria-hidden="true" className="size-3.5" />
            VIP
          </p>
          <h2 id="vip-heading" className="mt-3 text-2xl font-semibold tracking-tight sm:text-3xl">
            {vip ? `Welcome to your VIP experience with ${firmName}` : `The VIP experience with ${firmName}`}
          </h2>
          <p className="mt-2 max-w-prose text-navy-100">
            {vip
              ? `As a VIP client, your portal carries ${firmName}’s own branding, and the people who look after your investments are a secure message away.`
              : `VIP clients see ${firmName}’s own branding throughout the portal. To ask about the VIP service, send ${firmName} a secure message.`}
          </p>
        </div>
      </div>
    </section>
  );
}
