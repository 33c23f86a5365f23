import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

export interface ProviderOption {
  uuid: string;
  name: string;
}

/** Every provider of the firm, by name, for the panel editor (the providers' table, page by page). */
export async function getProviderOptions(): Promise<ProviderOption[]> {
  const options: ProviderOption[] = [];
  for (let page = 1; page <= 50; page++) {
    const list = await api.GET('/admin/providers', {
      params: { query: { sort: 'name', order: 'asc', per_page: 100, page } },
    });
    options.push(...list.items.map(({ uuid, name }) => ({ uuid, name })));
    if (options.length >= list.total || list.items.length === 0) break;
  }
  return options;
}

export const providerOptionsQuery = () =>
  queryOptions({ queryKey: ['admin', 'providers', 'options'], queryFn: getProviderOptions });
