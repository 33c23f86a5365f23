import { describe, expect, it } from 'vitest';
import { checkPassword, hashPassword, newPasswordProblems } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id at the DESIGN.md cost and verifies', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await checkPassword(stored, 'correct horse battery')).toBe(true);
    expect(await checkPassword(stored, 'wrong horse battery')).toBe(false);
  });

  it('answers false for a missing hash, after the same work', async () => {
    expect(await checkPassword(null, 'anything')).toBe(false);
  });

  it('refuses common passwords whatever their case, and accepts an uncommon one', async () => {
    expect(await newPasswordProblems('1234567890')).toHaveLength(1);
    expect(await newPasswordProblems('Password123')).toHaveLength(1);
    expect(await newPasswordProblems('velvet-harbour-compass-42')).toEqual([]);
  });
});
