import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** ISA subscriptions and pension contributions against the year's standard allowances (default: this year). */
export const getAllowances = (taxYear?: string) =>
  api.GET('/portfolio/allowances', { params: { query: { tax_year: taxYear } } });

export const allowancesQuery = (taxYear?: string) =>
  queryOptions({
    queryKey: ['portfolio', 'allowances', taxYear ?? 'current'],
    queryFn: () => getAllowances(taxYear),
  });
