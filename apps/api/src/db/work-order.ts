import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request a database call serves, for the embedded database's turns (client.ts's takeTurnsOnPglite):
 * when it arrived, and whether it has been answered. Work done after the answer (a mail sent, a job begun)
 * waits as any call without a request does.
 */
export interface RequestWork {
  arrivedAt: number;
  answered: boolean;
}

export const requestWork = new AsyncLocalStorage<RequestWork>();

/**
 * When a call's wait is counted from, and so its place in the queue: its request's arrival while the request
 * is open, else the call's own. A request makes several calls one after another; counted from the call, each
 * could wait the whole wait in turn (at 500 sessions, requests of six calls went unanswered for 20 s with no
 * call past 3 s), and every open request would move a little, none finishing. Oldest request first, and the
 * wait counted from its arrival, bounds a request's time in the queue by the wait.
 */
export function waitCountedFrom(now: number): number {
  const work = requestWork.getStore();
  return work && !work.answered ? work.arrivedAt : now;
}
