import { getHotel as getHotelCall } from '@raahi/contract/hotels';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export function getHotel(id: string, signal?: AbortSignal) {
  return call(getHotelCall, { params: { id }, signal });
}

export function useHotel(id: string | undefined) {
  return useQuery({ queryKey: ['hotel', id], queryFn: ({ signal }) => getHotel(id!, signal), enabled: !!id });
}
