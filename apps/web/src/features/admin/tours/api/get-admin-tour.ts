import type { Tour } from '@raahi/contract/tours';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { adminToursKey } from './get-admin-tours.ts';

/** GET /api/admin/tour/edit/{id}: one package with its whole tour plan. */
export const getAdminTour = (id: string) => api<Tour>(`/api/admin/tour/edit/${encodeURIComponent(id)}`);

export function useAdminTour(id: string) {
  return useQuery({ queryKey: [...adminToursKey, 'one', id], queryFn: () => getAdminTour(id) });
}
