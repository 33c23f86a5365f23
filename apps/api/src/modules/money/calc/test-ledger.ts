import type { TransactionType, Wrapper } from '@sextant/contracts/money';
import { toPence } from './pence';
import type { Flow, PolicyLedger } from './types';

/**
 * Ledgers for the calc tests, written as a reader would: valuations as [date, '1234.56'] and flows as
 * [date, type, '100.00', reference?]. Test support only.
 */
export function ledger(options: {
  id?: string;
  currency?: string;
  wrapper?: Wrapper;
  startDate?: string;
  provider?: string;
  valuations: [string, string][];
  flows?: ([string, TransactionType, string] | [string, TransactionType, string, string | null, string?])[];
}): PolicyLedger {
  const id = options.id ?? 'p1';
  const flows: Flow[] = (options.flows ?? []).map(([date, type, amount, reference, description], i) => ({
    id: `${id}-f${i}`,
    policyId: id,
    date,
    type,
    amount: toPence(amount),
    reference: reference ?? null,
    description: description ?? '',
  }));
  return {
    id,
    reference: `REF-${id}`,
    providerId: `prov-${options.provider ?? 'northgate'}`,
    provider: options.provider ?? 'northgate',
    currency: options.currency ?? 'GBP',
    wrapper: options.wrapper ?? 'gia',
    startDate: options.startDate ?? options.valuations[0]?.[0] ?? '2020-01-01',
    latestSource: 'feed',
    valuations: options.valuations.map(([date, value]) => ({ date, value: toPence(value) })),
    flows: flows.sort((a, b) => a.date.localeCompare(b.date)),
  };
}

export const custom = (from: string, to: string) => ({ range: 'custom' as const, from, to });
