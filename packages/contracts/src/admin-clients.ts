import { z } from 'zod';
import { tablePage, tableQuery } from './admin';
import { Email } from './auth';
import {
  Address,
  clearable,
  PersonName,
  PostcodeLine,
  ProfileLine,
  ProfileTitle,
  Telephone,
  TelephoneChanges,
} from './client';
import { IsoDate, Uuid } from './common';
import { Money } from './money';

/**
 * Where a client stands: `invited` (no password set yet, whether or not an invite went out),
 * `active` (can sign in), `inactive` (deactivated by the firm: no sign-in, no invite).
 */
export const ClientStatus = z.enum(['invited', 'active', 'inactive']);
export type ClientStatus = z.infer<typeof ClientStatus>;

export const CLIENT_SORTS = [
  'name',
  'email',
  'created_at',
  'status',
  'value',
  'next_review',
  'adviser',
] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];

/**
 * What may be waiting on the firm for a client (the back office's My work counts clients by these):
 * a review check-in answered and the review still open; a document to sign published more than 7 days ago
 * and not signed; an open review past its date; an open review due in the next 30 days with no check-in yet;
 * an active client who, in the last complete quarter, neither looked at a valuation nor opened a statement
 * (the access ledger's `needs_statement`: send them one another way); an open vulnerability record whose
 * review date is past or within 30 days.
 */
export const CLIENT_WAITING = [
  'checkin_answered',
  'signature',
  'review_overdue',
  'review_due',
  'needs_statement',
  'vulnerability_review',
] as const;
export const ClientWaiting = z.enum(CLIENT_WAITING);
export type ClientWaiting = z.infer<typeof ClientWaiting>;

/**
 * Only the clients whose named adviser is the signed-in staff member, or one they cover for today (holiday
 * cover).
 */
export const AdviserFilter = z.enum(['me']);

/**
 * A flag the client list shows and filters by: VIP; locked out (too many wrong passwords or codes); an open
 * vulnerability record; anything waiting (any of `CLIENT_WAITING`).
 */
export const CLIENT_FLAGS = ['vip', 'locked', 'vulnerable', 'waiting'] as const;
export const ClientFlag = z.enum(CLIENT_FLAGS);
export type ClientFlag = z.infer<typeof ClientFlag>;

/**
 * `GET /v1/admin/clients`: search by name or email, one status, adviser (`me`: the caller's own and those
 * of anyone they cover for today; `none`: no adviser; or a staff member's id), flag and waiting item; sorted
 * and paged.
 */
export const AdminClientsQuery = tableQuery(CLIENT_SORTS, 'name').extend({
  status: ClientStatus.optional(),
  adviser: z
    .string()
    .regex(/^(me|none|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i, {
      message: 'Adviser must be me, none or a staff member’s id.',
    })
    .optional(),
  flag: ClientFlag.optional(),
  waiting: ClientWaiting.optional(),
});
export type AdminClientsQuery = z.input<typeof AdminClientsQuery>;

/** A staff member named on a row: their id and full name. */
export const StaffName = z.object({ uuid: Uuid, name: z.string() });

export const AdminClientRow = z
  .object({
    uuid: Uuid,
    first_name: z.string(),
    surname: z.string(),
    email: z.string(),
    status: ClientStatus,
    vip: z.boolean(),
    created_at: z.iso.datetime(),
    /**
     * The sum of the latest valuation of each of the client's policies valued in GBP (no exchange rates
     * are held, so other currencies are left out); null when no policy has a GBP valuation.
     */
    value_under_advice: Money.nullable(),
    next_review_date: IsoDate.nullable(),
    /** The named adviser, and who covers for them today (holiday cover), if anyone. */
    adviser: StaffName.extend({ covered_by: StaffName.nullable() }).nullable(),
    locked: z.boolean(),
    /** An open vulnerability record (FG21/1). */
    vulnerable: z.boolean(),
    /** What waits on the firm for this client, in `CLIENT_WAITING`'s order. */
    waiting: z.array(ClientWaiting),
  })
  .meta({ id: 'AdminClientRow' });
export type AdminClientRow = z.infer<typeof AdminClientRow>;

export const AdminClientList = tablePage(AdminClientRow).meta({ id: 'AdminClientList' });
export type AdminClientList = z.infer<typeof AdminClientList>;

/** One client as the firm sees them: the SPEC §3 profile with the account's state. */
export const AdminClient = z
  .object({
    uuid: Uuid,
    title: z.string().nullable(),
    first_name: z.string(),
    surname: z.string(),
    email: z.string(),
    telephone: Telephone,
    address: Address,
    vip: z.boolean(),
    status: ClientStatus,
    mfa_configured: z.boolean(),
    /** Too many wrong passwords or codes: the client unlocks with their authenticator or a reset. */
    locked: z.boolean(),
    last_sign_in: z.iso.datetime().nullable(),
    /** When the latest invite was sent (null: never). */
    invite_sent_at: z.iso.datetime().nullable(),
    policy_count: z.number().int().min(0),
    pending_amendment: z.boolean(),
    pending_amendment_id: Uuid.nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'AdminClient' });
export type AdminClient = z.infer<typeof AdminClient>;

const profileFields = {
  title: ProfileTitle,
  first_name: PersonName('first_name'),
  surname: PersonName('surname'),
  email: Email,
  telephone: TelephoneChanges,
  address: z
    .strictObject({
      line_1: clearable(ProfileLine('address.line_1')),
      line_2: clearable(ProfileLine('address.line_2')),
      line_3: clearable(ProfileLine('address.line_3')),
      town: clearable(ProfileLine('address.town')),
      county: clearable(ProfileLine('address.county')),
      postcode: clearable(PostcodeLine),
      country: clearable(ProfileLine('address.country')),
      country_id: z.number().int().min(1).max(999).nullable().optional(),
    })
    .optional(),
};

/**
 * `POST /v1/admin/clients`: a new client of the firm, without a password. The email must not be in use
 * anywhere on the deployment (sign-in is by email alone). `send_invite` mails the invite at once.
 */
export const AdminClientCreate = z.strictObject({
  ...profileFields,
  vip: z.boolean().optional(),
  send_invite: z.boolean().optional(),
});
export type AdminClientCreate = z.input<typeof AdminClientCreate>;

/**
 * `PATCH /v1/admin/clients/{id}`: the fields to change (nullable ones clear with null or blank text).
 * The email can change only while the client has not set a password yet.
 */
export const AdminClientUpdate = z
  .strictObject({
    title: profileFields.title,
    first_name: profileFields.first_name.optional(),
    surname: profileFields.surname.optional(),
    email: Email.optional(),
    telephone: profileFields.telephone,
    address: profileFields.address,
  })
  .refine((fields) => Object.values(fields).some((value) => value !== undefined), {
    message: 'Change at least one field.',
    when: (payload) => payload.issues.length === 0,
  });
export type AdminClientUpdate = z.input<typeof AdminClientUpdate>;

/** `PUT /v1/admin/clients/{id}/vip`. */
export const AdminClientVip = z.object({ vip: z.boolean() });

export const AmendmentStatus = z.enum(['pending', 'approved', 'rejected']);
export type AmendmentStatus = z.infer<typeof AmendmentStatus>;

export const AMENDMENT_SORTS = ['created_at', 'name', 'email'] as const;
export type AmendmentSort = (typeof AMENDMENT_SORTS)[number];

/** `GET /v1/admin/amendments`: pending ones unless told otherwise, oldest first. */
export const AdminAmendmentsQuery = tableQuery(AMENDMENT_SORTS, 'created_at').extend({
  status: AmendmentStatus.default('pending'),
  adviser: AdviserFilter.optional(),
});

const FieldValue = z.union([z.string(), z.number(), z.null()]);

/** One changed field: its name as in GET /v1/client (`address.postcode`), the stored and the asked-for value. */
export const AmendmentChange = z.object({
  field: z.string(),
  label: z.string(),
  current: FieldValue,
  requested: FieldValue,
});
export type AmendmentChange = z.infer<typeof AmendmentChange>;

export const AdminAmendment = z
  .object({
    uuid: Uuid,
    status: AmendmentStatus,
    created_at: z.iso.datetime(),
    decided_at: z.iso.datetime().nullable(),
    decided_by: z.string().nullable(),
    client: z.object({ uuid: Uuid, first_name: z.string(), surname: z.string(), email: z.string() }),
    changes: z.array(AmendmentChange),
  })
  .meta({ id: 'AdminAmendment' });
export type AdminAmendment = z.infer<typeof AdminAmendment>;

export const AdminAmendmentList = tablePage(AdminAmendment).meta({ id: 'AdminAmendmentList' });
export type AdminAmendmentList = z.infer<typeof AdminAmendmentList>;

/** `POST /v1/admin/amendments/{id}/reject`: an optional reason, told to the client. */
export const AmendmentReject = z.object({
  reason: z.string().trim().max(500, { message: 'A reason can be at most 500 characters long.' }).optional(),
});
