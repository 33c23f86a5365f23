import type { TableQuery } from '@sextant/contracts/admin';
import type {
  AdminPolicy,
  AdminPolicyDetail,
  AdminPolicyPage,
  AdminValuationPage,
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
import { findFirmClient } from '@/shared/people/repository';
import * as repo from './admin-repository';
import { createImportAdminService } from './imports/admin-service';
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
    first_value_brought_in: row.firstValueBroughtIn,
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
  first_value_brought_in: boolean;
}

/** Client, provider and reference checked against the caller's firm: a 422 on the field, never a hint of another firm's data. */
async function checkLinks(db: Database, firmId: string, input: Partial<PolicyInput>, policyId?: string) {
  const errors: Record<string, string[]> = {};
  if (input.client_id !== undefined && !(await findFirmClient(db, firmId, input.client_id)))
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
  ...(input.first_value_brought_in !== undefined && { firstValueBroughtIn: input.first_value_brought_in }),
});

/** A write a reference already taken in the firm refuses: 422 on the field (someone else was quicker). */
async function referenceChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw unprocessable({ reference: [REFERENCE_TAKEN] });
    throw error;
  }
}

/** A policy's currency changes only while its valuations are all in the new one. */
async function checkCurrencyChange(db: Database, id: string, current: string, currency: string | undefined) {
  if (currency === undefined || currency === current) return;
  const held = (await repo.valuationCurrencies(db, id)).filter((c) => c !== currency);
  if (held.length > 0)
    throw unprocessable({
      currency: [`The policy has valuations in ${held.join(', ')}, so its currency cannot change.`],
    });
}

/** The stored values the input changes. */
const changedValues = (current: Row, input: Partial<PolicyInput>) =>
  Object.fromEntries(
    Object.entries(values(input)).filter(([key, value]) => current[key as keyof Row] !== value),
  );

const auditPolicy = (db: Database, staff: Actor, action: string, details: Record<string, unknown>) =>
  recordAudit(db, {
    action,
    firmId: staff.firmId,
    actorId: staff.userId,
    ip: staff.ip,
    details,
    at: staff.now,
  });

export interface PolicyAdminDeps {
  db: Database;
  clock: Clock;
  jobs: JobQueue;
}

/** The firm's policies, valuations and imports, for the back office; every query firm-scoped. */
export function createPolicyAdminService(deps: PolicyAdminDeps) {
  const { db } = deps;
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
      const id = await referenceChecked(() =>
        repo.insertPolicy(db, staff.firmId, values(input) as repo.PolicyValues, staff.now),
      );
      await auditPolicy(db, staff, 'admin.policy.create', {
        policyId: id,
        reference: input.reference,
        clientId: input.client_id,
      });
      return service.getPolicy(staff.firmId, id);
    },

    async updatePolicy(staff: Actor, id: string, input: Partial<PolicyInput>) {
      const current = await repo.findPolicy(db, staff.firmId, id);
      if (!current) throw notFound('Policy');
      await checkLinks(db, staff.firmId, input, id);
      await checkCurrencyChange(db, id, current.currency, input.currency);
      const changed = changedValues(current, input);
      if (Object.keys(changed).length > 0) {
        await referenceChecked(() => repo.updatePolicy(db, staff.firmId, id, changed));
        await auditPolicy(db, staff, 'admin.policy.update', {
          policyId: id,
          reference: current.reference,
          fields: Object.keys(changed),
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
  };
  return { ...service, ...createImportAdminService(deps) };
}
export type PolicyAdminService = ReturnType<typeof createPolicyAdminService>;
