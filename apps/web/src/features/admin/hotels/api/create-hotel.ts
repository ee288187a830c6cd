import type { Hotel, HotelInput } from '@raahi/contract/hotels';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { adminHotelsKey } from './get-admin-hotels.ts';

export const createHotel = (body: HotelInput) => api<Hotel>('/api/admin/hotel', { method: 'POST', body });

export function useCreateHotel() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createHotel, onSuccess: () => qc.invalidateQueries({ queryKey: adminHotelsKey }) });
}
