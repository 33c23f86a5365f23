import type { Database } from '@/db/client';
import type { Clock } from '@/shared/clock';
import { ledgerReads } from './ledgers';
import { refusingAmountsOutOfRange } from './out-of-range';
import { performanceCalls } from './performance';
import { taxYearCalls } from './tax-years';
import { transactionCalls } from './transactions';

/** The client's money calls, each refusing with 409 an amount past exact arithmetic rather than a wrong figure. */
export function createMoneyService(db: Database, clock: Clock) {
  const reads = ledgerReads(db, clock);
  return refusingAmountsOutOfRange({
    ...performanceCalls(reads),
    ...taxYearCalls(reads),
    ...transactionCalls(reads),
  });
}
export type MoneyService = ReturnType<typeof createMoneyService>;
