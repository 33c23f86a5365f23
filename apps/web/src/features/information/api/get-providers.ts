import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';

/** A provider (SPEC §3: uuid; the other fields are the provider screens' business). */
export interface Provider {
  uuid: string;
}

/** GET /v1/provider: the providers, cached for the session (SPEC §3). */
export const getProviders = () => http.get<Provider[]>('/provider');

export const providersQuery = () =>
  queryOptions({ queryKey: ['providers'], queryFn: getProviders, staleTime: Number.POSITIVE_INFINITY });
