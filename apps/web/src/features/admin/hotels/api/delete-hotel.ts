import type { DeleteResult } from '@raahi/contract/hotels';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { adminHotelsKey } from './get-admin-hotels.ts';

export const deleteHotel = (id: string) => api<DeleteResult>(`/api/admin/hotel/allhotel/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteHotel() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteHotel, onSuccess: () => qc.invalidateQueries({ queryKey: adminHotelsKey }) });
}
