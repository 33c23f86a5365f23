import { PAID_IN_TYPES } from '@sextant/contracts/rules/money';
import { describe, expect, it } from 'vitest';
import { allowanceRates } from '@/modules/money/calc/allowances';
import { addDays, daysBetween, taxYearOf } from '@/shared/period';
import {
  CLIENT_PLANS,
  type DemoClientPlan,
  demoClientLedgers,
  demoMarkets,
  demoStartDates,
  LAST_STATEMENT_DAYS_AGO,
  referenceBook,
} from './flows';
import { seededRandom } from './random';

/** A client's story as seeded on `today`, with the markets it ran on. */
function storyOn(today: string, plan: DemoClientPlan) {
  const startDates = demoStartDates(today);
  const markets = demoMarkets(startDates, today, seededRandom(7));
  const policies = Object.fromEntries(
    Object.entries(startDates).map(([kind, startDate]) => [
      kind,
      { kind, startDate, provider: 'Albion Platform', opening: 100_000_00 },
    ]),
  ) as Parameters<typeof demoClientLedgers>[1];
  return { startDates, markets, ledgers: demoClientLedgers(plan, policies, markets, today, referenceBook()) };
}

// The seed runs on whatever day `npm start` first runs: around a tax year's turn, a Bed & ISA day, a leap day.
const DAYS = ['2026-11-21', '2027-04-05', '2027-04-08', '2028-02-29', '2029-12-31'];
describe.each(DAYS.flatMap((today) => CLIENT_PLANS.map((plan, i) => ({ today, plan, client: i + 1 }))))(
  'client $client’s demo story on $today',
  ({ today, plan }) => {
    const { startDates, markets, ledgers } = storyOn(today, plan);

    it('rebuilds each day’s value from the day before, the market and the flows, to the penny', () => {
      for (const kind of ['isa', 'sipp', 'bond'] as const) {
        const { valuations, flows } = ledgers[kind];
        expect(valuations).toHaveLength(daysBetween(startDates[kind], today) + 1);
        // The SIPP was added with its value: its first valuation is the opening, with no flow before it.
        let value = kind === 'sipp' ? 100_000_00 : 0;
        for (const [day, valuation] of valuations.entries()) {
          if (day > 0) value = Math.round(value * markets[kind][day - 1]!);
          for (const flow of flows.filter((f) => f.date === valuation.date))
            value += PAID_IN_TYPES.has(flow.type) ? flow.amount : -flow.amount;
          expect(valuation.value).toBe(value);
          expect(value).toBeGreaterThan(0);
        }
      }
    });

    it('adds the SIPP with its value (brought in): no flow on or before its first valuation', () => {
      const { valuations, flows } = ledgers.sipp;
      expect(valuations[0]).toEqual({ date: startDates.sipp, value: 100_000_00 });
      expect(flows.some((f) => f.date <= startDates.sipp)).toBe(false);
    });

    it('keeps every tax year’s ISA subscriptions within the allowance', () => {
      const byYear = new Map<string, number>();
      for (const f of ledgers.isa.flows)
        if (f.type === 'contribution' || f.description === 'Bed & ISA')
          byYear.set(taxYearOf(f.date), (byYear.get(taxYearOf(f.date)) ?? 0) + f.amount);
      expect(byYear.size).toBeGreaterThanOrEqual(3);
      for (const [year, used] of byYear) expect(used).toBeLessThanOrEqual(allowanceRates(year)!.isa);
    });

    it('gives every charge its kind: the adviser’s ongoing fee, the platform’s or the product’s', () => {
      const KIND_OF: Record<string, string> = {
        'Ongoing adviser charge': 'adviser_ongoing',
        'Platform charge': 'platform',
        'Product charge': 'product',
      };
      for (const { flows } of Object.values(ledgers)) {
        for (const f of flows) expect(f.chargeKind).toBe(f.type === 'charge' ? KIND_OF[f.description] : null);
        expect(flows.some((f) => f.chargeKind === 'adviser_ongoing')).toBe(true);
      }
    });

    it('values the GIA at its statements only, the last one 40 days ago', () => {
      const dates = ledgers.gia.valuations.map((v) => v.date);
      expect(dates[0]).toBe(startDates.gia);
      expect(dates.at(-1)).toBe(addDays(today, -LAST_STATEMENT_DAYS_AGO));
      for (const [i, date] of dates.slice(2).entries())
        expect(daysBetween(dates[i + 1]!, date)).toBeGreaterThanOrEqual(89);
      expect(ledgers.gia.flows.filter((f) => f.type === 'withdrawal')).toHaveLength(
        plan.giaWithdrawals.length,
      );
    });
  },
);
