import type { NotificationSubject } from '@sextant/contracts/notifications';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import {
  dueDiligencePanelEntries,
  dueDiligenceProviderReports,
  dueDiligenceReports,
  firms,
  messages,
  messageThreads,
  notifications,
  policies,
  providers,
  supportReasons,
  termsAcceptances,
  termsVersions,
  transactions,
  users,
  valuations,
} from '@/db/schema/index';
import { toMoney } from '@/modules/money/calc/index';
import { subjectLink } from '@/shared/notify/repository';
import { DEMO_PASSWORD, hashPassword } from '@/shared/passwords';
import { londonToday } from '@/shared/period';
import { demoAdviserPhoto } from './avatar';
import {
  FIRM,
  FIRM_LOGO,
  NOTIFICATION_TEMPLATES,
  PRODUCT_TYPES,
  PROVIDERS,
  SUPPORT_REASONS,
  TERMS_V1,
} from './content';
import {
  CLIENT_PLANS,
  type DemoFlow,
  type DemoPolicyKind,
  demoClientLedgers,
  demoMarkets,
  demoStartDates,
  OPENINGS,
  POLICY_KINDS,
  referenceBook,
} from './flows';
import { seedInsights } from './insights';
import { daysBefore, seededRandom } from './random';
import { seedServiceCycle } from './service-cycle';

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

const NOTIFICATIONS_PER_CLIENT = 24;
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
  const random = seededRandom(20_261_121);
  const [firm] = await db
    .insert(firms)
    .values({ ...FIRM, logo: FIRM_LOGO })
    .returning({ id: firms.id });
  const firmId = firm!.id;

  const providerRows = await db
    .insert(providers)
    .values(
      PROVIDERS.map((p) => ({
        ...p,
        firmId,
        website: `https://www.${p.name.toLowerCase().replace(/\s+/g, '')}.example`,
      })),
    )
    .returning({ id: providers.id, name: providers.name });

  const [terms] = await db
    .insert(termsVersions)
    .values({ firmId, version: 1, text: TERMS_V1 })
    .returning({ id: termsVersions.id });
  await db.insert(supportReasons).values(SUPPORT_REASONS.map((label, position) => ({ label, position })));

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const person = (
    email: string,
    firstName: string,
    surname: string,
    extra: Partial<typeof users.$inferInsert>,
  ) => ({
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
    .values(accepted.map((c) => ({ userId: c.id, termsVersionId: terms!.id, ip: '127.0.0.1' })));

  await seedPolicies(db, firmId, today, random, clients, providerRows);

  for (const [yearsBack, financialYear] of ['2025/26', '2024/25'].entries()) {
    const [report] = await db
      .insert(dueDiligenceReports)
      .values({
        firmId,
        financialYear,
        title: `Provider due diligence ${financialYear}`,
        summary: `Our review of the ${providerRows.length} providers on our panel for the ${financialYear} financial year.`,
        body: `<p>Each year we review every provider we recommend against four tests: financial strength, service, charges and technology.</p><p>For ${financialYear} all providers remained on the panel.</p>`,
        publishedAt: daysBefore(today, 30 + yearsBack * 365),
      })
      .returning({ id: dueDiligenceReports.id });
    await db.insert(dueDiligencePanelEntries).values(
      providerRows.map((provider, position) => ({
        reportId: report!.id,
        providerId: provider.id,
        position,
        rating: ['Strong', 'Good', 'Satisfactory'][(position + yearsBack) % 3]!,
        summary: `${PROVIDERS[position]!.name} met our criteria for ${financialYear}.`,
      })),
    );
    await db.insert(dueDiligenceProviderReports).values(
      providerRows.map((provider, position) => ({
        reportId: report!.id,
        providerId: provider.id,
        body: `<h2>${PROVIDERS[position]!.name}</h2><p>${PROVIDERS[position]!.description}</p><p>Financial strength remains sound, service levels met our standards and charges are competitive for the ${financialYear} year.</p>`,
      })),
    );
  }

  const insightRows = await seedInsights(db, firmId, today);
  const cycle = await seedServiceCycle(db, {
    firmId,
    firmName: FIRM.name,
    adviserId: adviser!.id,
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

  const threads = new Map<string, string>();
  for (const client of accepted) {
    const [thread] = await db
      .insert(messageThreads)
      .values({
        firmId,
        clientId: client.id,
        subject: 'Your annual review',
        lastMessageAt: daysBefore(today, 2),
      })
      .returning({ id: messageThreads.id });
    threads.set(client.id, thread!.id);
    await db.insert(messages).values([
      {
        threadId: thread!.id,
        senderId: client.id,
        body: 'Hello, could we move my annual review to next month?',
        createdAt: daysBefore(today, 3),
      },
      {
        threadId: thread!.id,
        senderId: adviser!.id,
        body: 'Of course. Your check-in is open in the portal: once you have answered it, book any time that suits you with the link on my profile.',
        createdAt: daysBefore(today, 2),
      },
    ]);
  }

  const firstPolicies = await db
    .select({ clientId: policies.clientId, id: sql<string>`min(${policies.id}::text)` })
    .from(policies)
    .where(eq(policies.firmId, firmId))
    .groupBy(policies.clientId);
  for (const client of clients) {
    const subjects: Record<string, NotificationSubject | null> = {
      'New valuation available': subjectOf(
        'valuation',
        firstPolicies.find((p) => p.clientId === client.id)?.id,
      ),
      'Annual review due': subjectOf('review', cycle.get(client.id)?.reviewId),
      'New insight published': subjectOf('insight', insightRows[0]?.id),
      'Document ready': subjectOf('document', cycle.get(client.id)?.documentId),
      'Message from your adviser': subjectOf('message', threads.get(client.id)),
    };
    await db.insert(notifications).values(
      Array.from({ length: NOTIFICATIONS_PER_CLIENT }, (_, i) => {
        const [title, body] = NOTIFICATION_TEMPLATES[i % NOTIFICATION_TEMPLATES.length]!;
        const createdAt = daysBefore(today, i * 3);
        const subject = subjects[title] ?? null;
        return {
          userId: client.id,
          title,
          body,
          createdAt,
          readAt: i < 5 ? null : createdAt,
          link: subject
            ? subjectLink(subject)
            : title.startsWith('Due-diligence')
              ? '/tabs/information/due-diligence'
              : null,
          subjectKind: subject?.kind ?? null,
          subjectId: subject?.id ?? null,
        };
      }),
    );
  }
}

const subjectOf = (kind: NotificationSubject['kind'], id: string | undefined): NotificationSubject | null =>
  id ? { kind, id } : null;

/**
 * Four policies a client (ISA, SIPP, bond on the feed; a statement-only GIA), each from its start date with
 * its flows and the valuations that follow from them (flows.ts).
 */
async function seedPolicies(
  db: Database,
  firmId: string,
  now: Date,
  random: () => number,
  clients: { id: string }[],
  providerRows: { id: string; name: string }[],
) {
  const today = londonToday(now);
  const nextReference = referenceBook();
  const startDates = demoStartDates(today);
  const markets = demoMarkets(startDates, today, random);
  const planned = clients.flatMap((client, clientIndex) =>
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
  const ids = new Map(
    (
      await db
        .insert(policies)
        .values(planned.map((p) => p.row))
        .returning({ id: policies.id, reference: policies.reference })
    ).map((p) => [p.reference, p.id]),
  );

  const valuationRows: JsonValuation[] = [];
  const transactionRows: JsonTransaction[] = [];
  for (const [clientIndex, plan] of CLIENT_PLANS.slice(0, clients.length).entries()) {
    const mine = planned.filter((p) => p.clientIndex === clientIndex);
    const inputs = Object.fromEntries(mine.map((p) => [p.input.kind, p.input])) as Record<
      DemoPolicyKind,
      (typeof mine)[number]['input']
    >;
    const ledgers = demoClientLedgers(plan, inputs, markets, today, nextReference);
    for (const { row, input } of mine) {
      const policy_id = ids.get(row.reference)!;
      const source = input.kind === 'gia' ? 'statement' : 'feed';
      for (const v of ledgers[input.kind].valuations)
        valuationRows.push({ policy_id, valued_on: v.date, value: toMoney(v.value), source });
      for (const f of ledgers[input.kind].flows)
        transactionRows.push({
          policy_id,
          occurred_on: f.date,
          type: f.type,
          amount: toMoney(f.amount),
          source,
          description: f.description,
          reference: f.reference,
        });
    }
  }
  // Each table's rows go as one JSON parameter: one statement for thousands of rows, much faster to seed
  // (on PGlite above all) than batches with a bound parameter a field.
  await db.execute(sql`
    insert into ${valuations} (policy_id, valued_on, value, source)
    select policy_id, valued_on, value, source
    from json_to_recordset(${JSON.stringify(valuationRows)}::json)
      as r(policy_id uuid, valued_on date, value numeric, source valuation_source)`);
  await db.execute(sql`
    insert into ${transactions} (policy_id, occurred_on, type, amount, currency, source, description, reference)
    select policy_id, occurred_on, type, amount, 'GBP', source, description, reference
    from json_to_recordset(${JSON.stringify(transactionRows)}::json)
      as r(policy_id uuid, occurred_on date, type transaction_type, amount numeric, source valuation_source,
           description text, reference text)`);
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
}
