import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../../apps/api/src/db/client';
import {
  firms,
  policies,
  providers,
  termsAcceptances,
  termsVersions,
  transactions,
  users,
  valuations,
} from '../../apps/api/src/db/schema/index';
import { DEMO_TOTP_SECRET } from '../../apps/api/src/demo/demo';
import { addDays, type IsoDate, londonToday } from '../../apps/api/src/shared/period';
import { PROJECTS } from './accounts';
import { decimal } from './money-fixture';

/**
 * The money-periods journey's clients (issue 23), one per project: a client whose old pension was added to
 * the portal with £80,000 already in it (valued daily since, nothing paid in: its first value is brought in,
 * not growth), an ISA started from nothing with £10,000, and a statement-only GIA with £300 paid in after its
 * last statement (not in a valuation yet). Each in a firm of its own, so no other journey reads its figures.
 */
export const ADDED_VALUE = {
  firm: 'Added Value Wealth',
  email: (project: string) => `added-value-${project}@sextant.test`,
  pension: { reference: 'AV-OLD-PENSION', product: 'Old Workplace Pension', broughtIn: 80_000_00 },
  isa: { reference: 'AV-ISA', product: 'Added Value ISA', paidIn: 10_000_00 },
  gia: { reference: 'AV-GIA', product: 'Added Value GIA', paidIn: 5_000_00, pending: 300_00 },
} as const;

/** Days before today of each policy's first money, the GIA's statements and its payment not yet valued. */
const PENSION_ADDED = 500;
const ISA_STARTED = 300;
const GIA_STATEMENTS = [600, 509, 418, 327, 236, 145, 54];
const GIA_PENDING = 20;

interface Ledger {
  valuations: { date: IsoDate; value: number }[];
  flows: { date: IsoDate; type: 'contribution'; amount: number }[];
}

/** Daily values from `days` ago to today, from `first` pence, growing by `rate` a day (whole pence). */
function daily(today: IsoDate, days: number, first: number, rate: number) {
  const values: Ledger['valuations'] = [];
  let value = first;
  for (let day = days; day >= 0; day--) {
    if (day < days) value = Math.round(value * (1 + rate));
    values.push({ date: addDays(today, -day), value });
  }
  return values;
}

/** The three policies' ledgers as of `today` (London), in pence. */
export function addedValueLedgers(today: IsoDate = londonToday(new Date())) {
  const pension: Ledger = {
    valuations: daily(today, PENSION_ADDED, ADDED_VALUE.pension.broughtIn, 0.0001),
    flows: [],
  };
  const isa: Ledger = {
    valuations: daily(today, ISA_STARTED, ADDED_VALUE.isa.paidIn, 0.0002),
    flows: [{ date: addDays(today, -ISA_STARTED), type: 'contribution', amount: ADDED_VALUE.isa.paidIn }],
  };
  let statement: number = ADDED_VALUE.gia.paidIn;
  const gia: Ledger = {
    valuations: GIA_STATEMENTS.map((days, i) => {
      if (i > 0) statement = Math.round(statement * 1.01);
      return { date: addDays(today, -days), value: statement };
    }),
    flows: [
      { date: addDays(today, -GIA_STATEMENTS[0]!), type: 'contribution', amount: ADDED_VALUE.gia.paidIn },
      { date: addDays(today, -GIA_PENDING), type: 'contribution', amount: ADDED_VALUE.gia.pending },
    ],
  };
  return {
    today,
    pension,
    isa,
    gia,
    /** The pension's growth since it was added: its value today less the value it was brought in with. */
    pensionGrowth: pension.valuations.at(-1)!.value - ADDED_VALUE.pension.broughtIn,
    pensionAdded: pension.valuations[0]!.date,
    giaLastStatement: gia.valuations.at(-1)!.date,
  };
}

/** Where the seed notes the day its ledgers end on: a journey run past midnight reads the same ledgers. */
const seededOnFile = (dataDir: string) => path.join(dataDir, 'added-value.json');

/** The day the seed's ledgers end on (London), as the seed noted it in the server's data folder. */
export function seededOn(dataDir: string): IsoDate {
  return (JSON.parse(readFileSync(seededOnFile(dataDir), 'utf8')) as { today: IsoDate }).today;
}

/** Writes the firm, one client per project and their three policies; runs in seed-fixtures.ts. */
export async function seedAddedValueJourneys(db: Database, passwordHash: string, dataDir: string) {
  const [firm] = await db
    .insert(firms)
    .values({
      name: ADDED_VALUE.firm,
      bio: 'A firm the money-periods journey runs.',
      fcaNumber: '745612',
      fcaRegisteredDate: '2020-02-03',
      supportEmail: 'help@added-value.test',
    })
    .returning();
  const [terms] = await db
    .insert(termsVersions)
    .values({ firmId: firm!.id, version: 1, text: 'The terms of Added Value Wealth.' })
    .returning();
  const [provider] = await db
    .insert(providers)
    .values({ firmId: firm!.id, name: 'Added Value Platform' })
    .returning();
  const ledgers = addedValueLedgers();
  writeFileSync(seededOnFile(dataDir), JSON.stringify({ today: ledgers.today }));
  for (const project of PROJECTS) {
    const [client] = await db
      .insert(users)
      .values({
        firmId: firm!.id,
        email: ADDED_VALUE.email(project),
        firstName: 'Ada',
        surname: 'Added',
        passwordHash,
        mfaSecret: DEMO_TOTP_SECRET,
      })
      .returning({ id: users.id });
    await db.insert(termsAcceptances).values({ userId: client!.id, termsVersionId: terms!.id });
    const kinds = [
      ['pension', 'personal_pension', 'feed'],
      ['isa', 'isa', 'feed'],
      ['gia', 'gia', 'statement'],
    ] as const;
    for (const [key, wrapper, source] of kinds) {
      const ledger = ledgers[key];
      const [policy] = await db
        .insert(policies)
        .values({
          firmId: firm!.id,
          clientId: client!.id,
          providerId: provider!.id,
          reference: `${ADDED_VALUE[key].reference}-${project.toUpperCase()}`,
          productType: ADDED_VALUE[key].product,
          wrapper,
          startDate: ledger.valuations[0]!.date,
        })
        .returning({ id: policies.id });
      await db.insert(valuations).values(
        ledger.valuations.map(({ date, value }) => ({
          policyId: policy!.id,
          valuedOn: date,
          value: decimal(value),
          source,
        })),
      );
      if (ledger.flows.length > 0)
        await db.insert(transactions).values(
          ledger.flows.map((flow) => ({
            policyId: policy!.id,
            occurredOn: flow.date,
            type: flow.type,
            amount: decimal(flow.amount),
            currency: 'GBP',
            source,
            description: 'Contribution',
          })),
        );
    }
  }
}
