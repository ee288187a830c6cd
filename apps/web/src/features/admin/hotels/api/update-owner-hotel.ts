import { updateHotelAsOwner, type HotelInput } from '@raahi/contract/hotel-admin';
import { useSave } from '../../api/use-save.ts';
import { call } from '../../../../lib/api-client.ts';
import { myListingsKey } from '../../api/get-owned-listing.ts';

export const updateOwnerHotel = ({ hotelId, body }: { hotelId: string; body: HotelInput }) =>
  call(updateHotelAsOwner, { params: { id: hotelId }, body });

export const useUpdateOwnerHotel = () => useSave(updateOwnerHotel, [myListingsKey('hotel')]);
