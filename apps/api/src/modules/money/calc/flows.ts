import { TRANSACTION_TYPES, type TransactionType } from '@sextant/contracts/money';
import { PAID_IN_TYPES as PAID_IN, TAKEN_OUT_TYPES as TAKEN_OUT } from '@sextant/contracts/rules/money';
import { type Pence, toMoney } from './pence';
import type { Flow, PendingFigures } from './types';

/** Money that crossed the policy's edge: everything but charges, which stay inside growth. */
export const isExternal = (flow: Flow) => flow.type !== 'charge';

/** The flow as money into the policy: positive paid in, negative taken out, 0 for a charge. */
export const netInflow = (flow: Flow): Pence =>
  PAID_IN.has(flow.type) ? flow.amount : TAKEN_OUT.has(flow.type) ? -flow.amount : 0;

export type TypeTotals = Record<TransactionType, Pence>;

export function typeTotals(flows: Iterable<Flow>): TypeTotals {
  const totals = Object.fromEntries(TRANSACTION_TYPES.map((type) => [type, 0])) as TypeTotals;
  for (const flow of flows) totals[flow.type] += flow.amount;
  return totals;
}

export const paidIn = (t: TypeTotals): Pence => t.contribution + t.tax_relief + t.transfer_in;
export const takenOut = (t: TypeTotals): Pence => t.withdrawal + t.income + t.transfer_out;

export function pendingOf(flows: Flow[]): PendingFigures {
  const totals = typeTotals(flows);
  return {
    count: flows.length,
    paid_in: toMoney(paidIn(totals)),
    taken_out: toMoney(takenOut(totals)),
    charges: toMoney(totals.charge),
  };
}
