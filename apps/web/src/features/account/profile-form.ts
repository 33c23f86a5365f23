import type { ChangedFields } from '@sextant/contracts/client';
import {
  isUkCountryName,
  isUkPostcode,
  PROFILE_FIELD_RULES,
  PROFILE_FIELDS,
  PROFILE_MESSAGES,
  type ProfileField,
  profileFieldProblem,
  UK_COUNTRY_ID,
} from '@sextant/contracts/rules/profile';
import type { User } from './store';

/**
 * The account update form: its values, what changed, and the problems the server would find. The field
 * rules themselves live in @sextant/contracts/rules/profile, which the server's schemas use too.
 */

export const PROFILE_TEXTS = {
  nothingChanged: 'You have not changed anything yet.',
  failed: 'Your changes could not be sent. Please try again.',
  sent: 'Your changes have been sent to your adviser for approval.',
} as const;

export type ProfileValues = Record<ProfileField, string>;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

/** The profile as the form's values (absent values are blank). */
export function profileValues(user: User): ProfileValues {
  const { telephone, address } = user;
  return {
    title: user.title ?? '',
    first_name: user.givenName,
    surname: user.familyName,
    'telephone.home_number': telephone.home_number ?? '',
    'telephone.work_number': telephone.work_number ?? '',
    'telephone.mobile_number': telephone.mobile_number ?? '',
    'address.line_1': address.firstLine ?? '',
    'address.line_2': address.secondLine ?? '',
    'address.line_3': address.thirdLine ?? '',
    'address.town': address.town ?? '',
    'address.county': address.county ?? '',
    'address.postcode': address.postCode ?? '',
    'address.country': address.country ?? '',
  };
}

/** The fields whose trimmed value differs from the profile's. */
export function changedNames(initial: ProfileValues, current: ProfileValues): ProfileField[] {
  return PROFILE_FIELDS.filter((field) => current[field].trim() !== initial[field].trim());
}

/**
 * `changedFields` for the profile update (PUT /client): only the changed fields, trimmed, grouped as the server names
 * them; a cleared optional field is sent as null. Null when nothing changed.
 */
export function changedFields(initial: ProfileValues, current: ProfileValues): ChangedFields | null {
  const names = changedNames(initial, current);
  if (names.length === 0) return null;
  const result: Record<string, unknown> = {};
  for (const field of names) {
    const text = current[field].trim();
    const value = text === '' && !PROFILE_FIELD_RULES[field].required ? null : text;
    const [group, key] = field.split('.') as [string, string | undefined];
    if (key === undefined) {
      result[group] = value;
    } else {
      const inner = (result[group] as Record<string, unknown> | undefined) ?? {};
      inner[key] = value;
      result[group] = inner;
    }
  }
  return result as ChangedFields;
}

/** The server's UK test: the country typed when it changed, else the stored country id or name. */
export function isUnitedKingdom(
  values: ProfileValues,
  initial: ProfileValues,
  storedCountryId: number | null,
): boolean {
  const country = values['address.country'].trim();
  if (country !== initial['address.country'].trim()) return isUkCountryName(country);
  if (storedCountryId !== null) return storedCountryId === UK_COUNTRY_ID;
  return isUkCountryName(country);
}

/**
 * The problems of the changed fields (unchanged ones are not sent, so not checked), as the server
 * would find them: lengths, names, phone numbers (7+ digits), and a UK postcode when the address is in
 * the United Kingdom and the postcode or the country changed.
 */
export function validateProfile(
  initial: ProfileValues,
  values: ProfileValues,
  storedCountryId: number | null = null,
): ProfileErrors {
  const errors: ProfileErrors = {};
  const changed = changedNames(initial, values);
  for (const field of changed) {
    const problem = profileFieldProblem(field, values[field]);
    if (problem) errors[field] = problem;
  }
  const touchesPostcode = changed.includes('address.postcode') || changed.includes('address.country');
  if (
    touchesPostcode &&
    !errors['address.postcode'] &&
    !errors['address.country'] &&
    isUnitedKingdom(values, initial, storedCountryId)
  ) {
    const postcode = values['address.postcode'].trim();
    if (!isUkPostcode(postcode)) errors['address.postcode'] = PROFILE_MESSAGES.ukPostcode;
  }
  return errors;
}

/**
 * The server's 422 field errors (`changedFields.address.postcode`) by form field; what names no field
 * of the form comes back under `general`.
 */
export function serverErrors(fieldErrors: Record<string, string[]>): {
  fields: ProfileErrors;
  general: string[];
} {
  const fields: ProfileErrors = {};
  const general: string[] = [];
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const name = key.replace(/^changedFields\.?/, '');
    if ((PROFILE_FIELDS as readonly string[]).includes(name)) {
      fields[name as ProfileField] = messages.join(' ');
    } else {
      general.push(...messages);
    }
  }
  return { fields, general };
}
