import type { ClientDocument, DocumentCategory } from '@sextant/contracts/documents';
import { DOCUMENT_CATEGORIES, DOCUMENT_CATEGORY_LABELS } from '@sextant/contracts/rules/documents';

export interface DocumentYear {
  year: number;
  documents: ClientDocument[];
}

export interface DocumentGroup {
  category: DocumentCategory;
  label: string;
  years: DocumentYear[];
  /** Documents of the group not opened yet. */
  unread: number;
}

/** The calendar year a document was published in (UTC, as the server's year filter counts it). */
export const yearOf = (document: Pick<ClientDocument, 'published_at'>) =>
  Number(document.published_at.slice(0, 4));

/**
 * The documents by category (in the vault's order: statements first), then by year (newest first), each
 * year's documents in the order given (newest first). Categories without documents are left out.
 */
export function groupDocuments(documents: readonly ClientDocument[]): DocumentGroup[] {
  const byCategory = new Map<DocumentCategory, Map<number, ClientDocument[]>>();
  for (const document of documents) {
    const years = byCategory.get(document.category) ?? new Map<number, ClientDocument[]>();
    byCategory.set(document.category, years);
    const year = yearOf(document);
    years.set(year, [...(years.get(year) ?? []), document]);
  }
  return DOCUMENT_CATEGORIES.flatMap((category) => {
    const years = byCategory.get(category);
    if (!years) return [];
    const sorted = [...years].sort(([a], [b]) => b - a).map(([year, list]) => ({ year, documents: list }));
    const unread = sorted.reduce(
      (count, { documents: list }) => count + list.filter((d) => d.unread).length,
      0,
    );
    return [{ category, label: DOCUMENT_CATEGORY_LABELS[category], years: sorted, unread }];
  });
}

/** The loaded documents, in order, each once (a page may repeat one after a new one arrived). */
export function documentsOf(pages: readonly { documents: ClientDocument[] }[] | undefined): ClientDocument[] {
  const seen = new Set<string>();
  return (pages ?? []).flatMap((page) =>
    page.documents.filter((document) => !seen.has(document.uuid) && seen.add(document.uuid)),
  );
}

/** A file's size as people read it: '820 bytes', '245 KB', '1.2 MB'. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** What the client has to do with a document, or has done, in a few words. */
export function documentState(
  document: Pick<ClientDocument, 'action' | 'requires' | 'completed_at'>,
): string | null {
  if (document.action === 'sign') return 'To sign';
  if (document.action === 'acknowledge') return 'To acknowledge';
  if (document.completed_at && document.requires === 'sign') return 'Signed';
  if (document.completed_at && document.requires === 'acknowledge') return 'Acknowledged';
  return null;
}
