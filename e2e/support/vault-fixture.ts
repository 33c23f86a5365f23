import type { Database } from '../../apps/api/src/db/client';
import {
  firms,
  policies,
  providers,
  termsAcceptances,
  termsVersions,
  users,
  valuations,
} from '../../apps/api/src/db/schema/index';
import { DEMO_TOTP_SECRET } from '../../apps/api/src/demo/demo';
import { createDocumentAdminService } from '../../apps/api/src/modules/documents/admin-service';
import { renderSimpleDocument } from '../../apps/api/src/shared/pdf/simple-document';
import { addDays, londonToday } from '../../apps/api/src/shared/period';
import { PROJECTS } from './accounts';

/**
 * The firm of the document, review and data-export journeys (issue 12), and the people each journey owns
 * per project (phone and desktop run side by side): a staff member and a client for the signed review pack,
 * a client whose notification names a document, a staff member (the adviser) and a client for the review
 * check-in, and a client who downloads their data. Every client has the demo password and secret, MFA set
 * up and the firm's terms accepted; every staff member is an adviser (not an admin) of the firm.
 */
export const VAULT_FIRM = { name: 'Vault Lane Wealth', fcaNumber: '734215' } as const;

/** Surnames by project, so the back office tells the phone journey's client from the desktop one's. */
export const SURNAMES: Record<(typeof PROJECTS)[number], string> = { mobile: 'Marsh', desktop: 'Dale' };

export const VAULT = {
  sign: {
    staff: { key: 'vault-sign-staff', firstName: 'Saul' },
    client: { key: 'vault-sign-client', firstName: 'Sigrid' },
  },
  notice: {
    client: { key: 'vault-notice-client', firstName: 'Nora' },
  },
  checkin: {
    staff: { key: 'vault-checkin-staff', firstName: 'Cal', jobTitle: 'Chartered financial planner' },
    client: { key: 'vault-checkin-client', firstName: 'Cora' },
  },
  export: {
    client: { key: 'vault-export-client', firstName: 'Ezra' },
  },
} as const;

/** Every vault adviser's work phone, shown on the client's adviser card. */
export const ADVISER_PHONE = '020 7946 0321';
/** The document the notice journey's client is told about (published by the firm's API code at seed time). */
export const NOTICE_DOCUMENT = { title: 'Valuation statement to 31 March', category: 'valuation_statement' };
/** The export journey's client's policy. */
export const EXPORT_POLICY = { reference: 'VL-EXPORT-ISA', product: 'Vault Lane Stocks & Shares ISA' };

export interface VaultPerson {
  email: string;
  firstName: string;
  surname: string;
  /** "First Surname": how the back office and the adviser card name them. */
  name: string;
}

export function vaultPerson(account: { key: string; firstName: string }, project: string): VaultPerson {
  const surname = SURNAMES[project as keyof typeof SURNAMES];
  if (!surname) throw new Error(`no surname for project ${project}`);
  return {
    email: `${account.key}-${project}@sextant.test`,
    firstName: account.firstName,
    surname,
    name: `${account.firstName} ${surname}`,
  };
}

/** Writes the vault firm, its people and their data; runs in seed-fixtures.ts before the server starts. */
export async function seedVaultJourneys(db: Database, passwordHash: string, publicUrl: string) {
  const [firm] = await db
    .insert(firms)
    .values({
      name: VAULT_FIRM.name,
      bio: 'A firm the document and review journeys run.',
      fcaNumber: VAULT_FIRM.fcaNumber,
      fcaRegisteredDate: '2019-04-01',
      supportEmail: 'help@vault-lane.test',
    })
    .returning();
  const [terms] = await db
    .insert(termsVersions)
    .values({ firmId: firm!.id, version: 1, text: 'The terms of Vault Lane Wealth.' })
    .returning();
  const [provider] = await db
    .insert(providers)
    .values({ firmId: firm!.id, name: 'Vault Lane Platform' })
    .returning();

  const row = (
    account: { key: string; firstName: string; jobTitle?: string },
    project: string,
    role: 'client' | 'adviser',
  ) => {
    const person = vaultPerson(account, project);
    return {
      firmId: firm!.id,
      role,
      email: person.email,
      firstName: person.firstName,
      surname: person.surname,
      passwordHash,
      mfaSecret: DEMO_TOTP_SECRET,
      ...(role === 'adviser' ? { jobTitle: account.jobTitle ?? null, telephoneWork: ADVISER_PHONE } : {}),
    };
  };

  const today = londonToday(new Date());
  for (const project of PROJECTS) {
    const people = await db
      .insert(users)
      .values([
        row(VAULT.sign.staff, project, 'adviser'),
        row(VAULT.sign.client, project, 'client'),
        row(VAULT.notice.client, project, 'client'),
        row(VAULT.checkin.staff, project, 'adviser'),
        row(VAULT.checkin.client, project, 'client'),
        row(VAULT.export.client, project, 'client'),
      ])
      .returning({ id: users.id, email: users.email, role: users.role });
    const idOf = (account: { key: string; firstName: string }) =>
      people.find((person) => person.email === vaultPerson(account, project).email)!.id;
    await db
      .insert(termsAcceptances)
      .values(
        people
          .filter((person) => person.role === 'client')
          .map((person) => ({ userId: person.id, termsVersionId: terms!.id })),
      );

    // The notice journey's statement, published the way the back office publishes one (the API's own
    // service): the document, its events, the audit row and the client's notification naming it.
    const documents = createDocumentAdminService({ db, publicUrl, sendNotice: async () => {} });
    const client = vaultPerson(VAULT.notice.client, project);
    await documents.upload(
      {
        userId: idOf(VAULT.sign.staff),
        firmId: firm!.id,
        role: 'adviser',
        ip: '127.0.0.1',
        now: new Date(),
      },
      idOf(VAULT.notice.client),
      {
        file: await renderSimpleDocument({
          title: NOTICE_DOCUMENT.title,
          firmName: VAULT_FIRM.name,
          clientName: client.name,
          date: new Date(),
          paragraphs: ['This statement shows the value of your policies on 31 March.'],
        }),
        category: 'valuation_statement',
        title: NOTICE_DOCUMENT.title,
        requires: 'none',
      },
    );

    // The export journey's client holds a policy with a few valuations, so the export has rows to show.
    const [policy] = await db
      .insert(policies)
      .values({
        firmId: firm!.id,
        clientId: idOf(VAULT.export.client),
        providerId: provider!.id,
        reference: `${EXPORT_POLICY.reference}-${project.toUpperCase()}`,
        productType: EXPORT_POLICY.product,
        wrapper: 'isa',
        startDate: addDays(today, -90),
      })
      .returning({ id: policies.id });
    await db.insert(valuations).values(
      [-60, -30, -1].map((days, index) => ({
        policyId: policy!.id,
        valuedOn: addDays(today, days),
        value: `${10_000 + index * 250}.00`,
        source: 'feed' as const,
      })),
    );
  }
}

/** The export journey's policy reference for a project. */
export const exportPolicyReference = (project: string) =>
  `${EXPORT_POLICY.reference}-${project.toUpperCase()}`;
