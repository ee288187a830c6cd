import { ownedHotels } from '@raahi/contract/hotel-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callList } from '../../../../lib/api-client.ts';

export const ADMIN_HOTELS_PAGE_SIZE = 20;
export const adminHotelsKey = ['admin', 'hotels'] as const;

export const getAdminHotels = (page: number) => callList(ownedHotels.listForAdmin, { query: { page, limit: ADMIN_HOTELS_PAGE_SIZE } });

export function useAdminHotels(page: number) {
  return useQuery({ queryKey: [...adminHotelsKey, page], queryFn: () => getAdminHotels(page), placeholderData: keepPreviousData });
}
