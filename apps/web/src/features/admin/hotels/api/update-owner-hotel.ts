import { updateHotelAsOwner, type HotelInput } from '@raahi/contract/hotels';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { ownerHotelKey } from '../../api/get-owned-listing.ts';

export const updateOwnerHotel = ({ hotelId, body }: { hotelId: string; body: HotelInput }) =>
  call(updateHotelAsOwner, { params: { hotelId }, body });

export function useUpdateOwnerHotel() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateOwnerHotel,
    onSuccess: (hotel) => {
      if (hotel.ownerId) qc.setQueryData(ownerHotelKey(hotel.ownerId), hotel);
    },
  });
}
