import { describe, expect, it } from 'vitest';
import { DEFAULT_SESSION_RULES, sessionPolicy } from './policy';

const start = new Date('2026-11-21T09:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);
const MINUTE = 60_000;

describe('sessionPolicy', () => {
  const policy = sessionPolicy();

  it('applies the default rules unless given others', () => {
    expect(policy.rules).toBe(DEFAULT_SESSION_RULES);
  });

  it('ends a session the absolute time after it began', () => {
    expect(policy.endOf(start)).toEqual(at(12 * 60 * MINUTE));
    expect(policy.earliestLiveStart(at(12 * 60 * MINUTE))).toEqual(start);
  });

  it('keeps a session used within the idle time, and ends it one millisecond after', () => {
    const verified = { createdAt: start, lastSeenAt: start, mfaVerified: true };
    expect(policy.isActive(verified, at(30 * MINUTE))).toBe(true);
    expect(policy.isActive(verified, at(30 * MINUTE + 1))).toBe(false);
    expect(policy.isActive({ ...verified, lastSeenAt: at(20 * MINUTE) }, at(45 * MINUTE))).toBe(true);
  });

  it('gives a session waiting for its second factor ten minutes from its start, however used', () => {
    const pending = { createdAt: start, lastSeenAt: at(9 * MINUTE), mfaVerified: false };
    expect(policy.isActive(pending, at(10 * MINUTE))).toBe(true);
    expect(policy.isActive(pending, at(10 * MINUTE + 1))).toBe(false);
    expect(policy.isActive({ ...pending, mfaVerified: true }, at(10 * MINUTE + 1))).toBe(true);
  });

  it('trusts a device for thirty days from its second factor', () => {
    expect(policy.trustedUntil(start)).toEqual(at(30 * 24 * 60 * MINUTE));
  });

  it('reads every rule from the rules it is given', () => {
    const strict = sessionPolicy({
      idleMs: 5 * MINUTE,
      absoluteMs: 60 * MINUTE,
      mfaPendingMs: 2 * MINUTE,
      deviceTrustMs: 24 * 60 * MINUTE,
    });
    const verified = { createdAt: start, lastSeenAt: start, mfaVerified: true };
    expect(strict.endOf(start)).toEqual(at(60 * MINUTE));
    expect(strict.earliestLiveStart(at(60 * MINUTE))).toEqual(start);
    expect(strict.isActive(verified, at(5 * MINUTE + 1))).toBe(false);
    expect(strict.isActive({ ...verified, mfaVerified: false }, at(2 * MINUTE + 1))).toBe(false);
    expect(strict.trustedUntil(start)).toEqual(at(24 * 60 * MINUTE));
  });
});
