import type { AdminProviderList } from '@sextant/contracts/admin-providers';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../shared/http/client';

export interface ProviderOption {
  uuid: string;
  name: string;
}

/** Every provider of the firm, by name, for the panel editor (GET /v1/admin/providers, page by page). */
export async function getProviderOptions(): Promise<ProviderOption[]> {
  const options: ProviderOption[] = [];
  for (let page = 1; page <= 50; page++) {
    const list = await http.get<AdminProviderList>(
      `/admin/providers?sort=name&order=asc&per_page=100&page=${page}`,
    );
    options.push(...list.items.map(({ uuid, name }) => ({ uuid, name })));
    if (options.length >= list.total || list.items.length === 0) break;
  }
  return options;
}

export const providerOptionsQuery = () =>
  queryOptions({ queryKey: ['admin', 'providers', 'options'], queryFn: getProviderOptions });
