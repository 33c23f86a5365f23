import { describe, expect, it } from 'vitest';
import { ChangedFields } from '../client';
import {
  isUkCountryName,
  isUkPostcode,
  PROFILE_FIELD_RULES,
  PROFILE_FIELDS,
  type ProfileField,
  profileFieldProblem,
} from './profile';

/** The schema's first message for one field sent alone, as the account screen sends it (blank clears: null). */
function schemaProblem(field: ProfileField, value: string): string | undefined {
  const [group, key] = field.split('.') as [string, string | undefined];
  const text = value.trim();
  const sent = text === '' && !PROFILE_FIELD_RULES[field].required ? null : text;
  const result = ChangedFields.safeParse(
    key === undefined ? { [group]: sent } : { [group]: { [key]: sent } },
  );
  return result.error?.issues[0]?.message;
}

const samples = [
  '',
  'Ann-Marie',
  "D'Arcy",
  'Zoë',
  'Dr.',
  '3rd',
  'A'.repeat(21),
  'A'.repeat(61),
  'x'.repeat(101),
  'Flat 2, 10 High St.',
  'tab\there',
  '07700 900123',
  '+44 (0)1392 496000',
  '123456',
  '1 2 3 4 5 6 7',
  '0770x900123',
  '1'.repeat(21),
  'EX3 0HF',
  '-12',
];

describe('the profile rules', () => {
  it('are the schema’s: each field finds the problem the server finds, with its text', () => {
    for (const field of PROFILE_FIELDS) {
      for (const value of samples)
        expect(profileFieldProblem(field, value), `${field} = ${JSON.stringify(value)}`).toBe(
          schemaProblem(field, value),
        );
    }
  });

  it('know the United Kingdom by its names and its postcodes', () => {
    for (const name of ['United Kingdom', 'uk', 'U.K.', 'Great Britain', 'GB', 'England', 'Northern Ireland'])
      expect(isUkCountryName(name), name).toBe(true);
    for (const name of ['France', 'Ireland', 'United States', 'UK.', ' UK'])
      expect(isUkCountryName(name), name).toBe(false);
    for (const code of ['EX3 0HF', 'ex30hf', 'GIR 0AA', 'SW1A 1AA', 'M1 1AE'])
      expect(isUkPostcode(code), code).toBe(true);
    for (const code of ['75001', 'EX3', 'EX3 0H', 'EX3  0HF']) expect(isUkPostcode(code), code).toBe(false);
  });
});
