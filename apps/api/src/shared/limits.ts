import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { HttpError } from './errors';

export class RateLimitedError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, `Too many attempts. Try again in ${retryAfterSeconds} seconds.`);
  }
}

/**
 * Where the counts are kept, so every node sees the same ones: Redis when configured, else the
 * PostgreSQL server (table `rate_limits`), else memory (the embedded database: one process).
 */
export type LimitStore =
  | { kind: 'memory' }
  | { kind: 'postgres'; pool: pg.Pool }
  | { kind: 'redis'; client: Redis };

export interface Limiter {
  /** Counts one attempt for the key; throws RateLimitedError (429, Retry-After) past the limit. */
  hit(key: string): Promise<void>;
}

/**
 * A memory limiter that stands in while the store cannot be reached, saying so once per outage: sign-in
 * keeps working on each node's own counts rather than failing or answering 500.
 */
class Insurance extends RateLimiterMemory {
  constructor(
    options: { points: number; duration: number; keyPrefix: string },
    private readonly onFallback: () => void,
  ) {
    super(options);
  }
  override consume(...args: Parameters<RateLimiterMemory['consume']>) {
    this.onFallback();
    return super.consume(...args);
  }
}

/** Keys are hashed: an email never sits in Redis or a table in clear, and keys have one length. */
const keyOf = (key: string) => createHash('sha256').update(key.toLowerCase()).digest('base64url');

export function createLimiters(store: LimitStore, log: () => Pick<FastifyBaseLogger, 'warn'>) {
  let warnedAt = 0;
  const onFallback = () => {
    if (Date.now() - warnedAt < 60_000) return;
    warnedAt = Date.now();
    log().warn(
      { store: store.kind },
      'rate limit store unreachable: counting in this node’s memory meanwhile',
    );
  };

  return {
    store: store.kind,

    /** `points` attempts per key in `seconds`, counted in the shared store. */
    limiter(name: string, points: number, seconds: number): Limiter {
      const options = { points, duration: seconds, keyPrefix: `sextant:${name}` };
      const insurance = new Insurance(options, onFallback);
      const shared = { ...options, insuranceLimiter: insurance };
      const limiter =
        store.kind === 'redis'
          ? new RateLimiterRedis({ ...shared, storeClient: store.client, rejectIfRedisNotReady: true })
          : store.kind === 'postgres'
            ? new RateLimiterPostgres({
                ...shared,
                storeClient: store.pool,
                storeType: 'pool',
                tableName: 'rate_limits',
                tableCreated: true,
              })
            : new RateLimiterMemory(options);
      return {
        async hit(key) {
          try {
            await limiter.consume(keyOf(key));
          } catch (result) {
            if (result instanceof RateLimiterRes)
              throw new RateLimitedError(Math.max(1, Math.ceil(result.msBeforeNext / 1000)));
            throw result;
          }
        },
      };
    },

    /** An onRequest hook limiting one route to `perMinute` requests from one IP. */
    perIp(name: string, perMinute: number) {
      const limiter = this.limiter(`ip:${name}`, perMinute, 60);
      return async (request: FastifyRequest) => limiter.hit(`${request.routeOptions.url}:${request.ip}`);
    },
  };
}
export type Limiters = ReturnType<typeof createLimiters>;
