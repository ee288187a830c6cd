import { listAdminOffers } from '@raahi/contract/offer-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callList } from '../../../../lib/api-client.ts';

export const adminOffersKey = ['admin', 'offers'] as const;

/** Every offer (current, upcoming and expired). */
export const getAdminOffers = (q: { page: number; limit: number }) => callList(listAdminOffers, { query: q });

export function useAdminOffers(q: { page: number; limit: number }) {
  return useQuery({ queryKey: [...adminOffersKey, 'list', q], queryFn: () => getAdminOffers(q), placeholderData: keepPreviousData });
}
