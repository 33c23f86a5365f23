import type { Period, Waterfall } from '@sextant/contracts/money';
import { blockOf } from './block';
import { measurePolicy } from './measure';
import type { PolicyLedger } from './types';

/** Where a transaction of a statement sits in its policy's figures for the statement's period. */
export type FlowMark = 'in_opening_valuation' | 'counted' | 'pending';

/**
 * Each flow of the policy up to the period's end: counted in the period's waterfall, pending (after its last
 * valuation), or already inside the opening (carried to the start, or inside the value it was brought in with).
 */
export function flowMarks(ledger: PolicyLedger, period: Period): Map<string, FlowMark> {
  const part = blockOf([ledger], period)?.parts.get(ledger.id);
  const counted = new Set(part?.counted.map((f) => f.id));
  const pending = new Set(part ? part.pending.map((f) => f.id) : ledger.flows.map((f) => f.id));
  return new Map(
    ledger.flows
      .filter((f) => f.date <= period.to)
      .map((f) => [
        f.id,
        counted.has(f.id) ? 'counted' : pending.has(f.id) ? 'pending' : 'in_opening_valuation',
      ]),
  );
}

/** The waterfall's lines in the order a statement ends with them. */
export const TOTAL_LINES = [
  'opening_value',
  'brought_in',
  'paid_in',
  'taken_out',
  'charges',
  'growth',
  'closing_value',
] as const satisfies readonly (keyof Waterfall)[];

/** The policy's waterfall for the statement's period (null when nothing is valued by its end). */
export const statementTotals = (ledger: PolicyLedger, period: Period) =>
  measurePolicy(ledger, period).waterfall;
