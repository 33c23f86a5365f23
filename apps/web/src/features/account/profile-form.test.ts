import { ChangedFields as ContractChangedFields } from '@sextant/contracts/client';
import {
  PROFILE_FIELDS,
  PROFILE_MESSAGES,
  type ProfileField,
  UK_COUNTRY_ID,
  UK_POSTCODE_PATTERN,
} from '@sextant/contracts/rules/profile';
import { describe, expect, it } from 'vitest';
import {
  changedFields,
  type ProfileValues,
  profileValues,
  serverErrors,
  validateProfile,
} from './profile-form';
import { userFromClient } from './store';
import { demoClient } from './test/demo-client';

const initial = profileValues(userFromClient(demoClient()));
const edit = (changes: Partial<ProfileValues>): ProfileValues => ({ ...initial, ...changes });
const UK_POSTCODE_MESSAGE = PROFILE_MESSAGES.ukPostcode;
const check = (changes: Partial<ProfileValues>, countryId: number | null = 826) =>
  validateProfile(initial, edit(changes), countryId);

describe('changed fields', () => {
  it('sends only what changed, grouped as the server names it', () => {
    expect(changedFields(initial, initial)).toBeNull();
    expect(changedFields(initial, edit({ first_name: 'Alexander' }))).toEqual({ first_name: 'Alexander' });
    expect(
      changedFields(
        initial,
        edit({
          'telephone.home_number': '01392 496000',
          'address.postcode': 'EX3 0HF',
          'address.town': 'Topsham',
        }),
      ),
    ).toEqual({
      telephone: { home_number: '01392 496000' },
      address: { town: 'Topsham', postcode: 'EX3 0HF' },
    });
  });

  it('trims, ignores changes of spacing only, and sends a cleared optional field as null', () => {
    expect(changedFields(initial, edit({ first_name: '  Alex ', surname: 'Morgan  ' }))).toBeNull();
    expect(changedFields(initial, edit({ surname: ' Morgan-Hale ' }))).toEqual({ surname: 'Morgan-Hale' });
    expect(changedFields(initial, edit({ title: '', 'telephone.mobile_number': '  ' }))).toEqual({
      title: null,
      telephone: { mobile_number: null },
    });
  });

  it('sends a cleared required field as blank text (validation stops it first)', () => {
    expect(changedFields(initial, edit({ 'address.town': '' }))).toEqual({ address: { town: '' } });
  });

  it('fills the form from the profile, blanks for absent values', () => {
    expect(initial).toMatchObject({
      title: 'Mr',
      first_name: 'Alex',
      'telephone.home_number': '',
      'address.postcode': 'EX2 4AN',
      'address.country': 'United Kingdom',
    });
    expect(Object.keys(initial)).toEqual([...PROFILE_FIELDS]);
  });
});

describe('validation', () => {
  it('names: 1 to 60 characters of letters, spaces, hyphens and apostrophes', () => {
    expect(check({ first_name: '' })).toEqual({ first_name: 'Enter the first name.' });
    expect(check({ surname: 'x'.repeat(61) })).toEqual({
      surname: 'The surname can be at most 60 characters long.',
    });
    expect(check({ surname: 'x'.repeat(60) })).toEqual({});
    expect(check({ first_name: 'R2D2' })).toEqual({
      first_name: 'The first name can hold letters, spaces, hyphens and apostrophes only.',
    });
    expect(check({ first_name: 'Zoë', surname: "O'Brien-Núñez" })).toEqual({});
  });

  it('phones: digits, spaces and + ( ) - with 7 digits at least; blank clears', () => {
    expect(check({ 'telephone.home_number': '01392 496000' })).toEqual({});
    expect(check({ 'telephone.work_number': '+44 (0)1392 496000' })).toEqual({});
    expect(check({ 'telephone.work_number': '' })).toEqual({});
    expect(check({ 'telephone.home_number': '12345' })).toEqual({
      'telephone.home_number': 'Enter 7 to 20 digits, spaces and + ( ) - only.',
    });
    expect(check({ 'telephone.home_number': '123 456' })).toEqual({
      'telephone.home_number': 'A phone number has at least 7 digits.',
    });
    expect(check({ 'telephone.mobile_number': '0770x900123' })).toEqual({
      'telephone.mobile_number': 'Enter 7 to 20 digits, spaces and + ( ) - only.',
    });
  });

  it('a UK address needs a UK postcode when the postcode or the country changes', () => {
    expect(check({ 'address.postcode': 'ex3 0hf' })).toEqual({});
    expect(check({ 'address.postcode': 'EX30HF' })).toEqual({});
    expect(check({ 'address.postcode': '75001' })).toEqual({ 'address.postcode': UK_POSTCODE_MESSAGE });
    expect(check({ 'address.postcode': '' })).toEqual({ 'address.postcode': UK_POSTCODE_MESSAGE });
    // Another country: any postcode.
    expect(check({ 'address.country': 'France', 'address.postcode': '75001' })).toEqual({});
    expect(check({ 'address.country': 'France', 'address.postcode': '' })).toEqual({});
    // The country changes to the UK, the postcode stays invalid for it.
    const french = { ...initial, 'address.country': 'France', 'address.postcode': '75001' };
    expect(validateProfile(french, { ...french, 'address.country': 'England' }, 250)).toEqual({
      'address.postcode': UK_POSTCODE_MESSAGE,
    });
    // Neither changed: the stored postcode is not checked again.
    const odd = { ...initial, 'address.postcode': 'ODD' };
    expect(validateProfile(odd, { ...odd, first_name: 'Sam' }, 826)).toEqual({});
  });

  it('checks only the changed fields, and names every problem', () => {
    const broken = { ...initial, first_name: '' };
    expect(validateProfile(broken, { ...broken, surname: 'Hale' }, 826)).toEqual({});
    expect(check({ first_name: '', 'address.town': '', 'address.line_1': ' ' })).toEqual({
      first_name: 'Enter the first name.',
      'address.line_1': 'Enter the first address line.',
      'address.town': 'Enter the town.',
    });
  });

  it('agrees with the contract the server checks', () => {
    expect(UK_COUNTRY_ID).toBe(826);
    expect(UK_POSTCODE_MESSAGE).toBe('Enter a valid UK postcode, like EX3 0HF.');
    expect(UK_POSTCODE_PATTERN.source).toBe('^(GIR ?0AA|[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2})$');
    const samples: Array<[ProfileField, string]> = [
      ['first_name', ''],
      ['first_name', 'Ann-Marie'],
      ['first_name', 'A'.repeat(61)],
      ['first_name', '4lex'],
      ['surname', "D'Arcy"],
      ['title', 'Dr'],
      ['title', 'Dr.'],
      ['title', '3rd'],
      ['title', ''],
      ['telephone.home_number', '07700 900123'],
      ['telephone.home_number', '123456'],
      ['telephone.home_number', '1 2 3 4 5 6 7'],
      ['telephone.home_number', '+44 (0) 7700-900123 ext'],
      ['telephone.home_number', '1'.repeat(21)],
      ['address.line_1', ''],
      ['address.line_1', 'Flat 2, 10 High St.'],
      ['address.line_2', 'x'.repeat(101)],
      ['address.county', ''],
      ['address.postcode', 'EX3 0HF'],
      ['address.postcode', '-12'],
      ['address.country', ''],
    ];
    for (const [field, value] of samples) {
      // Another country, so the postcode's UK rule (checked on the server, not by the schema) stays out.
      const base = { ...initial, 'address.country': 'France' };
      const values = { ...base, [field]: value };
      const ours = Object.keys(validateProfile(base, values, 250)).length === 0;
      const theirs = ContractChangedFields.safeParse(changedFields(base, values)).success;
      expect(ours, `${field} = ${JSON.stringify(value)}`).toBe(theirs);
    }
  });
});

describe('server errors', () => {
  it('shows changedFields.address.postcode at its field; the rest in general', () => {
    expect(
      serverErrors({
        'changedFields.address.postcode': ['Enter a valid UK postcode, like EX3 0HF.'],
        'changedFields.first_name': ['One.', 'Two.'],
        changedFields: ['Change at least one field.'],
        'changedFields.email': ['Unrecognized key'],
      }),
    ).toEqual({
      fields: { 'address.postcode': 'Enter a valid UK postcode, like EX3 0HF.', first_name: 'One. Two.' },
      general: ['Change at least one field.', 'Unrecognized key'],
    });
  });
});
