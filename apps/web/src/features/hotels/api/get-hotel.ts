import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export async function getHotel(id: string, signal?: AbortSignal) {
  return call((await import('@raahi/contract/hotels')).liveHotel.get, { params: { id }, signal });
}

/** One hotel (the detail and booking pages, and their server loaders). */
export const hotelQuery = (id: string) => queryOptions({ queryKey: ['hotel', id], queryFn: ({ signal }) => getHotel(id, signal) });

export function useHotel(id: string | undefined) {
  return useQuery({ ...hotelQuery(id ?? ''), enabled: !!id });
}
