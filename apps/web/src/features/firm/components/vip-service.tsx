import type { Firm } from '@sextant/contracts/firm';
import { BadgeCheck, ChartLine, MessagesSquare, ShieldCheck } from 'lucide-react';
import { formatDate } from '@/shared/format/money';

/** What the VIP service brings: "Your VIP service" to a VIP client, "The VIP service" to any other. */
export function VipService({ firmName, vip }: { firmName: string; vip: boolean }) {
  const items = [
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
  ];
  return (
    <section aria-labelledby="vip-service" className="flex flex-col gap-3">
      <h2 id="vip-service" className="text-lg font-semibold tracking-tight text-ink">
        {vip ? 'Your VIP service' : 'The VIP service'}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {items.map(({ icon: Icon, title, text }) => (
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
  );
}

/** The firm record (SPEC §3): its bio and FCA registration. */
export function AboutFirm({ firm }: { firm: Firm }) {
  return (
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
  );
}
