/**
 * A client's profile rules (names, phone numbers, address lines, postcodes), for the schemas, the API's
 * UK postcode check and the account screen alike (no zod: see text.ts).
 */
import { hasNoControlCharacters, textMessages } from './text';

/** Letters (any script), spaces, apostrophes, hyphens and full stops, starting with a letter. */
export const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}'’ .-]*$/u;
/** Digits, spaces, + ( ) and -, 7 to 20 characters. */
export const PHONE_PATTERN = /^[0-9 +()-]{7,20}$/;
const PHONE_MIN_DIGITS = 7;
/** A postcode in any country: letters, digits, spaces and hyphens. */
export const POSTCODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
/** ISO 3166-1 numeric country code (826: United Kingdom). */
export const UK_COUNTRY_ID = 826;
/** A UK postcode, space optional, any case: `EX3 0HF`, `ex30hf`, `GIR 0AA`. */
export const UK_POSTCODE_PATTERN = /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i;
/** The names of the United Kingdom taken as one when a country is typed rather than chosen by code. */
const UK_NAMES = /^(united kingdom|uk|u\.k\.|great britain|gb|england|scotland|wales|northern ireland)$/i;

export const PROFILE_MESSAGES = {
  phone: 'Enter 7 to 20 digits, spaces and + ( ) - only.',
  phoneDigits: 'A phone number has at least 7 digits.',
  title: 'The title can hold letters only.',
  postcode: 'Enter a valid postcode.',
  ukPostcode: 'Enter a valid UK postcode, like EX3 0HF.',
} as const;

export const nameMessage = (label: string) =>
  `The ${label} can hold letters, spaces, hyphens and apostrophes only.`;

export const hasEnoughDigits = (phone: string) => (phone.match(/\d/g)?.length ?? 0) >= PHONE_MIN_DIGITS;
export const isUkPostcode = (postcode: string) => UK_POSTCODE_PATTERN.test(postcode);
export const isUkCountryName = (country: string) => UK_NAMES.test(country);

export interface ProfileFieldRule {
  /** As the messages name it: 'Enter the {label}.' */
  label: string;
  max: number;
  /** The client cannot clear it (the firm can). */
  required: boolean;
  kind: 'name' | 'title' | 'phone' | 'line' | 'postcode';
}

/** The editable profile fields, named as the server's paths under changedFields, in the form's order. */
export const PROFILE_FIELD_RULES = {
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
} as const satisfies Record<string, ProfileFieldRule>;
export type ProfileField = keyof typeof PROFILE_FIELD_RULES;
export const PROFILE_FIELDS = Object.keys(PROFILE_FIELD_RULES) as ProfileField[];

/** What is wrong with a value typed into a profile field, or undefined; blank is fine where it clears the field. */
export function profileFieldProblem(field: ProfileField, raw: string): string | undefined {
  const rule: ProfileFieldRule = PROFILE_FIELD_RULES[field];
  const value = raw.trim();
  const messages = textMessages(rule.label, rule.max);
  if (value === '') return rule.required ? messages.required : undefined;
  if (rule.kind === 'phone') {
    if (!PHONE_PATTERN.test(value)) return PROFILE_MESSAGES.phone;
    if (!hasEnoughDigits(value)) return PROFILE_MESSAGES.phoneDigits;
    return undefined;
  }
  if (value.length > rule.max) return messages.tooLong;
  if (!hasNoControlCharacters(value)) return messages.notAllowed;
  if (rule.kind === 'name' && !NAME_PATTERN.test(value)) return nameMessage(rule.label);
  if (rule.kind === 'title' && !NAME_PATTERN.test(value)) return PROFILE_MESSAGES.title;
  if (rule.kind === 'postcode' && !POSTCODE_PATTERN.test(value)) return PROFILE_MESSAGES.postcode;
  return undefined;
}
