import { addHotel, type HotelInput } from '@raahi/contract/hotel-admin';
import { call } from '../../../../lib/api-client.ts';
import { myListingsKey } from '../../api/get-owned-listing.ts';
import { useSave } from '../../api/use-save.ts';

/** An owner's new hotel: it waits for an administrator's review. */
export const addOwnHotel = (body: HotelInput) => call(addHotel, { body });

export const useAddOwnHotel = () => useSave(addOwnHotel, [myListingsKey('hotel')]);
