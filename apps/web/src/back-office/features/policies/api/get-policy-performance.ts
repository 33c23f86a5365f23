import type { PeriodRange } from '@sextant/contracts/rules/money';
import { queryOptions } from '@tanstack/react-query';
import { type ApiData, api } from '@/shared/http/api';
import { policyKey } from './get-policy';

export type PolicyPerformance = ApiData<'/admin/policies/{id}/performance', 'get'>;

/** A client's policy over a period, exactly as the client sees it (the same computation). */
export const getPolicyPerformance = (id: string, range: PeriodRange) =>
  api.GET('/admin/policies/{id}/performance', { params: { path: { id }, query: { range } } });

/** Under the policy's key: saving the policy, a transaction or an import refreshes them. */
export const policyPerformanceKey = (id: string) => [...policyKey(id), 'performance'] as const;
export const policyPerformanceQuery = (id: string, range: PeriodRange) =>
  queryOptions({
    queryKey: [...policyPerformanceKey(id), range],
    queryFn: () => getPolicyPerformance(id, range),
  });
