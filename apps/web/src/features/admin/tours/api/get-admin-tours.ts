import { listAdminTours } from '@raahi/contract/tour-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callList } from '../../../../lib/api-client.ts';

export const adminToursKey = ['admin', 'tours'] as const;
export type AdminToursQuery = { page: number; limit: number; destination?: string };

/** Live packages, newest first; `destination` matches name or location. */
export const getAdminTours = (q: AdminToursQuery) => callList(listAdminTours, { query: { ...q, sort: 'newest' } });

export function useAdminTours(q: AdminToursQuery) {
  return useQuery({ queryKey: [...adminToursKey, 'list', q], queryFn: () => getAdminTours(q), placeholderData: keepPreviousData });
}
