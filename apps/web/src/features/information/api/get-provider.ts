import type { Provider } from '@sextant/contracts/providers';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';

/** GET /v1/provider/{id}/view: one of the firm's providers. */
export const getProvider = (id: string) => http.get<Provider>(`/provider/${encodeURIComponent(id)}/view`);

export const providerQuery = (id: string) =>
  queryOptions({ queryKey: ['provider', id], queryFn: () => getProvider(id) });
