import { getAdminTour as getAdminTourCall } from '@raahi/contract/tour-admin';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminToursKey } from './get-admin-tours.ts';

/** One package with its whole tour plan. */
export const getAdminTour = (id: string) => call(getAdminTourCall, { params: { id } });

export function useAdminTour(id: string) {
  return useQuery({ queryKey: [...adminToursKey, 'one', id], queryFn: () => getAdminTour(id) });
}
