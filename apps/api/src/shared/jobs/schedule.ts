import { londonToday } from '@/shared/period';
import type { JobHandler } from './handler';

/** A task run once a period across every node: its run's key is the task and the period (a London day). */
export interface ScheduledTask {
  name: string;
  period: 'day' | 'hour';
  run(): Promise<unknown>;
}

/** The run of a period a task is due for: `prune:2026-11-23` or `prune:2026-11-23T09`. */
export function runKey(task: Pick<ScheduledTask, 'name' | 'period'>, now: Date): string {
  const day = londonToday(now);
  return task.period === 'day' ? `${task.name}:${day}` : `${task.name}:${now.toISOString().slice(0, 13)}`;
}

/** A scheduled task as a job: tried three times, five minutes apart. */
export const scheduledHandler = (task: ScheduledTask): JobHandler => ({
  maxAttempts: 3,
  retryAfterSeconds: () => 300,
  failureMessage: `The scheduled task ${task.name} failed three times.`,
  keep: (payload) => payload,
  run: () => task.run(),
});
