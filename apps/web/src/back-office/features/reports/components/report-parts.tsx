import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { appPath } from '@/shared/routing/app-path';
import { buttonClass } from '@/shared/ui/button';
import { cx } from '@/shared/ui/cx';

/** What the reports share: their cards, filters, figures, failures and links to a client. */

export const count = (n: number) => n.toLocaleString('en-GB');
export const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export const filterClass =
  'min-h-11 w-full rounded-lg border border-line bg-surface px-3 text-sm shadow-sm focus:border-accent focus:outline-2 focus:outline-focus';
export const cardClass = 'flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card';

/** A report's card: its heading (naming the region) and what it counts. */
export function ReportCard({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cardClass}>
      <div>
        <h2 id={id} className="text-lg font-semibold tracking-tight text-ink">
          {title}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{intro}</p>
      </div>
      {children}
    </section>
  );
}

export function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-ink-muted">
        {label}
      </label>
      {children}
    </div>
  );
}

export interface Figure {
  label: string;
  value: number;
  note?: string | undefined;
}

export function Figures({ items }: { items: Figure[] }) {
  return (
    <dl className={cx('grid grid-cols-2 gap-3 sm:grid-cols-3', items.length > 3 && 'lg:grid-cols-5')}>
      {items.map((item) => (
        <div key={item.label} className="flex flex-col rounded-xl border border-line bg-canvas px-4 py-3">
          <dt className="text-sm font-medium text-ink-muted">{item.label}</dt>
          <dd className="text-2xl font-semibold text-ink tabular-nums">{count(item.value)}</dd>
          {item.note && <dd className="text-xs text-ink-muted">{item.note}</dd>}
        </div>
      ))}
    </dl>
  );
}

export function Failed({ message, retry }: { message: string; retry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 text-sm text-red-700">
      <span>{message}</span>
      <button type="button" className={buttonClass('secondary')} onClick={retry}>
        Try again
      </button>
    </div>
  );
}

export function ClientLink({ client }: { client: { uuid: string; name: string } }) {
  return (
    <Link
      to={appPath.adminClient({ id: client.uuid })}
      className="inline-flex min-h-11 items-center font-semibold text-accent-ink underline-offset-2 hover:underline"
    >
      {client.name}
    </Link>
  );
}
