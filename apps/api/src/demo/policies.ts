import { sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { policies, transactions, valuations } from '@/db/schema/index';
import { toMoney } from '@/modules/money/calc/index';
import { type IsoDate, londonToday } from '@/shared/period';
import { PRODUCT_TYPES } from './content';
import {
  CLIENT_PLANS,
  type DemoFlow,
  type DemoMarkets,
  type DemoPolicyKind,
  demoClientLedgers,
  demoMarkets,
  demoStartDates,
  OPENINGS,
  POLICY_KINDS,
  referenceBook,
} from './flows';
import { seededRandom } from './random';

type PlannedPolicy = ReturnType<typeof planPolicies>[number];

/**
 * Four policies a client (ISA, SIPP, bond on the feed; a statement-only GIA), each from its start date with
 * its flows and the valuations that follow from them (flows.ts).
 */
export async function seedPolicies(
  db: Database,
  firmId: string,
  now: Date,
  clients: { id: string }[],
  providerRows: { id: string; name: string }[],
) {
  const random = seededRandom(20_261_121);
  const today = londonToday(now);
  const startDates = demoStartDates(today);
  const markets = demoMarkets(startDates, today, random);
  const planned = planPolicies(firmId, clients, providerRows, startDates, random);
  const ids = new Map(
    (
      await db
        .insert(policies)
        .values(planned.map((p) => p.row))
        .returning({ id: policies.id, reference: policies.reference })
    ).map((p) => [p.reference, p.id]),
  );
  const rows = ledgerRows(planned, ids, clients.length, markets, today);
  // Each table's rows go as one JSON parameter: one statement for thousands of rows, much faster to seed
  // (on PGlite above all) than batches with a bound parameter a field.
  await db.execute(sql`
    insert into ${valuations} (policy_id, valued_on, value, source)
    select policy_id, valued_on, value, source
    from json_to_recordset(${JSON.stringify(rows.valuations)}::json)
      as r(policy_id uuid, valued_on date, value numeric, source valuation_source)`);
  await db.execute(sql`
    insert into ${transactions} (policy_id, occurred_on, type, amount, currency, source, description, reference, charge_kind)
    select policy_id, occurred_on, type, amount, 'GBP', source, description, reference, charge_kind
    from json_to_recordset(${JSON.stringify(rows.transactions)}::json)
      as r(policy_id uuid, occurred_on date, type transaction_type, amount numeric, source valuation_source,
           description text, reference text, charge_kind text)`);
}

/** Each client's policy rows, and what flows.ts needs to tell each one's story. */
function planPolicies(
  firmId: string,
  clients: { id: string }[],
  providerRows: { id: string; name: string }[],
  startDates: Record<DemoPolicyKind, IsoDate>,
  random: () => number,
) {
  return clients.flatMap((client, clientIndex) =>
    POLICY_KINDS.map((wrapper, i) => {
      // The first and the last policy share a provider, so "your other policies with this provider" has one.
      const provider = providerRows[(clientIndex + (i % 3)) % providerRows.length]!;
      const { low, spread } = OPENINGS[wrapper];
      const startDate = startDates[wrapper];
      return {
        clientIndex,
        row: {
          firmId,
          clientId: client.id,
          providerId: provider.id,
          reference: `HV-${String(clientIndex + 1).padStart(2, '0')}${String(i + 1).padStart(2, '0')}-${wrapper.toUpperCase()}`,
          productType: PRODUCT_TYPES[i]!,
          wrapper,
          startDate,
        },
        input: {
          kind: wrapper,
          startDate,
          provider: provider.name,
          opening: Math.round(low + random() * spread) * 100,
        },
      };
    }),
  );
}

/** The valuation and transaction rows of every planned policy, by the id its insert gave it. */
function ledgerRows(
  planned: PlannedPolicy[],
  ids: Map<string, string>,
  clientCount: number,
  markets: DemoMarkets,
  today: IsoDate,
) {
  const nextReference = referenceBook();
  const rows = { valuations: [] as JsonValuation[], transactions: [] as JsonTransaction[] };
  for (const [clientIndex, plan] of CLIENT_PLANS.slice(0, clientCount).entries()) {
    const mine = planned.filter((p) => p.clientIndex === clientIndex);
    const inputs = Object.fromEntries(mine.map((p) => [p.input.kind, p.input])) as Record<
      DemoPolicyKind,
      PlannedPolicy['input']
    >;
    const ledgers = demoClientLedgers(plan, inputs, markets, today, nextReference);
    for (const { row, input } of mine) {
      const policy_id = ids.get(row.reference)!;
      const source = input.kind === 'gia' ? 'statement' : 'feed';
      for (const v of ledgers[input.kind].valuations)
        rows.valuations.push({ policy_id, valued_on: v.date, value: toMoney(v.value), source });
      for (const f of ledgers[input.kind].flows)
        rows.transactions.push({
          policy_id,
          occurred_on: f.date,
          type: f.type,
          amount: toMoney(f.amount),
          source,
          description: f.description,
          reference: f.reference,
          charge_kind: f.chargeKind,
        });
    }
  }
  return rows;
}

type Source = (typeof valuations.$inferInsert)['source'];
interface JsonValuation {
  policy_id: string;
  valued_on: string;
  value: string;
  source: Source;
}
interface JsonTransaction {
  policy_id: string;
  occurred_on: string;
  type: DemoFlow['type'];
  amount: string;
  source: Source;
  description: string;
  reference: string | null;
  charge_kind: DemoFlow['chargeKind'];
}
