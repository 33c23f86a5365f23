import type { Allowances } from '@sextant/contracts/money';
import { formatAmount } from '@/features/policies/money';
import { formatDate } from '@/shared/format/money';
import { cx } from '@/shared/ui/cx';

type Use = Allowances['isa'];

/** Tax years are in pounds: the allowances are UK ones, on GBP policies only. */
const GBP = 'GBP';

/**
 * One allowance: used, the allowance, and what is left, or plainly how far over it the client went.
 * The bar is decoration; the sentence carries the figures.
 */
function AllowanceUse({
  title,
  use,
  detail,
  testId,
}: {
  title: string;
  use: Use;
  /** A line under the figures (the pension's contributions and tax relief). */
  detail?: string;
  testId: string;
}) {
  const used = Number(use.used);
  const allowance = Number(use.allowance);
  const over = use.remaining.startsWith('-');
  const share = allowance > 0 ? Math.min(1, used / allowance) : used > 0 ? 1 : 0;
  return (
    <div data-testid={testId} className="flex flex-col gap-2">
      <h4 className="font-semibold text-ink">{title}</h4>
      <p className="text-sm text-ink">
        <span className="font-semibold tabular-nums">{formatAmount(use.used, GBP)}</span> used of{' '}
        <span className="tabular-nums">{formatAmount(use.allowance, GBP)}</span>
      </p>
      <div aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-navy-50 ring-1 ring-line">
        <div
          className={cx('h-full rounded-full', over ? 'bg-red-600' : 'bg-teal-500')}
          style={{ width: `${share * 100}%` }}
        />
      </div>
      {over ? (
        <p className="text-sm font-semibold text-red-700">
          {formatAmount(use.remaining.slice(1), GBP)} over the allowance
        </p>
      ) : (
        <p className="text-sm text-ink-muted">
          <span className="tabular-nums">{formatAmount(use.remaining, GBP)}</span> left
        </p>
      )}
      {detail && <p className="text-sm text-ink-muted">{detail}</p>}
      {use.policies.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm text-ink-muted">
          {use.policies.map((policy) => (
            <li key={policy.uuid} className="flex flex-wrap justify-between gap-x-3">
              <span className="min-w-0">
                <span className="font-mono text-[0.8125rem]">{policy.reference}</span>
                <span aria-hidden="true"> · </span>
                <span className="sr-only">, </span>
                {policy.provider}
              </span>
              <span className="tabular-nums">{formatAmount(policy.used, GBP)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A tax year's ISA and pension allowances. */
export function AllowanceYear({ title, allowances }: { title: string; allowances: Allowances }) {
  const { pension } = allowances;
  const id = `allowances-${allowances.tax_year}`;
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-5"
    >
      <div>
        <h3 id={id} className="text-lg font-semibold tracking-tight text-ink">
          {title} {allowances.tax_year}
        </h3>
        <p className="text-sm text-ink-muted">
          {formatDate(allowances.from)} to {formatDate(allowances.to)}
        </p>
      </div>
      <AllowanceUse title="ISA allowance" use={allowances.isa} testId={`isa-${allowances.tax_year}`} />
      <AllowanceUse
        title="Pension annual allowance"
        use={pension}
        testId={`pension-${allowances.tax_year}`}
        detail={`${formatAmount(pension.contributions, GBP)} in contributions and ${formatAmount(pension.tax_relief, GBP)} in tax relief`}
      />
    </section>
  );
}
