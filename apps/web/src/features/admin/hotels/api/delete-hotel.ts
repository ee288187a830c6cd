import { deleteHotel as deleteHotelCall } from '@raahi/contract/hotels';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminHotelsKey } from './get-admin-hotels.ts';

export const deleteHotel = (id: string) => call(deleteHotelCall, { params: { id } });

export function useDeleteHotel() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteHotel, onSuccess: () => qc.invalidateQueries({ queryKey: adminHotelsKey }) });
}
