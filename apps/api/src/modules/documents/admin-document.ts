import type { AdminClientDocument } from '@sextant/contracts/admin-documents';
import { notFound } from '@/shared/errors';
import type * as repo from './admin-repository';

export const iso = (value: Date | null) => (value ? value.toISOString() : null);
export const fullName = (first: string | null, surname: string | null) =>
  [first, surname].filter(Boolean).join(' ') || null;
export const noDocument = () => notFound('The document');

export function toAdminDocument(row: repo.AdminDocumentRow): AdminClientDocument {
  return {
    uuid: row.id,
    series: row.seriesId,
    version: row.version,
    title: row.title,
    category: row.category,
    requires: row.requires,
    policy: row.policyId ? { uuid: row.policyId, reference: row.policyReference ?? '' } : null,
    review: row.reviewId,
    filename: row.filename,
    size: row.size,
    sha256: row.sha256,
    published_at: row.publishedAt.toISOString(),
    published_by: fullName(row.publisherFirstName, row.publisherSurname),
    state: row.withdrawnAt ? 'withdrawn' : row.supersededAt ? 'superseded' : 'current',
    first_opened_at: iso(row.firstOpenedAt),
    completed_at: iso(row.completedAt),
  };
}
