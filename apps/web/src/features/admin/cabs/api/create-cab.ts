import { createCab as createCabCall, type CabInput } from '@raahi/contract/cabs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminCabsKey } from './get-admin-cabs.ts';

export const createCab = (body: CabInput) => call(createCabCall, { body });

export function useCreateCab() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createCab, onSuccess: () => qc.invalidateQueries({ queryKey: adminCabsKey }) });
}
