import type { Client } from '@sextant/contracts/client';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';

/** GET /v1/client: the signed-in client's profile, with the server's names. */
export const getClient = () => http.get<Client>('/client');

export const clientQuery = () => queryOptions({ queryKey: ['client'], queryFn: getClient });
