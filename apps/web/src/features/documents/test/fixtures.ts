import type { ClientDocument, DocumentPage } from '@sextant/contracts/documents';

export const docId = (n: number) => `d0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A client's document as GET /document answers it: read, nothing to do, unless told otherwise. */
export function clientDocument(n: number, fields: Partial<ClientDocument> = {}): ClientDocument {
  return {
    uuid: docId(n),
    title: `Document ${n}`,
    category: 'letter',
    version: 1,
    requires: 'none',
    policy: null,
    published_at: '2026-03-02T09:00:00.000Z',
    filename: `document-${n}.pdf`,
    size: 250_000,
    sha256: 'a'.repeat(64),
    unread: false,
    action: null,
    opened_at: '2026-03-03T10:00:00.000Z',
    completed_at: null,
    ...fields,
  };
}

/** One page of documents, 20 a page, with the counts and years across every page. */
export function documentPage(
  documents: ClientDocument[],
  { page = 1, total = documents.length, counts = { unread: 0, action: 0 }, years = [2026] } = {},
): DocumentPage {
  return {
    documents,
    pagination: {
      totalCount: total,
      defaultPageSize: 20,
      pageCount: Math.ceil(total / 20),
      currentPage: page,
    },
    counts,
    years,
  };
}
