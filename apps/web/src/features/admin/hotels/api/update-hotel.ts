import { updateHotelAsAdmin, type HotelInput } from '@raahi/contract/hotel-admin';
import { useSave } from '../../api/use-save.ts';
import { call } from '../../../../lib/api-client.ts';
import { adminHotelKey } from './get-admin-hotel.ts';
import { adminHotelsKey } from './get-admin-hotels.ts';

export const updateHotel = ({ id, body }: { id: string; body: HotelInput }) => call(updateHotelAsAdmin, { params: { hotelId: id }, body });

export const useUpdateHotel = () => useSave(updateHotel, [adminHotelsKey], (qc, hotel) => qc.setQueryData(adminHotelKey(hotel._id), hotel));
