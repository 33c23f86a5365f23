import type { Firm } from '@sextant/contracts/firm';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../http/client';

/** GET /v1/firm: the firm record (SPEC §3). Shared: the firm store loads it, the Information tab shows it. */
export const getFirm = () => http.get<Firm>('/firm');

export const firmQuery = () => queryOptions({ queryKey: ['firm'], queryFn: getFirm });
