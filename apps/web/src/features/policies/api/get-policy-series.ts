import type { PeriodRange } from '@sextant/contracts/rules/money';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** A policy's value each day and what was put in by then, over a period: the growth figures' own computation. */
export const getPolicySeries = (id: string, range: PeriodRange) =>
  api.GET('/policy/{id}/series', { params: { path: { id }, query: { range } } });

export const policySeriesQuery = (id: string, range: PeriodRange) =>
  queryOptions({
    queryKey: ['policy-money', id, 'series', range],
    queryFn: () => getPolicySeries(id, range),
  });
