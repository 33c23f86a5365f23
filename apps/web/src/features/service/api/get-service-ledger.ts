import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** The client's service ledger: each review year's ongoing adviser fee against the service they received. */
export const serviceLedgerQuery = () =>
  queryOptions({ queryKey: ['service-ledger'], queryFn: () => api.GET('/service'), staleTime: 60 * 1000 });
