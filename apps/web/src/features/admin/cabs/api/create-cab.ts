import type { Cab, CabInput } from '@raahi/contract/cabs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { adminCabsKey } from './get-admin-cabs.ts';

export const createCab = (body: CabInput) => api<Cab>('/api/admin/cab', { method: 'POST', body });

export function useCreateCab() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createCab, onSuccess: () => qc.invalidateQueries({ queryKey: adminCabsKey }) });
}
