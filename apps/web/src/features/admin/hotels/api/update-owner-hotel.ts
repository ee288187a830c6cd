import type { Hotel, HotelInput } from '@raahi/contract/hotels';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { ownerHotelKey } from './get-owner-hotel.ts';

export const updateOwnerHotel = ({ hotelId, body }: { hotelId: string; body: HotelInput }) =>
  api<Hotel>(`/api/hotel/${encodeURIComponent(hotelId)}`, { method: 'PUT', body });

export function useUpdateOwnerHotel() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateOwnerHotel,
    onSuccess: (hotel) => {
      if (hotel.ownerId) qc.setQueryData(ownerHotelKey(hotel.ownerId), hotel);
    },
  });
}
