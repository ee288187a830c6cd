import type { Offer } from '@raahi/contract/offers';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiList, toQuery } from '../../../../lib/api-client.ts';

export const adminOffersKey = ['admin', 'offers'] as const;

/** GET /api/admin/offer/alloffer: every offer (current, upcoming and expired). */
export const getAdminOffers = (q: { page: number; limit: number }) => apiList<Offer>(`/api/admin/offer/alloffer${toQuery(q)}`);

export function useAdminOffers(q: { page: number; limit: number }) {
  return useQuery({ queryKey: [...adminOffersKey, 'list', q], queryFn: () => getAdminOffers(q), placeholderData: keepPreviousData });
}
