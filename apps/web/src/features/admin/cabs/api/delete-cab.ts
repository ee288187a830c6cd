import { deleteCab as deleteCabCall } from '@raahi/contract/cabs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminCabsKey } from './get-admin-cabs.ts';

export const deleteCab = (id: string) => call(deleteCabCall, { params: { id } });

export function useDeleteCab() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteCab, onSuccess: () => qc.invalidateQueries({ queryKey: adminCabsKey }) });
}
