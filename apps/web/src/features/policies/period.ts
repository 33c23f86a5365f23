import { PERIOD_RANGES, type PeriodRange } from '@sextant/contracts/rules/money';
import { useSyncExternalStore } from 'react';
import { registerSessionStore } from '@/shared/session/session-stores';
import { keptValue } from '@/shared/storage/kept-value';

export interface PeriodOption {
  /** What the button shows. */
  label: string;
  /** What a screen reader says after the label. */
  name: string;
  /** The period in a sentence: "Growth over 1 year", "Growth since the start". */
  phrase: string;
  /** The period after "over", for a chart's summary: "Valuation over 1 year". */
  over: string;
  /** The period as a title before its dates: "1 year: 27 Nov 2025 – 27 Nov 2026". */
  title: string;
  range: PeriodRange;
}

/** The periods a figure is measured over, in the picker's order: SPEC's four, the tax year so far, since the start. */
export const PERIODS: readonly PeriodOption[] = [
  {
    label: '3m',
    name: '3 months',
    phrase: 'over 3 months',
    over: '3 months',
    title: '3 months',
    range: 'three_months',
  },
  {
    label: '6m',
    name: '6 months',
    phrase: 'over 6 months',
    over: '6 months',
    title: '6 months',
    range: 'six_months',
  },
  { label: '1y', name: '1 year', phrase: 'over 1 year', over: '1 year', title: '1 year', range: 'one_year' },
  {
    label: '2y',
    name: '2 years',
    phrase: 'over 2 years',
    over: '2 years',
    title: '2 years',
    range: 'two_years',
  },
  {
    label: 'Tax year',
    name: 'so far, from 6 April',
    phrase: 'in this tax year so far',
    over: 'this tax year so far',
    title: 'This tax year',
    range: 'tax_year',
  },
  {
    label: 'Since start',
    name: 'since each policy started',
    phrase: 'since the start',
    over: 'the time since the start',
    title: 'Since start',
    range: 'since_start',
  },
];

export const DEFAULT_PERIOD: PeriodRange = 'one_year';

export function periodOption(range: PeriodRange): PeriodOption {
  return PERIODS.find((p) => p.range === range) ?? PERIODS[2]!;
}

/** The range a button label (or the range itself) stands for; anything else is null. */
export function periodOfLabel(label: string | null | undefined): PeriodRange | null {
  return PERIODS.find((p) => p.label === label || p.range === label)?.range ?? null;
}

/** The UK tax year before one: '2026-27' → '2025-26'. */
export function previousTaxYear(taxYear: string): string {
  const start = Number(taxYear.slice(0, 4)) - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

const isRange = (value: unknown): value is PeriodRange =>
  typeof value === 'string' && (PERIOD_RANGES as readonly string[]).includes(value);

/**
 * The period last chosen, kept for the browser tab's session so the home and the policy view open on
 * the same one: in session storage through the encrypted store, as every store (SPEC §4 Persistence),
 * restored at start-up with the session's stores (app/stores.ts imports this module for that).
 */
const kept = keptValue<PeriodRange>({
  name: 'period',
  area: 'session',
  isValid: isRange,
  fallback: DEFAULT_PERIOD,
});

export function rememberPeriod(range: PeriodRange): void {
  kept.set(range);
}

/** The period to open on: the one chosen (kept or restored), else one year. */
export function rememberedPeriod(): PeriodRange {
  return kept.get();
}

/** The remembered period and the way to change it: every screen using it follows the change. */
export function usePeriod(): [PeriodRange, (range: PeriodRange) => void] {
  const range = useSyncExternalStore(kept.subscribe, kept.get, () => DEFAULT_PERIOD);
  return [range, rememberPeriod];
}

// Restored with the session's stores; signing out forgets the choice with the rest of the session.
registerSessionStore('period', { hydrate: () => kept.restore(), reset: () => kept.clear() });
