import { ownedHotels } from '@raahi/contract/hotel-admin';
import { useSave } from '../../api/use-save.ts';
import { call } from '../../../../lib/api-client.ts';
import { adminHotelsKey } from './get-admin-hotels.ts';

export const deleteHotel = (id: string) => call(ownedHotels.remove, { params: { id } });

export const useDeleteHotel = () => useSave(deleteHotel, [adminHotelsKey]);
