import { PERIOD_RANGES, type PeriodRange } from '@sextant/contracts/rules/money';
import { useSyncExternalStore } from 'react';
import { registerSessionStore } from '@/shared/session/session-stores';
import { storeKey } from '@/shared/storage/persist-storage';

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
 * the same one. Plain text in session storage: a choice of period says nothing about the client.
 */
const KEY = storeKey('period');
const listeners = new Set<() => void>();
// The last choice, when storage refused it.
let memory: PeriodRange | undefined;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function rememberPeriod(range: PeriodRange): void {
  const store = storage();
  memory = store ? undefined : range;
  try {
    store?.setItem(KEY, range);
  } catch {
    // Storage full or disabled: `memory` keeps the choice until the page reloads.
    memory = range;
  }
  for (const listener of listeners) listener();
}

/** The period to open on: the stored choice (or the one storage refused), else one year. */
export function rememberedPeriod(): PeriodRange {
  if (memory) return memory;
  const stored = storage()?.getItem(KEY);
  return isRange(stored) ? stored : DEFAULT_PERIOD;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The remembered period and the way to change it: every screen using it follows the change. */
export function usePeriod(): [PeriodRange, (range: PeriodRange) => void] {
  const range = useSyncExternalStore(subscribe, rememberedPeriod, () => DEFAULT_PERIOD);
  return [range, rememberPeriod];
}

// Signing out forgets the choice with the rest of the session.
registerSessionStore('period', {
  reset() {
    storage()?.removeItem(KEY);
    memory = undefined;
    for (const listener of listeners) listener();
  },
});
