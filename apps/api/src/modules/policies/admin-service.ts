import type { TableQuery } from '@sextant/contracts/admin';
import type {
  AdminPolicy,
  AdminPolicyDetail,
  AdminPolicyPage,
  AdminValuationPage,
  ImportJob,
  ImportKind,
  PolicySort,
  ValuationSort,
} from '@sextant/contracts/admin-policies';
import type { Wrapper } from '@sextant/contracts/money';
import type { Database } from '@/db/client';
import { isUniqueViolation } from '@/db/errors';
import { tablePage } from '@/db/table';
import type { Actor } from '@/shared/actor';
import { recordAudit } from '@/shared/audit/repository';
import type { Clock } from '@/shared/clock';
import { notFound, unprocessable } from '@/shared/errors';
import type { JobQueue } from '@/shared/jobs/queue';
import * as repo from './admin-repository';
import { reportOf } from './import-check';
import {
  IMPORT_CHECK,
  type ImportPayload,
  importCheckJob,
  importJobView,
  RUNNING_PER_FIRM,
  TOO_MANY_RUNNING,
} from './import-jobs';
import { checkImport, createImportPreviews } from './import-previews';
import { providerInFirm } from './repository';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findPolicy>>>;

function toAdminPolicy(row: Row): AdminPolicy {
  return {
    uuid: row.id,
    reference: row.reference,
    product_type: row.productType,
    start_date: row.startDate,
    currency: row.currency,
    wrapper: row.wrapper,
    client: { uuid: row.clientId, name: row.clientName, email: row.clientEmail },
    provider: { uuid: row.providerId, name: row.providerName },
    latest_valuation:
      row.latestDate && row.latestValue !== null
        ? {
            date: row.latestDate,
            value: Number(row.latestValue),
            currency: row.latestCurrency ?? row.currency,
          }
        : null,
  };
}

const REFERENCE_TAKEN = 'Another policy of your firm already has this reference.';

export interface PolicyInput {
  client_id: string;
  provider_id: string;
  reference: string;
  product_type: string;
  start_date: string;
  currency: string;
  wrapper: Wrapper;
}

/** Client, provider and reference checked against the caller's firm: a 422 on the field, never a hint of another firm's data. */
async function checkLinks(db: Database, firmId: string, input: Partial<PolicyInput>, policyId?: string) {
  const errors: Record<string, string[]> = {};
  if (input.client_id !== undefined && !(await repo.clientInFirm(db, firmId, input.client_id)))
    errors.client_id = ['Choose one of your firm’s clients.'];
  if (input.provider_id !== undefined && !(await providerInFirm(db, firmId, input.provider_id)))
    errors.provider_id = ['Choose one of your firm’s providers.'];
  if (input.reference !== undefined) {
    const holder = await repo.policyIdByReference(db, firmId, input.reference);
    if (holder && holder !== policyId) errors.reference = [REFERENCE_TAKEN];
  }
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}

const values = (input: Partial<PolicyInput>): Partial<repo.PolicyValues> => ({
  ...(input.client_id !== undefined && { clientId: input.client_id }),
  ...(input.provider_id !== undefined && { providerId: input.provider_id }),
  ...(input.reference !== undefined && { reference: input.reference }),
  ...(input.product_type !== undefined && { productType: input.product_type }),
  ...(input.start_date !== undefined && { startDate: input.start_date }),
  ...(input.currency !== undefined && { currency: input.currency }),
  ...(input.wrapper !== undefined && { wrapper: input.wrapper }),
});

export interface PolicyAdminDeps {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
}

/** The firm's policies, valuations and imports, for the back office; every query firm-scoped. */
export function createPolicyAdminService({ db, clock, jobs }: PolicyAdminDeps) {
  const previews = createImportPreviews(db, clock);
  jobs.handle(
    IMPORT_CHECK,
    importCheckJob(async ({ kind, csv, fileName, staff }, onProgress, lease) => {
      const now = clock();
      const check = await checkImport(db, kind, staff.firmId, csv, { onProgress, now });
      const preview =
        check.errors.length === 0
          ? await previews.store({ ...staff, now }, check, { csv, fileName }, lease.hold)
          : null;
      return { report: reportOf(check, null), previewId: preview?.uuid ?? null };
    }),
  );

  const service = {
    async listPolicies(
      firmId: string,
      query: TableQuery<PolicySort> & { client?: string | undefined },
    ): Promise<AdminPolicyPage> {
      const rows = await repo.listPolicies(db, firmId, query);
      return tablePage(rows, query, toAdminPolicy);
    },

    async getPolicy(firmId: string, id: string): Promise<AdminPolicyDetail> {
      const row = await repo.findPolicy(db, firmId, id);
      if (!row) throw notFound('Policy');
      return {
        ...toAdminPolicy(row),
        valuation_count: await repo.countValuations(db, row.id),
        created_at: row.createdAt.toISOString(),
      };
    },

    async createPolicy(staff: Actor, input: PolicyInput) {
      await checkLinks(db, staff.firmId, input);
      let id: string;
      try {
        id = await repo.insertPolicy(db, staff.firmId, values(input) as repo.PolicyValues, staff.now);
      } catch (error) {
        if (isUniqueViolation(error)) throw unprocessable({ reference: [REFERENCE_TAKEN] });
        throw error;
      }
      await recordAudit(db, {
        action: 'admin.policy.create',
        firmId: staff.firmId,
        actorId: staff.userId,
        ip: staff.ip,
        details: { policyId: id, reference: input.reference, clientId: input.client_id },
        at: staff.now,
      });
      return service.getPolicy(staff.firmId, id);
    },

    async updatePolicy(staff: Actor, id: string, input: Partial<PolicyInput>) {
      const current = await repo.findPolicy(db, staff.firmId, id);
      if (!current) throw notFound('Policy');
      await checkLinks(db, staff.firmId, input, id);
      if (input.currency !== undefined && input.currency !== current.currency) {
        const held = (await repo.valuationCurrencies(db, id)).filter((c) => c !== input.currency);
        if (held.length > 0)
          throw unprocessable({
            currency: [`The policy has valuations in ${held.join(', ')}, so its currency cannot change.`],
          });
      }
      const changed = Object.fromEntries(
        Object.entries(values(input)).filter(
          ([key, value]) => current[key as keyof typeof current] !== value,
        ),
      );
      if (Object.keys(changed).length > 0) {
        try {
          await repo.updatePolicy(db, staff.firmId, id, changed);
        } catch (error) {
          if (isUniqueViolation(error)) throw unprocessable({ reference: [REFERENCE_TAKEN] });
          throw error;
        }
        await recordAudit(db, {
          action: 'admin.policy.update',
          firmId: staff.firmId,
          actorId: staff.userId,
          ip: staff.ip,
          details: { policyId: id, reference: current.reference, fields: Object.keys(changed) },
          at: staff.now,
        });
      }
      return service.getPolicy(staff.firmId, id);
    },

    async listValuations(
      firmId: string,
      policyId: string,
      query: TableQuery<ValuationSort>,
    ): Promise<AdminValuationPage> {
      const policy = await repo.findPolicy(db, firmId, policyId);
      if (!policy) throw notFound('Policy');
      const rows = await repo.listValuations(db, policy.id, query);
      return tablePage(rows, query, (row) => ({
        date: row.date,
        value: Number(row.value),
        currency: row.currency,
        source: row.source,
      }));
    },

    async policyOptions(firmId: string, q: string | undefined) {
      const options = await repo.policyOptions(db, firmId, q);
      return {
        clients: options.clients.map((c) => ({ uuid: c.id, name: c.name, email: c.email })),
        providers: options.providers.map((p) => ({ uuid: p.id, name: p.name })),
      };
    },

    /**
     * Starts checking an import file in the background; answers the job to poll. The job ends with the row
     * report and, when the file passed, its preview stored for a staff member to confirm: nothing is written.
     */
    async startImport(
      staff: Actor,
      kind: ImportKind,
      csv: string,
      fileName: string | null,
    ): Promise<ImportJob> {
      const { now: _now, ...who } = staff;
      const payload: ImportPayload = { kind, fileName, csv, staff: who };
      const id = await jobs.enqueue(IMPORT_CHECK, payload, {
        firmId: staff.firmId,
        perFirmLimit: { max: RUNNING_PER_FIRM, message: TOO_MANY_RUNNING },
      });
      return service.findImport(staff.firmId, kind, id!);
    },

    /** Any node answers: the job, its progress and its report are in the database. */
    async findImport(firmId: string, kind: ImportKind, id: string): Promise<ImportJob> {
      const job = await jobs.find(IMPORT_CHECK, id, firmId);
      if (!job || (job.payload as ImportPayload).kind !== kind) throw notFound('Import');
      return importJobView(job, (previewId) => previews.get(firmId, previewId));
    },

    previews,
  };
  return service;
}
export type PolicyAdminService = ReturnType<typeof createPolicyAdminService>;
