import { listLedger, type LedgerFilters } from '@raahi/contract/ledger';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callList } from '../../../../lib/api-client.ts';

export const LEDGER_PAGE_SIZE = 20;

/** One page of the payments ledger. */
export function useLedger(filters: LedgerFilters, page: number) {
  return useQuery({
    queryKey: ['admin', 'ledger', filters, page],
    queryFn: () => callList(listLedger, { query: { ...filters, page, limit: LEDGER_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}
