import type { TableQuery } from '@sextant/contracts/admin';
import type { AdminProvider, AdminProviderList, AdminProviderSort } from '@sextant/contracts/admin-providers';
import type { Database } from '@/db/client';
import { isForeignKeyViolation, isUniqueViolation } from '@/db/errors';
import { tablePage } from '@/db/table';
import type { Actor } from '@/shared/actor';
import { auditedBy, recordAudit } from '@/shared/audit/repository';
import { notFound, unprocessable } from '@/shared/errors';
import * as repo from './admin-repository';
import { checkLogo } from './logo';

const toAdminProvider = (row: repo.ProviderRow): AdminProvider => ({
  uuid: row.id,
  name: row.name,
  description: row.description,
  website: row.website,
  logo: row.logo,
  policy_count: Number(row.policyCount),
  panel_count: Number(row.panelCount),
  created_at: row.createdAt.toISOString(),
});

const NAME_TAKEN = { name: ['Another provider of the firm already has this name.'] };

const website = (value: string | null | undefined) => (value ? value.trim() : null);

function logoOrThrow(value: string | null) {
  const checked = checkLogo(value);
  if (!checked.ok) throw unprocessable({ logo: [checked.message] });
  return checked.logo;
}

/** The firm's providers in the back office: every change is audited with who made it. */
export function createProviderAdminService(db: Database) {
  async function list(firmId: string, query: TableQuery<AdminProviderSort>): Promise<AdminProviderList> {
    return tablePage(await repo.listProviders(db, firmId, query), query, toAdminProvider);
  }

  async function get(firmId: string, id: string): Promise<AdminProvider> {
    const row = await repo.findProvider(db, firmId, id);
    if (!row) throw notFound('Provider');
    return toAdminProvider(row);
  }

  async function create(
    actor: Actor,
    input: { name: string; description: string; website?: string | null; logo?: string | null },
  ): Promise<AdminProvider> {
    const logo = logoOrThrow(input.logo ?? null);
    if (await repo.nameTaken(db, actor.firmId, input.name)) throw unprocessable(NAME_TAKEN);
    let id: string;
    try {
      id = await repo.insertProvider(db, actor.firmId, {
        name: input.name,
        description: input.description,
        website: website(input.website),
        logo,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw unprocessable(NAME_TAKEN);
      throw error;
    }
    await recordAudit(db, {
      action: 'admin.provider.create',
      ...auditedBy(actor),
      subject: id,
      details: { provider_id: id, name: input.name },
    });
    return get(actor.firmId, id);
  }

  async function update(
    actor: Actor,
    id: string,
    input: { name?: string; description?: string; website?: string | null; logo?: string | null },
  ): Promise<AdminProvider> {
    const existing = await repo.findProvider(db, actor.firmId, id);
    if (!existing) throw notFound('Provider');
    const values: Partial<repo.ProviderValues> = {};
    if (input.logo !== undefined) values.logo = logoOrThrow(input.logo);
    if (input.name !== undefined && input.name !== existing.name) {
      if (await repo.nameTaken(db, actor.firmId, input.name, id)) throw unprocessable(NAME_TAKEN);
      values.name = input.name;
    }
    if (input.description !== undefined) values.description = input.description;
    if (input.website !== undefined) values.website = website(input.website);
    try {
      await repo.updateProvider(db, actor.firmId, id, values);
    } catch (error) {
      if (isUniqueViolation(error)) throw unprocessable(NAME_TAKEN);
      throw error;
    }
    await recordAudit(db, {
      action: 'admin.provider.update',
      ...auditedBy(actor),
      subject: id,
      details: { provider_id: id, fields: Object.keys(values) },
    });
    return get(actor.firmId, id);
  }

  /** Only a provider nothing names (no policies, panels or provider reports) can go. */
  async function remove(actor: Actor, id: string) {
    const existing = await repo.findProvider(db, actor.firmId, id);
    if (!existing) throw notFound('Provider');
    const inUse = () =>
      unprocessable(
        {
          provider: ['This provider has policies or is in a due-diligence report, so it cannot be deleted.'],
        },
        'This provider is in use.',
      );
    const use = await repo.providerInUse(db, id);
    if (use.policies > 0 || use.panels > 0 || use.reports > 0) throw inUse();
    try {
      await repo.deleteProvider(db, actor.firmId, id);
    } catch (error) {
      // A policy or report that came to use it since the check above.
      if (isForeignKeyViolation(error)) throw inUse();
      throw error;
    }
    await recordAudit(db, {
      action: 'admin.provider.delete',
      ...auditedBy(actor),
      subject: id,
      details: { provider_id: id, name: existing.name },
    });
  }

  return { list, get, create, update, remove };
}
export type ProviderAdminService = ReturnType<typeof createProviderAdminService>;
