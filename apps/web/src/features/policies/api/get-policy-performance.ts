import type { PeriodRange } from '@sextant/contracts/rules/money';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ApiData, api } from '@/shared/http/api';

export type PolicyPerformance = ApiData<'/policy/{id}/performance', 'get'>;

/** A policy's waterfall and returns over a period. */
export const getPolicyPerformance = (id: string, range: PeriodRange) =>
  api.GET('/policy/{id}/performance', { params: { path: { id }, query: { range } } });

/** While another period loads, the figures shown stay (placeholder), marked busy, instead of blinking. */
export const policyPerformanceQuery = (id: string, range: PeriodRange) =>
  queryOptions({
    queryKey: ['policy-money', id, 'performance', range],
    queryFn: () => getPolicyPerformance(id, range),
    placeholderData: keepPreviousData,
  });
