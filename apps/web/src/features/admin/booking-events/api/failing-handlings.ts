import { listFailingHandlings, retryHandling } from '@raahi/contract/booking-events';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callList } from '../../../../lib/api-client.ts';

const key = ['admin', 'failing-handlings'] as const;

export const useFailingHandlings = (query: { page: number; limit: number }) =>
  useQuery({
    queryKey: [...key, query],
    queryFn: ({ signal }) => callList(listFailingHandlings, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** Runs one failing handler of one event again; the list is read again after it. */
export function useRetryHandling() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { eventId: string; handler: string }) => call(retryHandling, { params: v }),
    onSettled: () => qc.invalidateQueries({ queryKey: key }),
  });
}
