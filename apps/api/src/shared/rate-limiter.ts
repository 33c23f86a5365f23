import type { Clock } from './clock';
import { HttpError } from './errors';

export class RateLimitedError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, `Too many attempts. Try again in ${retryAfterSeconds} seconds.`);
  }
}

/**
 * A fixed-window counter per key (an account's email): the per-account half of the auth rate limits,
 * beside the per-IP limits of @fastify/rate-limit. In memory, so per API node; see docs/operations.md.
 */
export function createKeyedLimiter(options: { max: number; windowMs: number; clock: Clock }) {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    /** Counts one attempt for the key; throws RateLimitedError past the limit. */
    hit(key: string) {
      const now = options.clock().getTime();
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (now - w.startedAt >= options.windowMs) windows.delete(k);
      }
      let window = windows.get(key);
      if (!window || now - window.startedAt >= options.windowMs) {
        window = { startedAt: now, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count > options.max) {
        throw new RateLimitedError(Math.ceil((window.startedAt + options.windowMs - now) / 1000));
      }
    },
  };
}
export type KeyedLimiter = ReturnType<typeof createKeyedLimiter>;
