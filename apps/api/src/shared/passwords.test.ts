import { PASSWORD_MESSAGES } from '@sextant/contracts/rules/password';
import { describe, expect, it } from 'vitest';
import { checkPassword, DEMO_PASSWORD, hashPassword, newPasswordProblems } from './passwords';

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

  const context = { email: 'sam.taylor@example.com', names: ['Sam', 'Taylor'], firm: 'Harbour View Wealth' };
  const live = { demoData: false };

  it.each([
    ['Password1!', PASSWORD_MESSAGES.tooCommon],
    ['Summer2024!', PASSWORD_MESSAGES.tooCommon],
    ['P4ssw0rd2026', PASSWORD_MESSAGES.tooCommon],
    ['Password123', PASSWORD_MESSAGES.tooCommon],
    ['aaaaaaaaaa', PASSWORD_MESSAGES.repetitive],
    ['0123456789', PASSWORD_MESSAGES.repetitive],
    ['          ', PASSWORD_MESSAGES.repetitive],
    ['abcabcabcabc', PASSWORD_MESSAGES.repetitive],
    ['sextant123', PASSWORD_MESSAGES.personal],
    ['Harbour View Wealth', PASSWORD_MESSAGES.personal],
    ['sam.taylor@example.com', PASSWORD_MESSAGES.personal],
  ])('refuses %j, saying which rule', async (password, message) => {
    expect(await newPasswordProblems(password, context, live)).toEqual([message]);
  });

  it('accepts an uncommon passphrase, even one holding a first name', async () => {
    expect(await newPasswordProblems('velvet-harbour-compass-42', context, live)).toEqual([]);
    expect(await newPasswordProblems('sam likes quiet mornings by the sea', context, live)).toEqual([]);
  });

  it('refuses the README’s demo password, in any case or spacing, unless the server runs the demo', async () => {
    for (const password of [DEMO_PASSWORD, 'demo password 2', 'DEMOPASSWORD!!']) {
      expect(await newPasswordProblems(password, context, live), password).toEqual([
        PASSWORD_MESSAGES.published,
      ]);
      expect(await newPasswordProblems(password, context, { demoData: true }), password).toEqual([]);
    }
    expect(await newPasswordProblems('demo-passwords-are-fun', context, live)).toEqual([]);
  });
});
