import { hash } from '@node-rs/argon2';
import { PASSWORD_MESSAGES } from '@sextant/contracts/rules/password';
import { describe, expect, it } from 'vitest';
import { argon2Options, checkPassword, DEMO_PASSWORD, hashPassword, newPasswordProblems } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id at the DESIGN.md cost, but in a test run, and verifies either', async () => {
    expect(argon2Options({})).toEqual({ algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(argon2Options({ VITEST: 'false' })).toBe(argon2Options({}));
    const real = await hash('correct horse battery', argon2Options({}));
    expect(real).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/);
    for (const made of [real, stored]) {
      expect(await checkPassword(made, 'correct horse battery')).toBe(true);
      expect(await checkPassword(made, 'wrong horse battery')).toBe(false);
    }
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
