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
  override penalty(...args: Parameters<RateLimiterMemory['penalty']>) {
    this.onFallback();
    return super.penalty(...args);
  }
}

/** A count that refuses nothing itself: the global ceiling's store compares it with its own maximum. */
export interface Counter {
  /** Counts one request for the key: how many in its window so far, and the ms until the window ends. */
  count(key: string): Promise<{ current: number; msLeft: number }>;
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

  /** A limiter in the given store, falling back to this node's memory while that store does not answer. */
  function build(name: string, points: number, seconds: number, kind: LimitStore['kind']) {
    const options = { points, duration: seconds, keyPrefix: `sextant:${name}` };
    const shared = { ...options, insuranceLimiter: new Insurance(options, onFallback) };
    if (kind === 'redis' && store.kind === 'redis')
      return new RateLimiterRedis({ ...shared, storeClient: store.client, rejectIfRedisNotReady: true });
    if (kind === 'postgres' && store.kind === 'postgres')
      return new RateLimiterPostgres({
        ...shared,
        storeClient: store.pool,
        storeType: 'pool',
        tableName: 'rate_limits',
        tableCreated: true,
      });
    return new RateLimiterMemory(options);
  }

  return {
    store: store.kind,

    /** `points` attempts per key in `seconds`, counted in the shared store. */
    limiter(name: string, points: number, seconds: number): Limiter {
      const limiter = build(name, points, seconds, store.kind);
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

    /**
     * Requests per key in windows of `seconds`, for the global per-IP ceiling: in Redis when there is one,
     * else in this node's memory (a database write on every request would cost more than it guards), and
     * in memory too whenever Redis does not answer, as the other limits do: the ceiling never switches off.
     */
    counter(name: string, seconds: number): Counter {
      // The count never refuses (penalty, not consume): the points only need to outnumber any window's requests.
      const limiter = build(
        name,
        Number.MAX_SAFE_INTEGER,
        seconds,
        store.kind === 'redis' ? 'redis' : 'memory',
      );
      return {
        async count(key) {
          const result = await limiter.penalty(keyOf(key));
          return { current: result.consumedPoints, msLeft: result.msBeforeNext };
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
