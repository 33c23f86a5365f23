/**
 * `npm run bench:jobs`: how fast the job queue claims and runs jobs (no-op work), on PGlite and on
 * PostgreSQL with one and with two workers (two pools, as two nodes). For docs/decisions/0007-durable-jobs.md.
 * Not part of `npm test`.
 */
import { openDatabase } from '../src/db/client';
import { createJobQueue, type JobQueue } from '../src/shared/jobs/queue';
import { withBenchDatabase } from './harness';

const JOBS = 2_000;

async function measure(queues: JobQueue[]) {
  for (const q of queues)
    q.handle('noop', {
      maxAttempts: 1,
      retryAfterSeconds: () => null,
      failureMessage: 'failed',
      keep: () => ({}),
      run: async () => null,
    });
  for (let i = 0; i < JOBS; i++) await queues[0]!.enqueue('noop', { i });
  const started = performance.now();
  await Promise.all(queues.map((q) => q.drain()));
  return Math.round(JOBS / ((performance.now() - started) / 1000));
}

const rows: { database: string; workers: number; 'jobs/s': number }[] = [];
for (const kind of ['pglite', 'postgres'] as const) {
  for (const workers of kind === 'pglite' ? [1] : [1, 2]) {
    await withBenchDatabase(kind, async ({ handle, serverEnv }) => {
      await handle.migrate();
      const others = await Promise.all(
        Array.from({ length: workers - 1 }, () =>
          openDatabase({ kind: 'postgres', url: serverEnv.DATABASE_URL! }),
        ),
      );
      const queues = [handle, ...others].map((d) => createJobQueue(d.db, (error) => console.error(error)));
      rows.push({ database: kind, workers, 'jobs/s': await measure(queues) });
      for (const d of [handle, ...others]) await d.close();
    });
  }
}
console.table(rows);
