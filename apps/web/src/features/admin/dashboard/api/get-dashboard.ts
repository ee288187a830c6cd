import { getDashboard as getDashboardCall } from '@raahi/contract/dashboard';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';

/** Figures for the signed-in role's own scope. */
export const getDashboard = () => call(getDashboardCall);

export function useDashboard() {
  return useQuery({ queryKey: ['admin', 'dashboard'], queryFn: getDashboard });
}
