import { getAnalytics, type AnalyticsQuery } from '@raahi/contract/analytics';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call, callFile, saveFile } from '../../../../lib/api-client.ts';

type Filters = Omit<AnalyticsQuery, 'format'>;

export function useAnalytics(filters: Filters) {
  return useQuery({
    queryKey: ['admin', 'analytics', filters],
    queryFn: ({ signal }) => call(getAnalytics, { query: filters, signal }),
    // a new range keeps the last figures on screen (dimmed) until its own arrive
    placeholderData: keepPreviousData,
  });
}

/** Downloads the figures shown as a CSV file. */
export function useAnalyticsDownload() {
  return useMutation({
    mutationFn: async (filters: Filters) => saveFile(await callFile(getAnalytics, { query: { ...filters, format: 'csv' } })),
  });
}
