import type { RouteContract } from '@sextant/contracts/route';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { LRUCache } from 'lru-cache';
import { londonToday } from '@/shared/period';
import type { SessionPrincipal } from '@/shared/sessions/repository';

/**
 * The serialised answers of the routes made from a client's ledger (a contract's `madeFrom: 'ledger'`), by
 * client, ledger version, London day and URL. The version is read with the session, before any figure, so a
 * kept answer is never older than its version; a write commits a new version on every node at once, and the
 * old answers are never asked for again and age out. Bounded in bytes (LEDGER_CACHE_MB).
 */
export type LedgerAnswers = LRUCache<string, string>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Null when LEDGER_CACHE_MB is 0: every answer is made afresh. */
    ledgerAnswers: LedgerAnswers | null;
  }
}

/** LEDGER_CACHE_MB's default. A year's portfolio series is about 20 KB: some 3,000 of them. */
export const DEFAULT_LEDGER_CACHE_MB = 64;

export function ledgerAnswers(maxBytes: number): LedgerAnswers | null {
  if (maxBytes <= 0) return null;
  return new LRUCache<string, string>({
    maxSize: maxBytes,
    sizeCalculation: (text, key) => text.length + key.length,
  });
}

/** Only a client's own reads can be kept by their ledger: anything else is a mistake in the contract. */
export function checkLedgerRoute(name: string, contract: RouteContract): void {
  if (contract.madeFrom === 'ledger' && (contract.method !== 'GET' || contract.scope !== 'client'))
    throw new Error(`${name}: only a client's GET can be made from the ledger`);
}

/**
 * The handler of a ledger route: the kept answer when there is one for this client, version, day and URL;
 * otherwise the handler's, serialised by the route's own schema and kept when it is a 200. Calls for a key
 * whose answer is being made wait for it rather than make it again: a client's app opening on a cold node
 * (the day's first call, or the first after an import) asks for the same figures on every screen at once.
 */
export function keptWhileLedgerStands(
  app: FastifyInstance,
  handler: RouteOptions['handler'],
): RouteOptions['handler'] {
  // Read as the route registers: a module serving ledger routes names the plugins these come from.
  const { ledgerAnswers: answers, metrics, clock } = app;
  /** Answers being made, by key: the 200's text, or undefined when it was something else. */
  const making = new Map<string, Promise<string | undefined>>();
  return async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    if (!answers) return handler.call(this, request, reply);
    const { userId, ledgerVersion } = request.principal as SessionPrincipal;
    const key = `${userId} ${ledgerVersion} ${londonToday(clock())} ${request.url}`;
    const kept = answers.get(key);
    // No await unless one is pending: a call yielding here would miss the one made just after it.
    const pending = kept === undefined ? making.get(key) : undefined;
    const shared = pending ? await pending : undefined;
    const text = kept ?? shared;
    if (text !== undefined) {
      metrics.ledgerAnswer(kept !== undefined ? 'kept' : 'shared');
      reply.type('application/json; charset=utf-8');
      return text;
    }
    metrics.ledgerAnswer('made');
    let settle: (text: string | undefined) => void = () => {};
    making.set(key, new Promise((resolve) => (settle = resolve)));
    let made: string | undefined;
    try {
      const answer = await handler.call(this, request, reply);
      if (reply.sent || reply.statusCode !== 200) return answer;
      made = reply.serialize(answer) as string;
      answers.set(key, made);
      reply.type('application/json; charset=utf-8');
      return made;
    } finally {
      making.delete(key);
      settle(made);
    }
  } as RouteOptions['handler'];
}
