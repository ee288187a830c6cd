import { getAnalytics, type AnalyticsQuery } from '@raahi/contract/analytics';
import { fillPath } from '@raahi/contract/endpoint';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';

type Filters = Omit<AnalyticsQuery, 'format'>;

export function useAnalytics(filters: Filters) {
  return useQuery({
    queryKey: ['admin', 'analytics', filters],
    queryFn: ({ signal }) => call(getAnalytics, { query: filters, signal }),
    // a new range keeps the last figures on screen (dimmed) until its own arrive
    placeholderData: keepPreviousData,
  });
}

/** The address of the same figures as a CSV download. */
export function analyticsCsvUrl(filters: Filters): string {
  const q = new URLSearchParams({ format: 'csv' });
  for (const [k, v] of Object.entries(filters)) if (v) q.set(k, String(v));
  return `${fillPath(getAnalytics.path, {})}?${q}`;
}
