import { getHotelForAdmin } from '@raahi/contract/hotel-admin';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';

export const adminHotelKey = (id: string) => ['admin', 'hotel', id] as const;

export const getAdminHotel = (id: string) => call(getHotelForAdmin, { params: { hotelId: id } });

export function useAdminHotel(id: string, enabled = true) {
  return useQuery({ queryKey: adminHotelKey(id), queryFn: () => getAdminHotel(id), staleTime: 0, enabled });
}
