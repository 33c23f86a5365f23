import type { ClientDocument } from '@sextant/contracts/documents';
import { notFound } from '@/shared/errors';
import type * as repo from './repository';

export type ClientDocumentRow = NonNullable<Awaited<ReturnType<typeof repo.findClientDocument>>>;

const iso = (value: Date | null) => (value ? value.toISOString() : null);
export const gone = () => notFound('The document');

export function toClientDocument(row: ClientDocumentRow): ClientDocument {
  const action = row.requires === 'none' || row.completedAt ? null : row.requires;
  return {
    uuid: row.id,
    title: row.title,
    category: row.category,
    version: row.version,
    requires: row.requires,
    policy: row.policyId
      ? {
          uuid: row.policyId,
          reference: row.policyReference ?? '',
          product_type: row.policyProductType ?? '',
        }
      : null,
    published_at: row.publishedAt.toISOString(),
    filename: row.filename,
    size: row.size,
    sha256: row.sha256,
    unread: row.openedAt === null,
    action,
    opened_at: iso(row.openedAt),
    completed_at: iso(row.completedAt),
  };
}
