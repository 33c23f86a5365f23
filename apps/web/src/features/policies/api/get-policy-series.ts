import type { PeriodRange } from '@sextant/contracts/rules/money';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** A policy's values and cumulative net paid in over a period (the ranges SPEC's graph call does not have). */
export const getPolicySeries = (id: string, range: PeriodRange) =>
  api.GET('/policy/{id}/series', { params: { path: { id }, query: { range } } });

export const policySeriesQuery = (id: string, range: PeriodRange) =>
  queryOptions({
    queryKey: ['policy-money', id, 'series', range],
    queryFn: () => getPolicySeries(id, range),
    placeholderData: keepPreviousData,
  });
