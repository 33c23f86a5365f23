import { describe, expect, it } from 'vitest';
import { createKeyedLimiter, RateLimitedError } from './rate-limiter';

describe('createKeyedLimiter', () => {
  it('allows max hits a window per key, then answers with the seconds to wait', () => {
    let now = 0;
    const limiter = createKeyedLimiter({ max: 2, windowMs: 60_000, clock: () => new Date(now) });
    limiter.hit('a');
    limiter.hit('a');
    limiter.hit('b');
    now = 15_000;
    expect(() => limiter.hit('a')).toThrowError(RateLimitedError);
    try {
      limiter.hit('a');
    } catch (error) {
      expect((error as RateLimitedError).retryAfterSeconds).toBe(45);
    }
    now = 60_000;
    expect(() => limiter.hit('a')).not.toThrow();
  });
});
