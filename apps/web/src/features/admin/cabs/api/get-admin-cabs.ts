import { ownedCabs } from '@raahi/contract/cab-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callList } from '../../../../lib/api-client.ts';

export const ADMIN_CABS_PAGE_SIZE = 20;
export const adminCabsKey = ['admin', 'cabs'] as const;

export const getAdminCabs = (page: number) => callList(ownedCabs.listForAdmin, { query: { page, limit: ADMIN_CABS_PAGE_SIZE } });

export function useAdminCabs(page: number) {
  return useQuery({ queryKey: [...adminCabsKey, page], queryFn: () => getAdminCabs(page), placeholderData: keepPreviousData });
}
