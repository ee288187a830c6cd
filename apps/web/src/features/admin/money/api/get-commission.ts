import { getCommission } from '@raahi/contract/earnings';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';

export const COMMISSION_KEY = ['admin', 'commission'] as const;

/** The platform's commission and its history (admins). */
export function useCommission(enabled: boolean) {
  return useQuery({ queryKey: COMMISSION_KEY, queryFn: () => call(getCommission), enabled });
}
