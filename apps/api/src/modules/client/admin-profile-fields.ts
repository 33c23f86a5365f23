import {
  isUkCountryName,
  isUkPostcode,
  PROFILE_MESSAGES,
  UK_COUNTRY_ID,
} from '@sextant/contracts/rules/profile';
import { unprocessable } from '@/shared/errors';
import type { UserChanges, UserRow } from './admin-repository';
import { formatUkPostcode } from './service';

/** The profile fields by their names in GET /v1/client, with their column and a label for people. */
export const PROFILE_FIELDS = {
  title: ['title', 'Title'],
  first_name: ['firstName', 'First name'],
  surname: ['surname', 'Surname'],
  'telephone.home_number': ['telephoneHome', 'Home phone'],
  'telephone.work_number': ['telephoneWork', 'Work phone'],
  'telephone.mobile_number': ['telephoneMobile', 'Mobile phone'],
  'address.line_1': ['addressLine1', 'Address line 1'],
  'address.line_2': ['addressLine2', 'Address line 2'],
  'address.line_3': ['addressLine3', 'Address line 3'],
  'address.town': ['town', 'Town'],
  'address.county': ['county', 'County'],
  'address.postcode': ['postcode', 'Postcode'],
  'address.country': ['country', 'Country'],
  'address.country_id': ['countryId', 'Country code'],
} as const satisfies Record<string, readonly [keyof UserRow, string]>;
export type ProfileField = keyof typeof PROFILE_FIELDS;
const isProfileField = (name: string): name is ProfileField => Object.hasOwn(PROFILE_FIELDS, name);

/** `{ address: { town: 'X' } }` → `[['address.town', 'X']]`: known profile fields only, sent ones only. */
export function flatten(fields: Record<string, unknown>): [ProfileField, string | number | null][] {
  return Object.entries(fields).flatMap(([key, value]) => {
    const pairs: [string, unknown][] =
      value !== null && typeof value === 'object'
        ? Object.entries(value).map(([inner, v]) => [`${key}.${inner}`, v])
        : [[key, value]];
    return pairs.filter(
      (pair): pair is [ProfileField, string | number | null] =>
        isProfileField(pair[0]) &&
        (pair[1] === null || typeof pair[1] === 'string' || typeof pair[1] === 'number'),
    );
  });
}

export function columnsOf(fields: Record<string, unknown>): UserChanges {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of flatten(fields)) changes[PROFILE_FIELDS[field][0]] = value;
  return changes as UserChanges;
}

/** A UK address (by country code or name) needs a UK postcode when it has one, written like `EX3 0HF`. */
export function checkUkPostcode(changes: UserChanges, stored: Partial<UserRow>): UserChanges {
  const merged = { ...stored, ...changes };
  const uk =
    merged.countryId != null
      ? merged.countryId === UK_COUNTRY_ID
      : isUkCountryName(merged.country?.trim() ?? '');
  const touched = 'postcode' in changes || 'country' in changes || 'countryId' in changes;
  if (!uk || !touched || !merged.postcode) return changes;
  if (!isUkPostcode(merged.postcode.trim()))
    throw unprocessable({ 'address.postcode': [PROFILE_MESSAGES.ukPostcode] });
  return 'postcode' in changes ? { ...changes, postcode: formatUkPostcode(merged.postcode) } : changes;
}

export const fieldValue = (user: UserRow, field: ProfileField) => {
  const value = user[PROFILE_FIELDS[field][0]];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
};
