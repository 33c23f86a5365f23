import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** Charges taken from the client's policies in a tax year (default: the last complete one). */
export const getCosts = (taxYear?: string) =>
  api.GET('/portfolio/costs', { params: { query: { tax_year: taxYear } } });

export const costsQuery = (taxYear?: string) =>
  queryOptions({ queryKey: ['portfolio', 'costs', taxYear ?? 'last'], queryFn: () => getCosts(taxYear) });
