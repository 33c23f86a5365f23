import { describe, expect, it } from 'vitest';
import { Email } from '../auth';
import { EMAIL_MESSAGES, isEmail } from './email';

const good = ['a@b.c', 'alex.morgan@harbourvale.co.uk', 'x+y@z.io'];
const bad = ['', 'a', 'a@b', 'a@b.', '@b.c', 'a b@c.d', 'a@b .c', 'a@@b.c', ' a@b.c'];

describe('the email rule', () => {
  it('the email pattern: text, @, text, ., text, no spaces', () => {
    for (const address of good) expect(isEmail(address), address).toBe(true);
    for (const address of bad) expect(isEmail(address), address).toBe(false);
  });

  it('says SPEC §5’s texts word for word', () => {
    expect(EMAIL_MESSAGES.login).toBe('Please enter a valid email address');
    expect(EMAIL_MESSAGES.invalid).toBe('Invalid email address');
  });

  it('is the schema’s rule: the server takes what the screens take, and answers with the reset text', () => {
    for (const address of good) expect(Email.safeParse(address).success, address).toBe(true);
    // The schema trims first, so a leading space is the screens' problem only.
    for (const address of bad.filter((text) => text.trim() === text)) {
      const result = Email.safeParse(address);
      expect(result.error?.issues[0]?.message, address).toBe(EMAIL_MESSAGES.invalid);
    }
  });
});
