import type { DeleteResult } from '@raahi/contract/hotels';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { adminCabsKey } from './get-admin-cabs.ts';

export const deleteCab = (id: string) => api<DeleteResult>(`/api/admin/cab/allcab/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteCab() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteCab, onSuccess: () => qc.invalidateQueries({ queryKey: adminCabsKey }) });
}
