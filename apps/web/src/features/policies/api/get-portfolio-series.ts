import type { PeriodRange } from '@sextant/contracts/rules/money';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** The daily sum of the client's policy values and the cumulative net paid in, per currency. */
export const getPortfolioSeries = (range: PeriodRange) =>
  api.GET('/portfolio/series', { params: { query: { range } } });

export const portfolioSeriesQuery = (range: PeriodRange) =>
  queryOptions({
    queryKey: ['portfolio', 'series', range],
    queryFn: () => getPortfolioSeries(range),
    placeholderData: keepPreviousData,
  });
