import type { DocumentCategory, DocumentPage } from '@sextant/contracts/documents';
import { type InfiniteData, infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** `unread`: not opened yet; `action`: to acknowledge or sign ("To do"). */
export type DocumentStatus = 'unread' | 'action';

export interface DocumentFilters {
  category?: DocumentCategory | undefined;
  year?: number | undefined;
  status?: DocumentStatus | undefined;
}

/** One page of the client's documents, newest first (20 a page), with the filters given. */
export const getDocuments = (page: number, { category, year, status }: DocumentFilters) =>
  api.GET('/document', { params: { query: { page, category, year, status } } });

/** The page after this one, or undefined on the last. */
export const nextDocumentPage = ({ pagination }: DocumentPage): number | undefined =>
  pagination.currentPage < pagination.pageCount ? pagination.currentPage + 1 : undefined;

export const documentsKey = ['documents', 'list'] as const;

/** Every page loaded so far of one filtered list. */
export const documentPagesQuery = (filters: DocumentFilters) =>
  infiniteQueryOptions({
    queryKey: [...documentsKey, filters],
    queryFn: ({ pageParam }) => getDocuments(pageParam, filters),
    initialPageParam: 1,
    getNextPageParam: nextDocumentPage,
  });

export type DocumentPages = InfiniteData<DocumentPage>;
