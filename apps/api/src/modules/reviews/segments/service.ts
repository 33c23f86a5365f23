import type { ReviewSegment, ReviewSegmentInput } from '@sextant/contracts/admin-segments';
import type { Database } from '@/db/client';
import { isForeignKeyViolation, isUniqueViolation } from '@/db/errors';
import type { Actor } from '@/shared/actor';
import { auditedBy, recordAudit } from '@/shared/audit/repository';
import { HttpError, notFound, unprocessable } from '@/shared/errors';
import * as repo from './repository';

const IN_USE = 'Move the clients in this segment to another one before deleting it.';
const NAME_TAKEN = { name: ['The firm already has a segment of this name.'] };

const toSegment = (row: repo.SegmentRow): ReviewSegment => ({
  uuid: row.id,
  name: row.name,
  interval_months: row.intervalMonths,
  description: row.description,
  is_default: row.isDefault,
  clients: Number(row.clients),
});

const valuesOf = (input: Required<ReviewSegmentInput>) => ({
  name: input.name,
  intervalMonths: input.interval_months,
  description: input.description,
  isDefault: input.is_default,
});

/** The firm's review segments: listed for staff, changed by admins, every change audited. */
export function segmentFlows(db: Database) {
  async function found(firmId: string, id: string) {
    const row = await repo.findSegment(db, firmId, id);
    if (!row) throw notFound('The segment');
    return row;
  }

  /** Runs a change, naming a taken name as the field's error. */
  async function saving<T>(work: () => Promise<T>) {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw unprocessable(NAME_TAKEN);
      throw error;
    }
  }

  return {
    async list(firmId: string) {
      return { items: (await repo.firmSegments(db, firmId)).map(toSegment) };
    },

    async create(actor: Actor, input: Required<ReviewSegmentInput>) {
      const values = valuesOf(input);
      const id = await saving(() =>
        db.transaction(async (tx) => {
          if (values.isDefault) await repo.clearDefault(tx, actor.firmId);
          const created = await repo.insertSegment(tx, actor.firmId, values);
          await recordAudit(tx, {
            action: 'admin.segment.create',
            ...auditedBy(actor),
            subject: created,
            details: input,
          });
          return created;
        }),
      );
      return toSegment(await found(actor.firmId, id));
    },

    async update(actor: Actor, id: string, input: Required<ReviewSegmentInput>) {
      const current = await found(actor.firmId, id);
      if (current.isDefault && !input.is_default) {
        throw unprocessable({
          is_default: ['Every firm has a default segment: make another segment the default instead.'],
        });
      }
      const values = valuesOf(input);
      await saving(() =>
        db.transaction(async (tx) => {
          if (values.isDefault && !current.isDefault) await repo.clearDefault(tx, actor.firmId);
          await repo.updateSegment(tx, id, values);
          await recordAudit(tx, {
            action: 'admin.segment.update',
            ...auditedBy(actor),
            subject: id,
            details: input,
          });
        }),
      );
      return toSegment(await found(actor.firmId, id));
    },

    async remove(actor: Actor, id: string) {
      const current = await found(actor.firmId, id);
      if (current.isDefault) throw new HttpError(409, 'The default segment cannot be deleted.');
      try {
        await db.transaction(async (tx) => {
          await repo.deleteSegment(tx, id);
          await recordAudit(tx, { action: 'admin.segment.delete', ...auditedBy(actor), subject: id });
        });
      } catch (error) {
        // Clients who have left count too: their record still names the segment.
        if (isForeignKeyViolation(error)) throw new HttpError(409, IN_USE);
        throw error;
      }
      return { message: `The segment “${current.name}” was deleted.` };
    },
  };
}
export type SegmentFlows = ReturnType<typeof segmentFlows>;
