import { inArray, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { firms, termsAcceptances, users } from '@/db/schema/index';
import { DEMO_PASSWORD, hashPassword } from '@/shared/passwords';
import { demoAdviserPhoto } from './avatar';
import { FIRM } from './content';
import { seedDueDiligence } from './due-diligence';
import { seedFirm } from './firm';
import { seedInsights } from './insights';
import { seedMessages } from './messages';
import { seedNotifications } from './notifications';
import { seedPolicies } from './policies';
import { seedSegments } from './segments';
import { seedServiceCycle } from './service-cycle';
import { seedVulnerability } from './vulnerability';

/**
 * The demo logins' authenticator secret: it exists only in a database seeded with DEMO_DATA=1. Their password is
 * `DEMO_PASSWORD` of `@/shared/passwords`, whose rule refuses it elsewhere.
 */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export const DEMO_LOGINS = [
  {
    email: 'demo@sextant.test',
    password: DEMO_PASSWORD,
    totpSecret: DEMO_TOTP_SECRET,
    note: 'client, MFA set up',
  },
  {
    email: 'vip@sextant.test',
    password: DEMO_PASSWORD,
    totpSecret: DEMO_TOTP_SECRET,
    note: 'VIP client, MFA set up',
  },
  {
    email: 'new@sextant.test',
    password: DEMO_PASSWORD,
    totpSecret: null,
    note: 'client, no MFA yet, terms not accepted',
  },
  {
    email: 'adviser@sextant.test',
    password: DEMO_PASSWORD,
    totpSecret: DEMO_TOTP_SECRET,
    note: 'staff admin (back office)',
  },
] as const;

const SEED_LOCK = 72_616_402;

/**
 * Seeds the demo firm into an empty database and answers true; answers false and changes nothing
 * when the database already holds any firm, so it is safe on every start.
 */
export async function seedDemoData(db: Database, today = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two API nodes starting together against one server must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [{ n }] = (await tx.select({ n: sql<number>`count(*)::int` }).from(firms)) as [{ n: number }];
    if (n > 0) return false;
    await seed(tx, today);
    return true;
  });
}

async function seed(db: Database, today: Date) {
  const { firmId, providerRows, termsId } = await seedFirm(db);
  const { clients, accepted, adviserId } = await seedPeople(db, firmId, termsId, today);
  await seedSegments(db, firmId, clients);
  await seedPolicies(db, firmId, today, clients, providerRows);
  await seedDueDiligence(db, firmId, providerRows, today);
  const insightRows = await seedInsights(db, firmId, today);
  const cycle = await seedServiceCycle(db, {
    firmId,
    firmName: FIRM.name,
    adviserId,
    clients: await db
      .select({ id: users.id, firstName: users.firstName, surname: users.surname })
      .from(users)
      .where(
        inArray(
          users.id,
          accepted.map((c) => c.id),
        ),
      ),
    now: today,
  });
  const threads = await seedMessages(db, firmId, adviserId, accepted, today);
  await seedVulnerability(db, { firmId, adviserId, clients }, today);
  await seedNotifications(db, firmId, clients, { cycle, threads, insightId: insightRows[0]?.id }, today);
}

/**
 * The three clients of the demo logins and their adviser, the firm's staff admin; the new client has not
 * accepted the terms yet.
 */
async function seedPeople(db: Database, firmId: string, termsId: string, today: Date) {
  const person = personOf(firmId, await hashPassword(DEMO_PASSWORD), today);
  const clients = await db
    .insert(users)
    .values([
      person('demo@sextant.test', 'Alex', 'Morgan', {
        title: 'Mr',
        telephoneMobile: '07700 900123',
        ...address('12 Quay Street', 'Exeter', 'EX2 4AN'),
        mfaSecret: DEMO_TOTP_SECRET,
      }),
      person('vip@sextant.test', 'Victoria', 'Hale', {
        title: 'Mrs',
        telephoneMobile: '07700 900456',
        telephoneHome: '01392 496000',
        ...address('The Old Rectory, Church Lane', 'Topsham', 'EX3 0HF'),
        vip: true,
        mfaSecret: DEMO_TOTP_SECRET,
      }),
      person('new@sextant.test', 'Sam', 'Taylor', {
        title: 'Mx',
        ...address('4 Harbour View', 'Plymouth', 'PL1 2AB'),
      }),
    ])
    .returning({ id: users.id, email: users.email });
  const [adviser] = await db
    .insert(users)
    .values(
      person('adviser@sextant.test', 'Priya', 'Shah', {
        role: 'admin',
        mfaSecret: DEMO_TOTP_SECRET,
        jobTitle: 'Chartered Financial Planner',
        telephoneWork: '01392 496100',
        bookingUrl: 'https://calendar.example/harbourview/priya-shah',
        photo: demoAdviserPhoto(),
      }),
    )
    .returning({ id: users.id });
  const accepted = clients.filter((c) => c.email !== 'new@sextant.test');
  await db
    .insert(termsAcceptances)
    .values(accepted.map((c) => ({ userId: c.id, termsVersionId: termsId, ip: '127.0.0.1' })));
  return { clients, accepted, adviserId: adviser!.id };
}

const personOf =
  (firmId: string, passwordHash: string, today: Date) =>
  (email: string, firstName: string, surname: string, extra: Partial<typeof users.$inferInsert>) => ({
    firmId,
    email,
    passwordHash,
    firstName,
    surname,
    passwordChangedAt: today,
    ...extra,
  });

const address = (line1: string, town: string, postcode: string) => ({
  addressLine1: line1,
  town,
  county: 'Devon',
  postcode,
  country: 'United Kingdom',
  countryId: 826,
});
