import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/http/api';

/** The firm's review segments, the default first: the firm page lists them, a client's service picks one. */
export const segmentsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'segments'] as const,
    queryFn: () => api.GET('/admin/segments'),
    staleTime: 60 * 1000,
  });

export const useSegments = () => useQuery(segmentsQuery());

/** "Every 6 months", "Every year", "Every 18 months". */
export const intervalWords = (months: number) =>
  months === 12
    ? 'Every year'
    : months === 1
      ? 'Every month'
      : months % 12 === 0
        ? `Every ${months / 12} years`
        : `Every ${months} months`;

/** A segment as a picker names it: "Complex planning (every 6 months)". */
export const segmentLabel = (segment: { name: string; interval_months: number }) =>
  `${segment.name} (${intervalWords(segment.interval_months).toLowerCase()})`;
