import { getAdminOffer as getAdminOfferCall } from '@raahi/contract/offer-admin';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { adminOffersKey } from './get-admin-offers.ts';

export const getAdminOffer = (id: string) => call(getAdminOfferCall, { params: { id } });

export function useAdminOffer(id: string) {
  return useQuery({ queryKey: [...adminOffersKey, 'one', id], queryFn: () => getAdminOffer(id) });
}
