import type { ClientExport } from '@sextant/contracts/client-data';
import { queryOptions } from '@tanstack/react-query';
import { api, getFile } from '@/shared/http/api';
import { isHttpError } from '@/shared/http/client';

/** While an export is building, its state is asked for every 2 seconds. */
export const EXPORT_POLL_MS = 2000;

/** The latest export's state, or null when there is none (or it expired: 404). */
export async function getExport(): Promise<ClientExport | null> {
  try {
    return await api.GET('/client/export');
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return null;
    throw error;
  }
}

/** Starts building the export (or answers the one already building). */
export const startExport = () => api.POST('/client/export');

/** The finished export: a ZIP of JSON and CSV files. */
export const getExportFile = () => getFile('/client/export/file');

export const exportQuery = () =>
  queryOptions({
    queryKey: ['client', 'export'],
    queryFn: getExport,
    // Asked again every 2 s while it builds; never otherwise.
    refetchInterval: (query) => (query.state.data?.status === 'building' ? EXPORT_POLL_MS : false),
    staleTime: 0,
  });
