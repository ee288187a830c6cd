import { updateHotelAsAdmin, type HotelInput } from '@raahi/contract/hotels';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminHotelKey } from './get-admin-hotel.ts';
import { adminHotelsKey } from './get-admin-hotels.ts';

export const updateHotel = ({ id, body }: { id: string; body: HotelInput }) => call(updateHotelAsAdmin, { params: { hotelId: id }, body });

export function useUpdateHotel() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateHotel,
    onSuccess: (hotel) => {
      qc.setQueryData(adminHotelKey(hotel._id), hotel);
      void qc.invalidateQueries({ queryKey: adminHotelsKey });
    },
  });
}
