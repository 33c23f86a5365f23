import {
  EMAIL_PATTERN as CONTRACT_EMAIL,
  PASSWORD_MIN_LENGTH as CONTRACT_MIN,
  MESSAGES,
} from '@sextant/contracts/auth';
import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, isEmail, PASSWORD_MIN_LENGTH, passwordProblems, TEXTS } from './texts';

describe('sign-in rules', () => {
  it('agree with the contract they restate', () => {
    expect(EMAIL_PATTERN.source).toBe(CONTRACT_EMAIL.source);
    expect(EMAIL_PATTERN.flags).toBe(CONTRACT_EMAIL.flags);
    expect(PASSWORD_MIN_LENGTH).toBe(CONTRACT_MIN);
    expect(TEXTS.passwordTooShort).toBe(MESSAGES.passwordTooShort);
    expect(TEXTS.passwordsDoNotMatch).toBe(MESSAGES.passwordsDoNotMatch);
    expect(TEXTS.invalidResetEmail).toBe(MESSAGES.invalidEmail);
  });

  it('the email pattern: text, @, text, ., text, no spaces', () => {
    for (const good of ['a@b.c', 'alex.morgan@harbourvale.co.uk', 'x+y@z.io'])
      expect(isEmail(good), good).toBe(true);
    for (const bad of ['', 'a', 'a@b', 'a@b.', '@b.c', 'a b@c.d', 'a@b .c', 'a@@b.c', ' a@b.c'])
      expect(isEmail(bad), bad).toBe(false);
  });

  it('new passwords: 10 characters at least, then the confirmation must match', () => {
    expect(passwordProblems('123456789', '123456789')).toEqual({ password: TEXTS.passwordTooShort });
    expect(passwordProblems('1234567890', '1234567891')).toEqual({
      repeatPassword: TEXTS.passwordsDoNotMatch,
    });
    expect(passwordProblems('1234567890', '1234567890')).toEqual({});
  });
});
