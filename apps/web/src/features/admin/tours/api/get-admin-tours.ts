import type { Tour } from '@raahi/contract/tours';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiList, toQuery } from '../../../../lib/api-client.ts';

export const adminToursKey = ['admin', 'tours'] as const;
export type AdminToursQuery = { page: number; limit: number; destination?: string };

/** GET /api/admin/tour/alltour: live packages, newest first; `destination` matches name or location. */
export const getAdminTours = (q: AdminToursQuery) => apiList<Tour>(`/api/admin/tour/alltour${toQuery({ ...q, sort: 'newest' })}`);

export function useAdminTours(q: AdminToursQuery) {
  return useQuery({ queryKey: [...adminToursKey, 'list', q], queryFn: () => getAdminTours(q), placeholderData: keepPreviousData });
}
