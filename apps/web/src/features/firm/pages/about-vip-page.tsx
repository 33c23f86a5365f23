import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, Building2, ChartLine, Crown, MessagesSquare, ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useFirmStore } from '@/features/firm/store';
import { firmQuery } from '@/shared/api/firm';
import { formatDate } from '@/shared/format/money';
import { appPath } from '@/shared/routing/app-path';
import { LinkList } from '@/shared/ui/link-list';
import { PullToRefresh } from '@/shared/ui/pull-to-refresh';
import { Skeleton } from '@/shared/ui/skeleton';

/** The firm: the stored record at once (local storage), refreshed from the firm call (GET /firm) into the store. */
function useFirm() {
  const stored = useFirmStore((state) => state.firm);
  const setFirm = useFirmStore((state) => state.setFirm);
  const query = useQuery(firmQuery());
  useEffect(() => {
    if (query.data) setFirm(query.data);
  }, [query.data, setFirm]);
  return {
    firm: query.data ?? stored,
    loading: !query.data && !stored && query.isPending && query.fetchStatus !== 'idle',
    refresh: () => query.refetch(),
  };
}

/** /tabs/about-vip: the VIP service, in the firm's name and with its logo. */
export function AboutVipPage() {
  const { firm, loading, refresh } = useFirm();
  const firmName = firm?.name ?? 'your firm';

  return (
    <PullToRefresh onRefresh={refresh}>
      <div className="flex flex-col gap-6">
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
              <div className="flex items-center gap-4">
                {firm?.logo ? (
                  <span className="grid h-16 min-w-16 place-items-center rounded-2xl bg-white p-2.5 shadow-sm">
                    <img
                      src={firm.logo}
                      alt={`${firm.name} logo`}
                      className="h-11 w-auto max-w-40 object-contain"
                    />
                  </span>
                ) : (
                  <span className="grid size-16 place-items-center rounded-2xl bg-white/10">
                    <Building2 aria-hidden="true" className="size-8 text-gold-300" />
                  </span>
                )}
                <p className="text-lg font-semibold">{firm?.name}</p>
              </div>
            )}
            <div>
              <p className="inline-flex items-center gap-1.5 rounded-full bg-gold-400 px-2.5 py-1 text-xs font-bold tracking-widest text-navy-950 uppercase">
                <Crown aria-hidden="true" className="size-3.5" />
                VIP
              </p>
              <h2 id="vip-heading" className="mt-3 text-2xl font-semibold tracking-tight sm:text-3xl">
                Welcome to your VIP experience with {firmName}
              </h2>
              <p className="mt-2 max-w-prose text-navy-100">
                As a VIP client, your portal carries {firmName}’s own branding, and the people who look after
                your investments are a secure message away.
              </p>
            </div>
          </div>
        </section>

        <section aria-labelledby="vip-service" className="flex flex-col gap-3">
          <h2 id="vip-service" className="text-lg font-semibold tracking-tight text-ink">
            Your VIP service
          </h2>
          <ul className="grid gap-3 sm:grid-cols-3">
            {[
              {
                icon: MessagesSquare,
                title: 'Direct contact',
                text: `Write to ${firmName} through secure messages, at any time.`,
              },
              {
                icon: ChartLine,
                title: 'Your valuations',
                text: 'Every policy’s latest valuation and its history, in one place.',
              },
              {
                icon: ShieldCheck,
                title: 'Regulated advice',
                text: `${firmName} is an appointed representative of an authorised and regulated financial planning company.`,
              },
            ].map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-line bg-surface p-4 shadow-card">
                <span className="grid size-10 place-items-center rounded-xl bg-gold-300/40 text-gold-600">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-3 font-semibold text-ink">{title}</h3>
                <p className="mt-1 text-sm text-ink-muted">{text}</p>
              </li>
            ))}
          </ul>
        </section>

        {firm && (
          <section aria-labelledby="vip-firm" className="flex flex-col gap-3">
            <h2 id="vip-firm" className="text-lg font-semibold tracking-tight text-ink">
              About {firm.name}
            </h2>
            <div className="rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-5">
              <p className="whitespace-pre-line text-ink">{firm.bio}</p>
              <p className="mt-4 flex items-start gap-2 text-sm text-ink-muted">
                <BadgeCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-ink" />
                <span>
                  FCA number {firm.fca_number}, registered{' '}
                  <time dateTime={firm.fca_registered_date}>{formatDate(firm.fca_registered_date)}</time>
                </span>
              </p>
            </div>
          </section>
        )}

        <LinkList
          label="VIP shortcuts"
          items={[
            {
              to: appPath.messages(),
              label: 'Send a secure message',
              description: `To ${firmName}`,
              icon: MessagesSquare,
            },
            {
              to: appPath.policies(),
              label: 'Your policies',
              description: 'Valuations and history',
              icon: ChartLine,
            },
          ]}
        />
      </div>
    </PullToRefresh>
  );
}
