import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '@/db/client';
import { ledgerVersions, policies, providers, transactions, valuations } from '@/db/schema/index';
import { openTestDatabase, testDatabaseKinds } from '@/test/databases';
import { createDemoPeople, type DemoPeople } from '@/test/fixtures/people';
import { createPolicy, createProvider } from '@/test/fixtures/policies';
import { addTransactions, addValuations } from '@/test/fixtures/transactions';

const versionOf = async (db: Database, clientId: string) => {
  const [row] = await db.select().from(ledgerVersions).where(eq(ledgerVersions.clientId, clientId));
  return row?.version ?? 0;
};

/** Migration 0008's triggers: what counts as a change to a client's ledger (shared/routes/ledger-answers.ts). */
describe.each(testDatabaseKinds)('ledger versions (%s)', (kind) => {
  let database: DatabaseHandle;
  let people: DemoPeople;
  let isa: { id: string };
  let providerId: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    people = await createDemoPeople(database.db);
    providerId = (await createProvider(database.db, people.firm.id, { name: 'Northgate Life' })).id;
    isa = await createPolicy(database.db, {
      firmId: people.firm.id,
      providerId,
      clientId: people.demo.id,
      productType: 'ISA',
      startDate: '2024-01-01',
      reference: 'K-ISA',
    });
    await createPolicy(database.db, {
      firmId: people.firm.id,
      providerId,
      clientId: people.vip.id,
      productType: 'ISA',
      startDate: '2024-01-01',
      reference: 'K-VIP',
    });
  });

  afterAll(async () => {
    await database?.close();
  });

  it('counts each write to the ledger once a statement for its clients only, and nothing rolled back', async () => {
    const { db } = database;
    const demo = people.demo.id;
    const vip = people.vip.id;
    const changes: Array<[string, () => Promise<unknown>, string[]]> = [
      ['valuation added', () => addValuations(db, isa.id, [['2026-10-01', '10900.00']]), [demo]],
      [
        'valuation changed',
        () => db.update(valuations).set({ value: '10950.00' }).where(eq(valuations.valuedOn, '2026-10-01')),
        [demo],
      ],
      ['valuation removed', () => db.delete(valuations).where(eq(valuations.valuedOn, '2026-10-01')), [demo]],
      [
        'transactions added',
        () =>
          addTransactions(db, isa.id, [
            { date: '2026-01-05', type: 'contribution', amount: '100.00' },
            { date: '2026-01-06', type: 'charge', amount: '5.00' },
          ]),
        [demo],
      ],
      [
        'transaction changed',
        () => db.update(transactions).set({ amount: '6.00' }).where(eq(transactions.type, 'charge')),
        [demo],
      ],
      [
        'transactions removed',
        () => db.delete(transactions).where(eq(transactions.policyId, isa.id)),
        [demo],
      ],
      [
        'policy moved',
        () => db.update(policies).set({ clientId: vip }).where(eq(policies.id, isa.id)),
        [demo, vip],
      ],
      [
        'policy moved back',
        () => db.update(policies).set({ clientId: demo }).where(eq(policies.id, isa.id)),
        [demo, vip],
      ],
      [
        'provider renamed',
        () => db.update(providers).set({ name: 'Northgate' }).where(eq(providers.id, providerId)),
        [demo, vip],
      ],
      [
        'rolled back',
        () =>
          db
            .transaction(async (tx) => {
              await tx.delete(valuations).where(eq(valuations.policyId, isa.id));
              throw new Error('rollback');
            })
            .catch(() => {}),
        [],
      ],
      [
        'policy added and removed',
        async () => {
          const spare = await createPolicy(db, {
            firmId: people.firm.id,
            clientId: vip,
            providerId,
            productType: 'GIA',
            startDate: '2025-01-01',
            reference: 'K-SPARE',
          });
          await db.delete(policies).where(eq(policies.id, spare.id));
        },
        [vip, vip],
      ],
    ];
    for (const [change, write, clients] of changes) {
      const before = { demo: await versionOf(db, demo), vip: await versionOf(db, vip) };
      await write();
      const bumps = (id: string) => clients.filter((client) => client === id).length;
      expect({ demo: await versionOf(db, demo), vip: await versionOf(db, vip) }, change).toEqual({
        demo: before.demo + bumps(demo),
        vip: before.vip + bumps(vip),
      });
    }
    // The adviser's own row was never written: staff have no ledger.
    expect(await versionOf(db, people.adviser.id)).toBe(0);
    expect(await db.$count(ledgerVersions)).toBe(2);
  });
});
