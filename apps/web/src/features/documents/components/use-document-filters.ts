import type { DocumentCategory } from '@sextant/contracts/documents';
import { DOCUMENT_CATEGORIES } from '@sextant/contracts/rules/documents';
import { useSearchParams } from 'react-router';
import type { DocumentFilters } from '@/features/documents/api/get-documents';

export type DocumentFilterName = keyof DocumentFilters;

const isCategory = (value: string | null): value is DocumentCategory =>
  (DOCUMENT_CATEGORIES as readonly string[]).includes(value ?? '');

/** The filters in the address (`?category=…&year=…&status=action`), so the action centre can link to them. */
export function filtersOf(params: URLSearchParams): DocumentFilters {
  const category = params.get('category');
  const year = Number(params.get('year'));
  const status = params.get('status');
  return {
    category: isCategory(category) ? category : undefined,
    year: Number.isInteger(year) && year >= 1900 && year <= 2100 ? year : undefined,
    status: status === 'action' || status === 'unread' ? status : undefined,
  };
}

/** The documents' filters as the address has them; a change replaces the entry rather than adding one. */
export function useDocumentFilters() {
  const [params, setParams] = useSearchParams();
  const setFilter = (name: DocumentFilterName, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const clearFilters = () => setParams({}, { replace: true });
  return { filters: filtersOf(params), setFilter, clearFilters };
}
