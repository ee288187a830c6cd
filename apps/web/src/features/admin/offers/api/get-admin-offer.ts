import type { Offer } from '@raahi/contract/offers';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { adminOffersKey } from './get-admin-offers.ts';

/** GET /api/admin/offer/alloffer/{id} */
export const getAdminOffer = (id: string) => api<Offer>(`/api/admin/offer/alloffer/${encodeURIComponent(id)}`);

export function useAdminOffer(id: string) {
  return useQuery({ queryKey: [...adminOffersKey, 'one', id], queryFn: () => getAdminOffer(id) });
}
