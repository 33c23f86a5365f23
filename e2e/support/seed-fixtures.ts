/**
 * Prepares the e2e server's data folder before the server starts: the demo data, plus accounts that
 * the journeys own, made with the API's own code. Runs while no server holds the embedded database.
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../apps/api/src/db/client';
import {
  firms,
  insightAuthors,
  insightCategories,
  policies,
  providers,
  termsAcceptances,
  termsVersions,
  transactions,
  users,
  valuations,
} from '../../apps/api/src/db/schema/index';
import { DEMO_TOTP_SECRET, seedDemoData } from '../../apps/api/src/demo/demo';
import { createAuthService } from '../../apps/api/src/modules/auth/service';
import { createMailer } from '../../apps/api/src/plugins/mail';
import { systemClock } from '../../apps/api/src/shared/clock';
import { createLimiters } from '../../apps/api/src/shared/limits';
import { hashPassword } from '../../apps/api/src/shared/passwords';
import { sessionPolicy } from '../../apps/api/src/shared/sessions/policy';
import { createTokenService } from '../../apps/api/src/shared/sessions/tokens';
import { ACCOUNTS, JOURNEY_FIRM, PER_PROJECT, PROJECTS, perProjectEmail } from './accounts';
import { seedAddedValueJourneys } from './added-value-fixture';
import { decimal, MONEY_JOURNEY, moneyLedger } from './money-fixture';
import { DEMO_PASSWORD } from './totp';
import { seedTrustedDevices } from './trusted-devices';
import { seedVaultJourneys } from './vault-fixture';

const dataDir = process.env.DATA_DIR ?? '.data';
const database = await openDatabase({ kind: 'pglite', dataDir });
await database.migrate();
await seedDemoData(database.db);
const { db } = database;
const [firm] = await db.select().from(firms);
const [terms] = await db.select().from(termsVersions).where(eq(termsVersions.firmId, firm!.id));
const passwordHash = await hashPassword(DEMO_PASSWORD);

const person = (email: string, firstName: string, withMfa: boolean) => ({
  firmId: firm!.id,
  email,
  firstName,
  surname: 'Tester',
  passwordHash,
  mfaSecret: withMfa ? DEMO_TOTP_SECRET : null,
});
const ready = await db
  .insert(users)
  .values([
    person(ACCOUNTS.lockout, 'Lee', true),
    person(ACCOUNTS.reset, 'Rita', true),
    person(ACCOUNTS.password, 'Pat', true),
    person(ACCOUNTS.passkey, 'Penny', true),
    person(ACCOUNTS.passkeyPhone, 'Paolo', true),
    person(ACCOUNTS.security, 'Sam', true),
    person(ACCOUNTS.securityEverywhere, 'Sasha', true),
    ...PROJECTS.flatMap((project) =>
      Object.values(PER_PROJECT).map((account) => ({
        ...person(perProjectEmail(account, project), account.firstName, true),
        vip: account.vip,
      })),
    ),
  ])
  .returning({ id: users.id });
await db.insert(termsAcceptances).values(ready.map((u) => ({ userId: u.id, termsVersionId: terms!.id })));
await db
  .insert(users)
  .values([
    person(ACCOUNTS.mobileSetup, 'Phoebe', false),
    person(ACCOUNTS.mobileSetupRetry, 'Phoebe', false),
  ]);
const [invitee] = await db
  .insert(users)
  .values({ ...person(ACCOUNTS.invitee, 'Ivan', false), passwordHash: null })
  .returning({ id: users.id, email: users.email, firstName: users.firstName });

const auth = createAuthService({
  db,
  clock: systemClock,
  mailer: createMailer({ outboxDir: path.join(dataDir, 'outbox') }),
  tokens: createTokenService('unused-by-invites-but-required-here-000'),
  accountLimiter: createLimiters({ kind: 'memory' }, () => console).limiter('account', 100, 60),
  policy: sessionPolicy(),
  publicUrl: `http://localhost:${process.env.PORT ?? 8181}`,
});
await auth.sendInvite(invitee!, null);

// A firm of its own for the back-office journeys: what its staff publish (insights, notifications,
// valuations) reaches only its clients, so the journeys that read the demo firm's data are not disturbed.
const [journeyFirm] = await db
  .insert(firms)
  .values({
    name: JOURNEY_FIRM.name,
    bio: 'A firm the browser journeys run.',
    fcaNumber: '765432',
    fcaRegisteredDate: '2018-06-01',
    supportEmail: 'help@journey.test',
  })
  .returning();
const [journeyTerms] = await db
  .insert(termsVersions)
  .values({ firmId: journeyFirm!.id, version: 1, text: 'The terms of Journey Wealth.' })
  .returning();
const [journeyProvider] = await db
  .insert(providers)
  .values({ firmId: journeyFirm!.id, name: 'Journey Platform' })
  .returning();
await db.insert(insightAuthors).values({ firmId: journeyFirm!.id, name: 'Jo Journey', role: 'Adviser' });
await db.insert(insightCategories).values({ firmId: journeyFirm!.id, name: 'Markets' });
const [, journeyAdviser] = await db
  .insert(users)
  .values([
    { ...person(JOURNEY_FIRM.admin, 'Jude', true), firmId: journeyFirm!.id, role: 'admin' as const },
    { ...person(JOURNEY_FIRM.adviser, 'Ines', true), firmId: journeyFirm!.id, role: 'adviser' as const },
  ])
  .returning({ id: users.id });
// The client's adviser (an adviser, not an admin): what the client writes is assigned to her, and she is emailed.
const [journeyClient] = await db
  .insert(users)
  .values({
    ...person(JOURNEY_FIRM.client, 'Carys', true),
    firmId: journeyFirm!.id,
    adviserId: journeyAdviser!.id,
  })
  .returning({ id: users.id });
await db.insert(termsAcceptances).values({ userId: journeyClient!.id, termsVersionId: journeyTerms!.id });

// The money import journey's admin and client, and the client's ISA with its valuations and contributions.
const [moneyClient] = await db
  .insert(users)
  .values([
    { ...person(MONEY_JOURNEY.admin, 'Mo', true), firmId: journeyFirm!.id, role: 'admin' as const },
    {
      ...person(MONEY_JOURNEY.client, MONEY_JOURNEY.clientName.firstName, true),
      surname: MONEY_JOURNEY.clientName.surname,
      firmId: journeyFirm!.id,
    },
  ])
  .returning({ id: users.id, role: users.role })
  .then((rows) => rows.filter((row) => row.role === 'client'));
await db.insert(termsAcceptances).values({ userId: moneyClient!.id, termsVersionId: journeyTerms!.id });
const ledger = moneyLedger();
const [moneyPolicy] = await db
  .insert(policies)
  .values({
    firmId: journeyFirm!.id,
    clientId: moneyClient!.id,
    providerId: journeyProvider!.id,
    reference: MONEY_JOURNEY.policy,
    productType: MONEY_JOURNEY.product,
    wrapper: 'isa',
    startDate: ledger.start,
  })
  .returning({ id: policies.id });
await db.insert(valuations).values(
  ledger.valuations.map(({ date, value }) => ({
    policyId: moneyPolicy!.id,
    valuedOn: date,
    value: decimal(value),
    source: 'feed' as const,
  })),
);
await db.insert(transactions).values(
  ledger.contributions.map((date) => ({
    policyId: moneyPolicy!.id,
    occurredOn: date,
    type: 'contribution' as const,
    amount: decimal(MONEY_JOURNEY.monthly),
    currency: 'GBP',
    source: 'statement' as const,
    description: 'Monthly contribution',
  })),
);
const origin = `http://localhost:${process.env.PORT ?? 8181}`;
// The document, review and data-export journeys' firm and people (issue 12).
await seedVaultJourneys(db, passwordHash, origin);
// The money-periods journey's client per project: a pension added with value, an ISA, a statement-only GIA.
await seedAddedValueJourneys(db, passwordHash, dataDir);
await seedTrustedDevices(db, dataDir, origin);
await database.close();
console.log('e2e fixtures ready');
