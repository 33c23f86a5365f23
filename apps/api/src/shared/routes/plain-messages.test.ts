import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { labelOf, plainMessage } from './plain-messages';

/** The messages a schema's failures read as, with plain messages as the fallback. */
const messagesOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value, { error: plainMessage }).error?.issues.map((issue) => issue.message);

describe('plain messages for a failed contract', () => {
  const Person = z
    .object({
      first_name: z.string().min(1).max(5),
      email: z.email(),
      kind: z.enum(['isa', 'pension']),
      amount_pence: z.number().int().min(0),
      policy_uuid: z.uuid(),
      on: z.iso.date(),
      tags: z.array(z.string()).min(1).max(2),
      agreed: z.boolean(),
    })
    .strict();

  it('says what to enter for each missing field', () => {
    expect(messagesOf(Person, {})).toEqual([
      'Enter the first name.',
      'Enter the email address.',
      'Choose the kind.',
      'Enter the amount pence.',
      'Enter the policy.',
      'Enter the on.',
      'Choose at least one tags.',
      'Say whether agreed applies.',
    ]);
  });

  it('says what is wrong with each field sent', () => {
    expect(
      messagesOf(Person, {
        first_name: 'Grace Hopper',
        email: 'grace',
        kind: 'bond',
        amount_pence: 1.5,
        policy_uuid: 'p-1',
        on: '2026-02-30',
        tags: ['a', 'b', 'c'],
        agreed: 'yes',
        extra: 1,
      }),
    ).toEqual([
      'First name can be at most 5 characters.',
      'Enter an email address like name@example.com.',
      'Kind must be one of: isa or pension.',
      'Amount pence must be a whole number.',
      'Policy does not name anything here.',
      'Enter the on as a date, like 2026-11-28.',
      'Tags can have at most 2 entries.',
      'Agreed must be true or false.',
      'This call does not take “extra”.',
    ]);
    expect(messagesOf(Person.pick({ amount_pence: true }), { amount_pence: -1 })).toEqual([
      'Amount pence must be 0 or more.',
    ]);
    expect(messagesOf(Person.pick({ first_name: true }), { first_name: '' })).toEqual([
      'Enter the first name.',
    ]);
  });

  it('keeps a contract’s own message', () => {
    const Own = z.object({ email: z.email({ message: 'Invalid email address' }) });
    expect(messagesOf(Own, { email: 'x' })).toEqual(['Invalid email address']);
  });

  it('asks for the details when the body is not an object at all', () => {
    expect(messagesOf(Person, 'text')).toEqual(['Send the details this call needs.']);
  });

  it('names fields in words', () => {
    expect(labelOf(['first_name'])).toBe('first name');
    expect(labelOf(['address', 'postcode'])).toBe('postcode');
    expect(labelOf(['staffId'])).toBe('staff');
    expect(labelOf(['files', 2])).toBe('files entry');
    expect(labelOf(['q'])).toBe('search text');
    expect(labelOf([])).toBe('request');
  });
});
