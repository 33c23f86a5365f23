import { median, workingMinutesBetween } from './working-hours';

export interface MessageFact {
  threadId: string;
  at: Date;
  fromClient: boolean;
}

export interface Wait {
  /** The client's first message of a run the firm had not answered yet. */
  since: Date;
  /** The firm's first reply after it, if any. */
  answeredAt: Date | null;
}

/**
 * The times a client waited for the firm: in each thread, a client's message after the firm's last word (or
 * opening the thread) starts a wait; the firm's next message ends it. Further client messages before that
 * reply are the same wait.
 */
export function waitsOf(messages: readonly MessageFact[]): Wait[] {
  const threads = new Map<string, MessageFact[]>();
  for (const message of messages)
    threads.set(message.threadId, [...(threads.get(message.threadId) ?? []), message]);
  const waits: Wait[] = [];
  for (const thread of threads.values()) {
    let open: Wait | null = null;
    for (const message of [...thread].sort((a, b) => a.at.getTime() - b.at.getTime())) {
      if (message.fromClient && !open) {
        open = { since: message.at, answeredAt: null };
        waits.push(open);
      } else if (!message.fromClient && open) {
        open.answeredAt = message.at;
        open = null;
      }
    }
  }
  return waits;
}

/** How many waits, how many answered, and the median answer time in working hours (to one place). */
export function responseFigures(waits: readonly Wait[]) {
  const minutes = waits.flatMap((wait) =>
    wait.answeredAt ? [workingMinutesBetween(wait.since, wait.answeredAt)] : [],
  );
  const middle = median(minutes);
  return {
    waiting: waits.length,
    answered: minutes.length,
    medianResponseHours: middle === null ? null : Math.round((middle / 60) * 10) / 10,
  };
}
