import type { Database } from '@/db/client';
import type * as repo from './repository';

/** A running job's lease: another node may claim it once this long has passed without a heartbeat. */
export const LEASE_SECONDS = 30;

export type Job = repo.Job;

/** Thrown by a run whose job another run holds now: this node was paused past its lease. */
export class LeaseLost extends Error {
  constructor() {
    super('The job was claimed again after its lease lapsed.');
  }
}

/** The claim a run holds its job by. */
export interface Lease {
  /**
   * Inside the transaction of a write that must happen once, before writing: renews the lease and keeps the
   * job's row locked until the transaction ends, or throws LeaseLost (nothing of the run is written).
   */
  hold(tx: Database): Promise<void>;
}

export interface JobHandler {
  /** Does the work; what it answers is stored as the job's result. */
  run(job: Job, progress: (value: unknown) => void, lease: Lease): Promise<unknown>;
  /** Runs allowed, counting the ones a dead node left unfinished. */
  maxAttempts: number;
  /** Seconds to wait before the next try after the given failed attempt; null fails the job at once. */
  retryAfterSeconds(attempt: number): number | null;
  /** Why the job failed for good, in words a person can act on. */
  failureMessage: string;
  /** What of the payload is kept once the job has ended (mail bodies and files are not). */
  keep(payload: unknown): unknown;
}

/**
 * A job's failure (job given), the poll's (job null), or a running job's bookkeeping — its progress write or
 * its lease's heartbeat — failing, which in an outage repeats every half second.
 */
export type OnJobError = (error: unknown, job: Job | null, bookkeeping?: 'progress' | 'heartbeat') => void;
