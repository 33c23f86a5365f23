import type { ChangedFields } from '@sextant/contracts/client';
import type { User } from './store';

/**
 * The update form's rules. They restate the contract's (packages/contracts/src/client.ts) so the
 * browser bundle carries no zod; profile-form.test.ts checks that both agree.
 */

/** Letters (any script), spaces, apostrophes, hyphens and full stops, starting with a letter. */
export const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}'’ .-]*$/u;
/** Digits, spaces, + ( ) and -, 7 to 20 characters. */
export const PHONE_PATTERN = /^[0-9 +()-]{7,20}$/;
const SINGLE_LINE = /^[^\p{Cc}]*$/u;
export const POSTCODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
export const UK_COUNTRY_ID = 826;
export const UK_POSTCODE_PATTERN = /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i;
export const UK_POSTCODE_MESSAGE = 'Enter a valid UK postcode, like EX3 0HF.';
/** The names of the United Kingdom the server accepts as one (modules/client/service.ts). */
const UK_NAMES = /^(united kingdom|uk|u\.k\.|great britain|gb|england|scotland|wales|northern ireland)$/i;

export const PROFILE_TEXTS = {
  phone: 'Enter 7 to 20 digits, spaces and + ( ) - only.',
  phoneDigits: 'A phone number has at least 7 digits.',
  title: 'The title can hold letters only.',
  postcode: 'Enter a valid postcode.',
  nothingChanged: 'You have not changed anything yet.',
  failed: 'Your changes could not be sent. Please try again.',
  sent: 'Your changes have been sent to your adviser for approval.',
} as const;

/** The form's fields, named as the server's paths under changedFields. */
export const PROFILE_FIELDS = [
  'title',
  'first_name',
  'surname',
  'telephone.home_number',
  'telephone.work_number',
  'telephone.mobile_number',
  'address.line_1',
  'address.line_2',
  'address.line_3',
  'address.town',
  'address.county',
  'address.postcode',
  'address.country',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = Record<ProfileField, string>;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

interface Rule {
  /** As the server's messages say it: 'Enter the {label}.' */
  label: string;
  max: number;
  /** Cannot be cleared. */
  required: boolean;
  kind: 'name' | 'title' | 'phone' | 'line' | 'postcode';
}

const RULES: Record<ProfileField, Rule> = {
  title: { label: 'title', max: 20, required: false, kind: 'title' },
  first_name: { label: 'first name', max: 60, required: true, kind: 'name' },
  surname: { label: 'surname', max: 60, required: true, kind: 'name' },
  'telephone.home_number': { label: 'home telephone', max: 20, required: false, kind: 'phone' },
  'telephone.work_number': { label: 'work telephone', max: 20, required: false, kind: 'phone' },
  'telephone.mobile_number': { label: 'mobile telephone', max: 20, required: false, kind: 'phone' },
  'address.line_1': { label: 'first address line', max: 100, required: true, kind: 'line' },
  'address.line_2': { label: 'second address line', max: 100, required: false, kind: 'line' },
  'address.line_3': { label: 'third address line', max: 100, required: false, kind: 'line' },
  'address.town': { label: 'town', max: 60, required: true, kind: 'line' },
  'address.county': { label: 'county', max: 60, required: false, kind: 'line' },
  'address.postcode': { label: 'postcode', max: 10, required: false, kind: 'postcode' },
  'address.country': { label: 'country', max: 60, required: true, kind: 'line' },
};

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
 * `changedFields` for PUT /v1/client: only the changed fields, trimmed, grouped as the server names
 * them; a cleared optional field is sent as null. Null when nothing changed.
 */
export function changedFields(initial: ProfileValues, current: ProfileValues): ChangedFields | null {
  const names = changedNames(initial, current);
  if (names.length === 0) return null;
  const result: Record<string, unknown> = {};
  for (const field of names) {
    const text = current[field].trim();
    const value = text === '' && !RULES[field].required ? null : text;
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

function problemOf(field: ProfileField, raw: string): string | undefined {
  const rule = RULES[field];
  const value = raw.trim();
  if (value === '') return rule.required ? `Enter the ${rule.label}.` : undefined;
  if (rule.kind === 'phone') {
    if (!PHONE_PATTERN.test(value)) return PROFILE_TEXTS.phone;
    if ((value.match(/\d/g)?.length ?? 0) < 7) return PROFILE_TEXTS.phoneDigits;
    return undefined;
  }
  if (value.length > rule.max) return `The ${rule.label} can be at most ${rule.max} characters long.`;
  if (!SINGLE_LINE.test(value)) return `The ${rule.label} contains characters that are not allowed.`;
  if (rule.kind === 'name' && !NAME_PATTERN.test(value))
    return `The ${rule.label} can hold letters, spaces, hyphens and apostrophes only.`;
  if (rule.kind === 'title' && !NAME_PATTERN.test(value)) return PROFILE_TEXTS.title;
  if (rule.kind === 'postcode' && !POSTCODE_PATTERN.test(value)) return PROFILE_TEXTS.postcode;
  return undefined;
}

/** The server's UK test: the country typed when it changed, else the stored country id or name. */
export function isUnitedKingdom(
  values: ProfileValues,
  initial: ProfileValues,
  storedCountryId: number | null,
): boolean {
  const country = values['address.country'].trim();
  if (country !== initial['address.country'].trim()) return UK_NAMES.test(country);
  if (storedCountryId !== null) return storedCountryId === UK_COUNTRY_ID;
  return UK_NAMES.test(country);
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
    const problem = problemOf(field, values[field]);
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
    if (!UK_POSTCODE_PATTERN.test(postcode)) errors['address.postcode'] = UK_POSTCODE_MESSAGE;
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
