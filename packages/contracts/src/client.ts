import { z } from 'zod';
import { Uuid } from './common';

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

/** Letters (any script), spaces, apostrophes, hyphens and full stops, starting with a letter. */
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}'’ .-]*$/u;
/** Digits, spaces, + ( ) and -, 7 to 20 characters. */
const PHONE_PATTERN = /^[0-9 +()-]{7,20}$/;
/** No control characters (line breaks included): PostgreSQL cannot store NUL and a line holds one line. */
const SINGLE_LINE = /^[^\p{Cc}]*$/u;
/** A postcode in any country: letters, digits, spaces and hyphens. */
const POSTCODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

/** Blank text clears an optional field: `''` and `'  '` arrive as null. */
const blankIsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
export const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankIsNull, schema.nullable()).optional();

export const Line = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: `Enter the ${label}.`, abort: true })
    .max(max, { message: `The ${label} can be at most ${max} characters long.`, abort: true })
    .regex(SINGLE_LINE, { message: `The ${label} contains characters that are not allowed.`, abort: true });

export const PersonName = (label: string) =>
  Line(label, 60).regex(NAME_PATTERN, {
    message: `The ${label} can hold letters, spaces, hyphens and apostrophes only.`,
  });

export const PhoneNumber = z
  .string()
  .trim()
  .regex(PHONE_PATTERN, { message: 'Enter 7 to 20 digits, spaces and + ( ) - only.', abort: true })
  .refine((value) => (value.match(/\d/g)?.length ?? 0) >= 7, {
    message: 'A phone number has at least 7 digits.',
  });

/** A person's title (Mr, Dr…): letters only; blank clears it. */
export const ProfileTitle = clearable(
  Line('title', 20).regex(NAME_PATTERN, { message: 'The title can hold letters only.' }),
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
export const PostcodeLine = Line('postcode', 10).regex(POSTCODE_PATTERN, {
  message: 'Enter a valid postcode.',
});

/** ISO 3166-1 numeric country code (826: United Kingdom). */
export const UK_COUNTRY_ID = 826;
/** A UK postcode, space optional, any case: `EX3 0HF`, `ex30hf`, `GIR 0AA`. */
export const UK_POSTCODE_PATTERN = /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i;
export const UK_POSTCODE_MESSAGE = 'Enter a valid UK postcode, like EX3 0HF.';

/**
 * PUT /v1/client `changedFields`: the editable profile fields (SPEC §3 server names), each optional,
 * at least one. Email is not editable here. Nullable fields are cleared with null or blank text. The
 * UK postcode rule (country "United Kingdom" or country_id 826, from the change or the stored
 * profile) is checked on the server, which also writes UK postcodes as `EX3 0HF`.
 */
export const ChangedFields = z
  .strictObject({
    title: ProfileTitle,
    first_name: PersonName('first name').optional(),
    surname: PersonName('surname').optional(),
    telephone: TelephoneChanges,
    address: z
      .strictObject({
        line_1: Line('first address line', 100).optional(),
        line_2: clearable(Line('second address line', 100)),
        line_3: clearable(Line('third address line', 100)),
        town: Line('town', 60).optional(),
        county: clearable(Line('county', 60)),
        postcode: clearable(PostcodeLine),
        country: Line('country', 60).optional(),
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
