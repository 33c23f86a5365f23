import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** The firm record (SPEC §3). Shared: the firm store loads it, the Information tab shows it. */
export const getFirm = () => api.GET('/firm');

export const firmQuery = () => queryOptions({ queryKey: ['firm'], queryFn: getFirm });
