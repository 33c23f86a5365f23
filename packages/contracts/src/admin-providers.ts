import { z } from 'zod';
import { tablePage, tableQuery } from './admin';
import { Uuid } from './common';
import { LOGO_MESSAGES } from './rules/logo';
import { isOneLine, isPlainText } from './rules/text';

const ProviderName = z
  .string()
  .trim()
  .min(1, { message: 'Enter the provider’s name.', abort: true })
  .max(120, { message: 'A name can be at most 120 characters long.', abort: true })
  .refine(isOneLine, {
    message: 'The name contains characters that are not allowed.',
  });

const ProviderDescription = z
  .string()
  .trim()
  .max(5000, { message: 'A description can be at most 5,000 characters long.', abort: true })
  .refine(isPlainText, {
    message: 'The description contains characters that are not allowed.',
  });

const isWebUrl = (text: string) => {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
  } catch {
    return false;
  }
};

/** The provider's web site: an http or https address; empty or null removes it. */
const ProviderWebsite = z
  .string()
  .trim()
  .max(500, { message: 'An address can be at most 500 characters long.', abort: true })
  .refine((text) => text === '' || isWebUrl(text), {
    message: 'Enter a web address starting with https:// or http://.',
  })
  .nullable();

/**
 * The logo: an https address, or an uploaded image as a `data:image/png|jpeg|webp;base64,…` URL of at
 * most 200 KB (rules/logo.ts; the server checks the bytes are that kind of image). Empty or null removes it.
 * The length bounds the base64 text before it is decoded.
 */
const ProviderLogo = z
  .string()
  .trim()
  .max(300_000, { message: LOGO_MESSAGES.tooLarge, abort: true })
  .nullable();

/** POST /v1/admin/providers. */
export const AdminProviderCreate = z.object({
  name: ProviderName,
  description: ProviderDescription.default(''),
  website: ProviderWebsite.optional(),
  logo: ProviderLogo.optional(),
});
export type AdminProviderCreate = z.input<typeof AdminProviderCreate>;

/** PATCH /v1/admin/providers/{id}: only the fields sent change. */
export const AdminProviderUpdate = z.object({
  name: ProviderName.optional(),
  description: ProviderDescription.optional(),
  website: ProviderWebsite.optional(),
  logo: ProviderLogo.optional(),
});
export type AdminProviderUpdate = z.input<typeof AdminProviderUpdate>;

export const AdminProvider = z
  .object({
    uuid: Uuid,
    name: z.string(),
    description: z.string(),
    website: z.string().nullable(),
    logo: z.string().nullable(),
    /** Policies held with the provider, across the firm's clients. */
    policy_count: z.number().int().min(0),
    /** Due-diligence panels the provider is on. */
    panel_count: z.number().int().min(0),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AdminProvider' });
export type AdminProvider = z.infer<typeof AdminProvider>;

export const ADMIN_PROVIDER_SORTS = ['name', 'created_at'] as const;
export type AdminProviderSort = (typeof ADMIN_PROVIDER_SORTS)[number];
/** GET /v1/admin/providers: search by name. */
export const AdminProviderQuery = tableQuery(ADMIN_PROVIDER_SORTS, 'name');

export const AdminProviderList = tablePage(AdminProvider).meta({ id: 'AdminProviderList' });
export type AdminProviderList = z.infer<typeof AdminProviderList>;
