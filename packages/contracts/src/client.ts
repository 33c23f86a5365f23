import { z } from 'zod';
import { Line, Uuid } from './common';
import {
  hasEnoughDigits,
  NAME_PATTERN,
  nameMessage,
  PHONE_PATTERN,
  POSTCODE_PATTERN,
  PROFILE_FIELD_RULES,
  PROFILE_MESSAGES,
  type ProfileField,
} from './rules/profile';

const Text = (max: number) => z.string().trim().max(max);
const Optional = (max: number) => Text(max).nullable();

export const Telephone = z.object({
  home_number: Optional(30),
  work_number: Optional(30),
  mobile_number: Optional(30),
});

export const Address = z.object({
  line_1: Optional(100),
  line_2: Optional(100),
  line_3: Optional(100),
  town: Optional(60),
  county: Optional(60),
  postcode: Optional(10),
  country: Optional(60),
  country_id: z.number().int().nullable(),
});

/** The signed-in client, with SPEC §3's server names. */
export const Client = z
  .object({
    uuid: Uuid,
    title: Optional(20),
    first_name: z.string(),
    surname: z.string(),
    email: z.string(),
    telephone: Telephone,
    address: Address,
    vip: z.boolean(),
    /** True while a change the client asked for waits for the firm. */
    pending_amendment: z.boolean(),
  })
  .meta({ id: 'Client' });
export type Client = z.infer<typeof Client>;

/** Blank text clears an optional field: `''` and `'  '` arrive as null. */
const blankIsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
export const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankIsNull, schema.nullable()).optional();

/** A profile field's line, with its label and length from the rule the account screen checks too. */
export const ProfileLine = (field: ProfileField) =>
  Line(PROFILE_FIELD_RULES[field].label, PROFILE_FIELD_RULES[field].max);

/** A client's or a staff member's name. */
export const PersonName = (field: 'first_name' | 'surname') =>
  ProfileLine(field).regex(NAME_PATTERN, { message: nameMessage(PROFILE_FIELD_RULES[field].label) });

export const PhoneNumber = z
  .string()
  .trim()
  .regex(PHONE_PATTERN, { message: PROFILE_MESSAGES.phone, abort: true })
  .refine(hasEnoughDigits, { message: PROFILE_MESSAGES.phoneDigits });

/** A person's title (Mr, Dr…): letters only; blank clears it. */
export const ProfileTitle = clearable(
  ProfileLine('title').regex(NAME_PATTERN, { message: PROFILE_MESSAGES.title }),
);

/** The phone numbers to change: each optional, blank or null clears it. */
export const TelephoneChanges = z
  .strictObject({
    home_number: clearable(PhoneNumber),
    work_number: clearable(PhoneNumber),
    mobile_number: clearable(PhoneNumber),
  })
  .optional();

/** A postcode in any country (the UK rule is the server's). */
export const PostcodeLine = ProfileLine('address.postcode').regex(POSTCODE_PATTERN, {
  message: PROFILE_MESSAGES.postcode,
});

/**
 * PUT /v1/client `changedFields`: the editable profile fields (SPEC §3 server names), each optional,
 * at least one. Email is not editable here. Nullable fields are cleared with null or blank text. The
 * UK postcode rule (country "United Kingdom" or country_id 826, from the change or the stored
 * profile) is checked on the server, which also writes UK postcodes as `EX3 0HF`.
 */
export const ChangedFields = z
  .strictObject({
    title: ProfileTitle,
    first_name: PersonName('first_name').optional(),
    surname: PersonName('surname').optional(),
    telephone: TelephoneChanges,
    address: z
      .strictObject({
        line_1: ProfileLine('address.line_1').optional(),
        line_2: clearable(ProfileLine('address.line_2')),
        line_3: clearable(ProfileLine('address.line_3')),
        town: ProfileLine('address.town').optional(),
        county: clearable(ProfileLine('address.county')),
        postcode: clearable(PostcodeLine),
        country: ProfileLine('address.country').optional(),
        country_id: z.number().int().min(1).max(999).optional(),
      })
      .optional(),
  })
  .refine(
    (fields) =>
      Object.values(fields).some(
        (value) =>
          value !== undefined &&
          (value === null ||
            typeof value !== 'object' ||
            Object.values(value).some((inner) => inner !== undefined)),
      ),
    // Only when every field passed: an unknown field is reported as that, not as "nothing changed".
    { message: 'Change at least one field.', when: (payload) => payload.issues.length === 0 },
  );
export type ChangedFields = z.output<typeof ChangedFields>;

export const ClientUpdateRequest = z.object({ changedFields: ChangedFields });
