import type { ServiceYear } from '@sextant/contracts/service-ledger';
import type { LucideIcon } from 'lucide-react';
import { CalendarCheck, FileText, MessagesSquare, PoundSterling, ScrollText, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { documentsText, feeText, messagesText, reviewText, statementsText } from '@/features/service/texts';

function Line({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3 px-4 py-3">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-ink" />
      <div className="min-w-0">
        <p className="text-sm font-medium text-ink-muted">{label}</p>
        <p className="text-base text-ink">{children}</p>
      </div>
    </li>
  );
}

const listClass =
  'divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-card';

/** One review year: what the client paid their adviser, then what they received. */
export function ServiceYearCard({ year, headingLevel }: { year: ServiceYear; headingLevel: 'h2' | 'h3' }) {
  const Heading = headingLevel === 'h2' ? 'h3' : 'h4';
  return (
    <div className="flex flex-col gap-4">
      <section aria-label="What you paid" className="flex flex-col gap-2">
        <Heading className="text-base font-semibold text-ink">What you paid your adviser</Heading>
        <ul className={listClass}>
          <Line
            icon={PoundSterling}
            label={year.current ? 'Ongoing advice fees so far' : 'Ongoing advice fees'}
          >
            {feeText(year.fees)}
          </Line>
        </ul>
      </section>
      <section aria-label="What you received" className="flex flex-col gap-2">
        <Heading className="text-base font-semibold text-ink">What you received</Heading>
        <ul className={listClass}>
          <Line icon={CalendarCheck} label="Your review">
            {reviewText(year.review)}
          </Line>
          <Line icon={Users} label="Review meetings">
            {year.meetings === 0
              ? 'None yet.'
              : year.meetings === 1
                ? 'One meeting.'
                : `${year.meetings} meetings.`}
          </Line>
          <Line icon={MessagesSquare} label="Messages">
            {messagesText(year.messages)}
          </Line>
          <Line icon={FileText} label="Documents">
            {documentsText(year.documents)}
          </Line>
          <Line icon={ScrollText} label="Statements">
            {statementsText(year.statements)}
          </Line>
        </ul>
      </section>
    </div>
  );
}
