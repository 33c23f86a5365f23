import { describe, expect, it } from 'vitest';
import { nestBracketNames } from './form-body';

describe('nestBracketNames', () => {
  it('nests bracket names and keeps plain ones', () => {
    const body = nestBracketNames(
      new URLSearchParams(
        'LoginForm[username]=a%40b.co&LoginForm[password]=p&unlock=true&OtpForm[otp]=123456',
      ),
    );
    expect(JSON.parse(JSON.stringify(body))).toEqual({
      LoginForm: { username: 'a@b.co', password: 'p' },
      unlock: 'true',
      OtpForm: { otp: '123456' },
    });
  });
  it('drops prototype-polluting names', () => {
    const body = nestBracketNames([
      ['__proto__[admin]', 'yes'],
      ['a[constructor][prototype][x]', '1'],
    ]);
    expect(Object.keys(body)).toEqual([]);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});
