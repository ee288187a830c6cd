import { createHotel as createHotelCall, type HotelInput } from '@raahi/contract/hotels';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminHotelsKey } from './get-admin-hotels.ts';

export const createHotel = (body: HotelInput) => call(createHotelCall, { body });

export function useCreateHotel() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createHotel, onSuccess: () => qc.invalidateQueries({ queryKey: adminHotelsKey }) });
}
