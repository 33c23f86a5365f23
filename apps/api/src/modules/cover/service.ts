import type {
  AdminCover,
  AdminCoverCreate,
  AdminCoverList,
  CoverStatus,
} from '@sextant/contracts/admin-cover';
import type { Database } from '@/db/client';
import type { Actor } from '@/shared/actor';
import { recordAudit } from '@/shared/audit/repository';
import { ukToday } from '@/shared/clock';
import { coveringFor } from '@/shared/cover/repository';
import { notFound, unprocessable } from '@/shared/errors';
import { daysBetween, dayWords } from '@/shared/period';
import * as repo from './repository';

type CoverRow = NonNullable<Awaited<ReturnType<typeof repo.findCover>>>;

/** A cover lasts at most this many days: a longer absence is a change of adviser, not cover. */
export const COVER_MAX_DAYS = 366;

function statusOf(row: CoverRow, today: string): CoverStatus {
  if (row.cancelledAt) return 'cancelled';
  if (row.endsOn < today) return 'ended';
  return row.startsOn > today ? 'upcoming' : 'current';
}

function toCover(row: CoverRow, today: string): AdminCover {
  return {
    uuid: row.id,
    adviser: { uuid: row.adviserId, name: row.adviserName },
    cover: { uuid: row.coverId, name: row.coverName },
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    status: statusOf(row, today),
    created_at: row.createdAt.toISOString(),
    created_by: row.creatorId === null ? null : { uuid: row.creatorId, name: row.creatorName ?? '' },
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
  };
}

/** The dates' own refusals: the wrong way round, already over, or too long. */
function checkDates(input: AdminCoverCreate, today: string) {
  if (input.ends_on < input.starts_on)
    throw unprocessable({ ends_on: ['The last day must be on or after the first day.'] });
  if (input.starts_on < today) throw unprocessable({ starts_on: ['Cover cannot start before today.'] });
  if (daysBetween(input.starts_on, input.ends_on) >= COVER_MAX_DAYS)
    throw unprocessable({ ends_on: ['Cover can last at most a year: change the client’s adviser instead.'] });
}

/** Why a cover clashes with another, in words: who is away or covering, when. */
function clashMessage(clash: CoverRow, input: AdminCoverCreate): Record<string, string[]> {
  const when = `from ${dayWords(clash.startsOn)} to ${dayWords(clash.endsOn)}`;
  if (clash.adviserId === input.adviser_id)
    return { starts_on: [`${clash.adviserName} is already away ${when}, covered by ${clash.coverName}.`] };
  if (clash.coverId === input.adviser_id)
    return {
      adviser_id: [
        `${clash.coverName} covers for ${clash.adviserName} ${when}: arrange that cover with someone else first.`,
      ],
    };
  return { cover_id: [`${clash.adviserName} is away themselves ${when}.`] };
}

/** The audit row of a cover's change: whose cover, by whom, for which days. */
const audit = (db: Database, actor: Actor, action: string, row: CoverRow) =>
  recordAudit(db, {
    action,
    firmId: actor.firmId,
    actorId: actor.userId,
    subject: row.adviserEmail,
    ip: actor.ip,
    details: {
      cover: row.id,
      adviser: row.adviserId,
      covered_by: row.coverId,
      starts_on: row.startsOn,
      ends_on: row.endsOn,
    },
    at: actor.now,
  });

/** Both people active advisers or admins of the firm, and two people. */
async function checkPeople(db: Database, firmId: string, input: AdminCoverCreate) {
  const staff = 'Choose an active adviser or admin of your firm.';
  const [adviser, cover] = await Promise.all([
    repo.findActiveStaff(db, firmId, input.adviser_id),
    repo.findActiveStaff(db, firmId, input.cover_id),
  ]);
  const errors: Record<string, string[]> = {};
  if (!adviser) errors.adviser_id = [staff];
  if (!cover) errors.cover_id = [staff];
  else if (input.cover_id === input.adviser_id)
    errors.cover_id = ['Choose someone other than the adviser who is away.'];
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}

/** The new cover's id, stored once no cover of either person clashes (checked under the firm's lock). */
async function insertUnlessClashing(db: Database, actor: Actor, input: AdminCoverCreate) {
  return db.transaction(async (tx) => {
    await repo.holdFirmCover(tx, actor.firmId);
    const clash = await repo.clashingCover(tx, actor.firmId, {
      adviserId: input.adviser_id,
      coverId: input.cover_id,
      from: input.starts_on,
      to: input.ends_on,
    });
    if (clash) throw unprocessable(clashMessage(clash, input));
    return repo.insertCover(tx, {
      firmId: actor.firmId,
      adviserId: input.adviser_id,
      coverId: input.cover_id,
      startsOn: input.starts_on,
      endsOn: input.ends_on,
      createdBy: actor.userId,
      createdAt: actor.now,
    });
  });
}

/** Holiday cover, arranged by admins; each change audited. */
export function createCoverService(db: Database) {
  async function load(firmId: string, id: string) {
    const row = await repo.findCover(db, firmId, id);
    if (!row) throw notFound('Cover');
    return row;
  }

  return {
    async list(actor: Actor): Promise<AdminCoverList> {
      const today = ukToday(actor.now);
      const rows = await repo.listCovers(db, actor.firmId, today);
      return { items: rows.map((row) => toCover(row, today)) };
    },

    /** One step: from its first day the cover is the adviser of the away adviser's clients, threads and queue. */
    async create(actor: Actor, input: AdminCoverCreate): Promise<AdminCover> {
      const today = ukToday(actor.now);
      checkDates(input, today);
      await checkPeople(db, actor.firmId, input);
      const row = await load(actor.firmId, await insertUnlessClashing(db, actor, input));
      await audit(db, actor, 'admin.cover.create', row);
      return toCover(row, today);
    },

    /** Ends the cover now: the adviser's clients and threads are theirs again at once. */
    async cancel(actor: Actor, id: string): Promise<AdminCover> {
      const today = ukToday(actor.now);
      await load(actor.firmId, id);
      if (!(await repo.cancelCover(db, id, actor.userId, { now: actor.now, today })))
        throw unprocessable({ cover: ['This cover has already ended or been cancelled.'] });
      const row = await load(actor.firmId, id);
      await audit(db, actor, 'admin.cover.cancel', row);
      return toCover(row, today);
    },

    /** The advisers the caller covers for today. */
    async coveringFor(caller: Pick<Actor, 'userId' | 'now'>) {
      const rows = await coveringFor(db, caller.userId, ukToday(caller.now));
      return rows.map((row) => ({ uuid: row.id, name: row.name }));
    },
  };
}
export type CoverService = ReturnType<typeof createCoverService>;
