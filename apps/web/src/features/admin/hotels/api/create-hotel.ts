import { ownedHotels, type HotelInput } from '@raahi/contract/hotel-admin';
import { useSave } from '../../api/use-save.ts';
import { call } from '../../../../lib/api-client.ts';
import { adminHotelsKey } from './get-admin-hotels.ts';

export const createHotel = (body: HotelInput) => call(ownedHotels.create, { body });

export const useCreateHotel = () => useSave(createHotel, [adminHotelsKey]);
