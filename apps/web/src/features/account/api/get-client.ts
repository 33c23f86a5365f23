import type { Client } from '@sextant/contracts/client';
import { http } from '../../../shared/http/client';

/** GET /v1/client: the signed-in client's profile, with the server's names. */
export const getClient = () => http.get<Client>('/client');
