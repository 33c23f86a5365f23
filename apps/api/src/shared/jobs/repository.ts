import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { rowsOf } from '@/db/queries';
import { jobs } from '@/db/schema/index';

export type Job = typeof jobs.$inferSelect;

/** What a claim answers: enough to pick the handler and see whether attempts are spent. */
export interface ClaimedJob {
  id: string;
  kind: string;
  attempts: number;
  max_attempts: number;
}

/**
 * The job while this claim of it holds it: `holder` names the node and the claim, so a job claimed again
 * since (by another node, or by this one after handing it back) is no longer this claim's to change.
 */
const heldBy = (id: string, holder: string) =>
  and(eq(jobs.id, id), eq(jobs.lockedBy, holder), eq(jobs.status, 'running'));

export const findJob = async (db: Database, id: string): Promise<Job | null> =>
  (await db.select().from(jobs).where(eq(jobs.id, id)))[0] ?? null;

/**
 * Takes the next due job of the kinds for the node: a queued one whose time has come, or a running one whose
 * lease lapsed (its node died). `SKIP LOCKED`: a job another node is claiming at this moment is passed over.
 */
export async function claimJob(
  db: Database,
  kinds: string[],
  holder: string,
  leaseSeconds: number,
): Promise<ClaimedJob | null> {
  const result = await db.execute(sql`
    with next as (
      select id from jobs
      where status in ('queued', 'running') and run_after <= now()
        and (status = 'queued' or lease_until < now())
        and kind in (${sql.join(
          kinds.map((k) => sql`${k}`),
          sql`, `,
        )})
      order by run_after
      limit 1
      for update skip locked
    )
    update jobs j set status = 'running', attempts = j.attempts + 1, locked_by = ${holder},
      lease_until = now() + make_interval(secs => ${leaseSeconds}), started_at = coalesce(j.started_at, now())
    from next where j.id = next.id
    returning j.id, j.kind, j.attempts, j.max_attempts`);
  return rowsOf<ClaimedJob>(result)[0] ?? null;
}

export async function renewLease(db: Database, id: string, holder: string, leaseSeconds: number) {
  await db
    .update(jobs)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(heldBy(id, holder));
}

/**
 * Renews the claim's lease inside the caller's transaction, which keeps the job's row locked until it ends
 * (a claim passes a locked row over): answers false when the claim no longer holds the job.
 */
export async function holdLease(tx: Database, id: string, holder: string, leaseSeconds: number) {
  const held = await tx
    .update(jobs)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(heldBy(id, holder))
    .returning({ id: jobs.id });
  return held.length > 0;
}

export async function recordProgress(db: Database, id: string, holder: string, progress: unknown) {
  await db.update(jobs).set({ progress }).where(heldBy(id, holder));
}

/** Ends the job (done or failed), keeping only `payload` of what it carried. */
export async function endJob(
  db: Database,
  id: string,
  holder: string,
  values: Pick<Job, 'status' | 'payload'> & Partial<Pick<Job, 'result' | 'message'>>,
) {
  await db
    .update(jobs)
    .set({ ...values, leaseUntil: null, finishedAt: sql`now()` })
    .where(heldBy(id, holder));
}

/** Back to the queue, to run again after `seconds`. */
export async function retryJobLater(db: Database, id: string, holder: string, seconds: number) {
  await db
    .update(jobs)
    .set({
      status: 'queued',
      leaseUntil: null,
      lockedBy: null,
      runAfter: sql`now() + make_interval(secs => ${seconds})`,
    })
    .where(heldBy(id, holder));
}

/** The node's running claims' jobs back to the queue at once, their run not counted (a graceful stop). */
export async function handBackJobs(db: Database, holders: string[]) {
  if (holders.length === 0) return;
  await db
    .update(jobs)
    .set({ status: 'queued', leaseUntil: null, lockedBy: null, attempts: sql`${jobs.attempts} - 1` })
    .where(and(inArray(jobs.lockedBy, holders), eq(jobs.status, 'running')));
}

/**
 * Inserts a job; with a per-firm limit, the count of the firm's unfinished jobs of the kind and the insert run
 * in one transaction under an advisory lock per firm and kind, so two nodes cannot both pass it. Answers the
 * new id, null when a job with the key exists, or 'limited'.
 */
export async function insertJob(
  db: Database,
  values: { kind: string; payload: unknown; firmId: string | null; key: string | null; maxAttempts: number },
  perFirmLimit?: number,
): Promise<string | null | 'limited'> {
  return db.transaction(async (tx) => {
    if (perFirmLimit !== undefined && values.firmId) {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`jobs:${values.kind}:${values.firmId}`}))`,
      );
      const [row] = await tx
        .select({ n: count() })
        .from(jobs)
        .where(
          and(
            eq(jobs.firmId, values.firmId),
            eq(jobs.kind, values.kind),
            inArray(jobs.status, ['queued', 'running']),
          ),
        );
      if (row!.n >= perFirmLimit) return 'limited' as const;
    }
    const [inserted] = await tx
      .insert(jobs)
      .values(values)
      .onConflictDoNothing({ target: jobs.key })
      .returning({ id: jobs.id });
    return inserted?.id ?? null;
  });
}

/** Drops jobs that ended over `days` ago. */
export async function pruneEndedJobs(db: Database, days: number) {
  await db
    .delete(jobs)
    .where(
      and(
        inArray(jobs.status, ['done', 'failed']),
        sql`${jobs.finishedAt} < now() - make_interval(days => ${days})`,
      ),
    );
}
