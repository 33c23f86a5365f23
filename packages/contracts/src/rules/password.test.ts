import { describe, expect, it } from 'vitest';
import { ChangePasswordRequest, NewPassword } from '../auth';
import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH, passwordProblems } from './password';

const issues = (result: { error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  result.error?.issues.map(({ message, path }) => ({ message, path: path.join('.') }));

describe('the new-password rule', () => {
  it('new passwords: 10 characters at least, then the confirmation must match', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(10);
    expect(passwordProblems('123456789', '123456789')).toEqual({ password: PASSWORD_MESSAGES.tooShort });
    expect(passwordProblems('1234567890', '1234567891')).toEqual({
      repeatPassword: PASSWORD_MESSAGES.doNotMatch,
    });
    expect(passwordProblems('1234567890', '1234567890')).toEqual({});
  });

  it('says SPEC §5’s texts word for word', () => {
    expect(PASSWORD_MESSAGES.tooShort).toBe('Password must be at least 10 characters long.');
    expect(PASSWORD_MESSAGES.doNotMatch).toBe('Your passwords do not match.');
  });

  it('is the schema’s rule: the server refuses what the screens refuse, with the same texts', () => {
    expect(NewPassword.safeParse('123456789').error?.issues[0]?.message).toBe(PASSWORD_MESSAGES.tooShort);
    expect(NewPassword.safeParse('1234567890').success).toBe(true);
    const change = (password: string, repeat: string) =>
      ChangePasswordRequest.safeParse({
        LoginForm: { current_password: 'old-password', password, repeat_password: repeat },
      });
    expect(issues(change('1234567890', '1234567891'))).toEqual([
      { message: PASSWORD_MESSAGES.doNotMatch, path: 'LoginForm.repeat_password' },
    ]);
    expect(change('1234567890', '1234567890').success).toBe(true);
  });
});
