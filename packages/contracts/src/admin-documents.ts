import { z } from 'zod';
import { Uuid } from './common';
import { CLIENT_DOCUMENT_MAX_BYTES, DocumentCategory, DocumentRequirement } from './documents';

/**
 * `POST /v1/admin/clients/{id}/documents` (multipart): the PDF in `file`. `replaces` names the document this
 * one corrects: the new file becomes the next version and any acknowledgement or signature is asked again.
 */
export const AdminDocumentUpload = z.object({
  file: z
    .custom<Uint8Array>((value) => value instanceof Uint8Array, { message: 'Choose a PDF file.' })
    .meta({ type: 'string', format: 'binary', description: 'The PDF, at most 20 MB.' }),
  category: DocumentCategory,
  title: z
    .string()
    .trim()
    .min(1, { message: 'Enter a title.', abort: true })
    .max(200, { message: 'Keep the title to 200 characters or fewer.' }),
  requires: DocumentRequirement.default('none'),
  policy_id: z.preprocess((v) => (v === '' ? undefined : v), Uuid.optional()),
  replaces: z.preprocess((v) => (v === '' ? undefined : v), Uuid.optional()),
  review_id: z.preprocess((v) => (v === '' ? undefined : v), Uuid.optional()),
});
export { CLIENT_DOCUMENT_MAX_BYTES };

export const DocumentEventKind = z.enum([
  'published',
  'notified',
  'opened',
  'downloaded',
  'acknowledged',
  'signed',
  'withdrawn',
  'superseded',
  'staff_opened',
]);

export const AdminClientDocument = z
  .object({
    uuid: Uuid,
    series: Uuid,
    version: z.number().int().positive(),
    title: z.string(),
    category: DocumentCategory,
    requires: DocumentRequirement,
    policy: z.object({ uuid: Uuid, reference: z.string() }).nullable(),
    review: Uuid.nullable(),
    filename: z.string(),
    size: z.number().int().nonnegative(),
    sha256: z.string(),
    published_at: z.iso.datetime(),
    published_by: z.string().nullable(),
    /** `current`, `superseded` by a later version, or `withdrawn`. */
    state: z.enum(['current', 'superseded', 'withdrawn']),
    first_opened_at: z.iso.datetime().nullable(),
    completed_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'AdminClientDocument' });
export type AdminClientDocument = z.infer<typeof AdminClientDocument>;

export const AdminClientDocumentList = z
  .object({ items: z.array(AdminClientDocument) })
  .meta({ id: 'AdminClientDocumentList' });
export type AdminClientDocumentList = z.infer<typeof AdminClientDocumentList>;

export const DocumentEvidenceEvent = z.object({
  kind: DocumentEventKind,
  at: z.iso.datetime(),
  actor: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  sha256: z.string().nullable(),
  signed_name: z.string().nullable(),
});

/** `GET /v1/admin/documents/{id}/evidence`: the milestones, then every event in order. */
export const DocumentEvidence = z
  .object({
    document: AdminClientDocument,
    client: z.object({ uuid: Uuid, name: z.string(), email: z.string() }),
    published_at: z.iso.datetime(),
    notified_at: z.iso.datetime().nullable(),
    first_opened_at: z.iso.datetime().nullable(),
    downloaded_at: z.iso.datetime().nullable(),
    acknowledged_at: z.iso.datetime().nullable(),
    signed_at: z.iso.datetime().nullable(),
    /** A certificate exists once the document is acknowledged or signed. */
    certificate_available: z.boolean(),
    events: z.array(DocumentEvidenceEvent),
  })
  .meta({ id: 'DocumentEvidence' });
export type DocumentEvidence = z.infer<typeof DocumentEvidence>;
