import type { Costs } from '@sextant/contracts/money';
import { CHARGE_KIND_LABELS } from '@sextant/contracts/rules/money';
import { formatAmount } from '@/features/policies/money';

type CurrencyCosts = Costs['currencies'][number];

// Charges are fractions of a percent: two places tell 0.45% from 0.54%.
const chargeRate = new Intl.NumberFormat('en-GB', {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const percentOrNot = (percent: number | null) =>
  percent === null ? 'not available' : chargeRate.format(percent);

/** Who the charges paid, a line a kind; none when no charge had a stated kind (all `other` says nothing). */
function ByKind({ block }: { block: CurrencyCosts }) {
  if (block.by_kind.every(({ kind }) => kind === 'other')) return null;
  return (
    <dl aria-label={`Charges by kind (${block.currency})`} className="flex flex-col gap-1 text-sm">
      {block.by_kind.map(({ kind, charges }) => (
        <div key={kind} className="flex justify-between gap-3">
          <dt className="text-ink-muted">{CHARGE_KIND_LABELS[kind]}</dt>
          <dd className="tabular-nums text-ink">{formatAmount(charges, block.currency)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One currency's charges: per policy and in total, in money and as a share of the average value. */
function CurrencyCharges({ block, many }: { block: CurrencyCosts; many: boolean }) {
  const { currency } = block;
  return (
    <section aria-label={`Charges in ${currency}`} className="flex flex-col gap-3">
      <p data-testid={`charges-total-${currency}`} className="text-ink">
        {many && <span className="font-semibold">{currency}: </span>}
        <span className="text-2xl font-semibold tracking-tight tabular-nums">
          {formatAmount(block.charges, currency)}
        </span>{' '}
        {block.percent === null ? (
          <span className="block text-sm text-ink-muted">
            As a share of the average value: not available.{block.reason && ` ${block.reason}`}
          </span>
        ) : (
          <span className="text-sm text-ink-muted">
            ({chargeRate.format(block.percent)} of the average value,{' '}
            {formatAmount(block.average_value, currency)})
          </span>
        )}
      </p>
      <ByKind block={block} />
      {block.policies.length > 0 && (
        // The table scrolls inside its box on a narrow phone, so the page never does.
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Charges taken from each policy ({currency})</caption>
            <thead className="text-ink-muted">
              <tr className="border-b border-line">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Policy
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  Charges
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Of average value
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {block.policies.map((policy) => (
                <tr key={policy.uuid}>
                  <th scope="row" className="py-2 pr-3 font-normal text-ink">
                    <span className="block font-mono text-[0.8125rem]">{policy.reference}</span>
                    <span className="block text-ink-muted">{policy.provider}</span>
                  </th>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {formatAmount(policy.charges, currency)}
                  </td>
                  <td className="py-2 text-right tabular-nums">{percentOrNot(policy.percent)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** "Charges taken from your policies" in a tax year, per currency, with the answer's note on what they are. */
export function Charges({ costs }: { costs: Costs }) {
  if (costs.currencies.length === 0) {
    return (
      <p className="text-sm text-ink-muted">No charges were taken from your policies in {costs.tax_year}.</p>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {costs.currencies.map((block) => (
        <CurrencyCharges key={block.currency} block={block} many={costs.currencies.length > 1} />
      ))}
    </div>
  );
}
