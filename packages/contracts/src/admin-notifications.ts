import { z } from 'zod';
import { tablePage, tableQuery } from './admin';
import { Uuid } from './common';
import { NO_CONTROL_CHARACTERS, PLAIN_TEXT } from './rules/text';

/** Control characters other than line breaks and tabs are refused in plain text. */

/**
 * An in-app path the notification leads to: starts with `/tabs/`, no `//`, `\`, `..` segments, spaces or
 * scheme, so it can never send a client to another site.
 */
export const NOTIFICATION_LINK = /^(?!.*\/\/)(?!.*\/\.\.(?:[/?#]|$))\/tabs\/[A-Za-z0-9\-._~/?=&%#+]*$/;

export const NotificationAudience = z.discriminatedUnion('type', [
  z.object({ type: z.literal('client'), client_id: Uuid }),
  z.object({ type: z.literal('all') }),
]);
export type NotificationAudience = z.infer<typeof NotificationAudience>;

/** `POST /v1/admin/notifications`: plain text, to one client of the firm or to all of its active clients. */
export const SendNotificationRequest = z.object({
  title: z
    .string()
    .trim()
    .min(1, { message: 'Enter a title.' })
    .max(120, { message: 'At most 120 characters.' })
    .regex(NO_CONTROL_CHARACTERS, { message: 'Contains a character that is not allowed.' }),
  body: z
    .string()
    .trim()
    .min(1, { message: 'Enter a message.' })
    .max(2000, { message: 'At most 2,000 characters.' })
    .regex(PLAIN_TEXT, { message: 'Contains a character that is not allowed.' }),
  /** Optional in-app path, e.g. `/tabs/insights/view/<id>`; blank means none. */
  link: z
    .string()
    .trim()
    .max(500, { message: 'At most 500 characters.' })
    .refine((link) => link === '' || NOTIFICATION_LINK.test(link), {
      message: 'Use a path inside the app that starts with /tabs/.',
    })
    .nullable()
    .optional(),
  audience: NotificationAudience,
});
export type SendNotificationRequest = z.input<typeof SendNotificationRequest>;

export const NotificationSent = z
  .object({ sent: z.number().int().nonnegative() })
  .meta({ id: 'AdminNotificationSent' });
export type NotificationSent = z.infer<typeof NotificationSent>;

export const ADMIN_NOTIFICATION_SORTS = ['sent_at'] as const;

/** `GET /v1/admin/notifications`: what staff sent, newest first; `q` searches the title. */
export const AdminNotificationQuery = tableQuery(ADMIN_NOTIFICATION_SORTS, 'sent_at', 'desc');
export type AdminNotificationQuery = z.infer<typeof AdminNotificationQuery>;

/** One notification staff sent (read from the audit log's `admin.notification.send` rows). */
export const AdminSentNotification = z
  .object({
    id: z.number().int(),
    sent_at: z.iso.datetime(),
    title: z.string(),
    body: z.string(),
    link: z.string().nullable(),
    audience: z.object({
      type: z.enum(['client', 'all']),
      client_id: Uuid.nullable(),
      /** The client's name as it was when sent. */
      client_name: z.string().nullable(),
    }),
    /** Inboxes it reached. */
    sent: z.number().int().nonnegative(),
    /** The staff member who sent it (null when the account is gone). */
    sent_by: z.string().nullable(),
  })
  .meta({ id: 'AdminSentNotification' });
export type AdminSentNotification = z.infer<typeof AdminSentNotification>;

export const AdminSentNotificationPage = tablePage(AdminSentNotification).meta({
  id: 'AdminSentNotificationPage',
});
export type AdminSentNotificationPage = z.infer<typeof AdminSentNotificationPage>;

/** `GET /v1/admin/notifications/recipients?q=`: active clients of the firm for the picker. */
export const RecipientQuery = z.object({ q: z.string().trim().max(200).optional() });

export const NotificationRecipient = z
  .object({ uuid: Uuid, name: z.string(), email: z.string() })
  .meta({ id: 'AdminNotificationRecipient' });
export type NotificationRecipient = z.infer<typeof NotificationRecipient>;

/** At most this many recipients answer a search. */
export const RECIPIENT_LIMIT = 20;

export const NotificationRecipientList = z
  .object({ items: z.array(NotificationRecipient) })
  .meta({ id: 'AdminNotificationRecipientList' });
export type NotificationRecipientList = z.infer<typeof NotificationRecipientList>;
