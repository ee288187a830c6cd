import type { NightPrices } from '@raahi/contract/rooms';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** The lowest price of each night of a month (YYYY-MM) at a hotel, for the date picker. */
export function useNightPrices(id: string, month: string) {
  return useQuery({
    queryKey: ['hotel-night-prices', id, month],
    queryFn: async ({ signal }): Promise<NightPrices> =>
      call((await import('@raahi/contract/rooms')).listNightPrices, { params: { id }, query: { month }, signal }),
    staleTime: 60_000,
  });
}
