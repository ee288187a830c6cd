import { getEarnings, type EarningsQuery } from '@raahi/contract/earnings';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';

export const EARNINGS_KEY = ['admin', 'earnings'] as const;

/** What the caller's listings earned per month (admins: every provider). */
export function useEarnings(query: EarningsQuery) {
  return useQuery({ queryKey: [...EARNINGS_KEY, query], queryFn: () => call(getEarnings, { query }), placeholderData: keepPreviousData });
}
