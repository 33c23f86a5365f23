import type { PeriodRange } from '@sextant/contracts/rules/money';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** Growth, flows and returns of all the client's policies over a period, one block per currency. */
export const getPortfolioPerformance = (range: PeriodRange) =>
  api.GET('/portfolio/performance', { params: { query: { range } } });

/** While another period loads, the figures shown stay (placeholder), marked busy, instead of blinking. */
export const portfolioPerformanceQuery = (range: PeriodRange) =>
  queryOptions({
    queryKey: ['portfolio', 'performance', range],
    queryFn: () => getPortfolioPerformance(range),
    placeholderData: keepPreviousData,
  });
