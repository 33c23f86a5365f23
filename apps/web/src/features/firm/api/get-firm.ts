import type { Firm } from '@sextant/contracts/firm';
import { http } from '../../../shared/http/client';

/** GET /v1/firm: the firm record (SPEC §3). */
export const getFirm = () => http.get<Firm>('/firm');
