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
 * otherwise the handler's, serialised by the route's own schema and kept when it is a 200.
 */
export function keptWhileLedgerStands(
  app: FastifyInstance,
  handler: RouteOptions['handler'],
): RouteOptions['handler'] {
  // Read as the route registers: a module serving ledger routes names the plugins these come from.
  const { ledgerAnswers: answers, metrics, clock } = app;
  return async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    if (!answers) return handler.call(this, request, reply);
    const { userId, ledgerVersion } = request.principal as SessionPrincipal;
    const key = `${userId} ${ledgerVersion} ${londonToday(clock())} ${request.url}`;
    let text = answers.get(key);
    metrics.ledgerAnswer(text === undefined ? 'made' : 'kept');
    if (text === undefined) {
      const answer = await handler.call(this, request, reply);
      if (reply.sent || reply.statusCode !== 200) return answer;
      text = reply.serialize(answer) as string;
      answers.set(key, text);
    }
    reply.type('application/json; charset=utf-8');
    return text;
  } as RouteOptions['handler'];
}
