import type { Dashboard } from '@raahi/contract/dashboard';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

/** GET /api/admin/dashboard: figures for the signed-in role's own scope. */
export const getDashboard = () => api<Dashboard>('/api/admin/dashboard');

export function useDashboard() {
  return useQuery({ queryKey: ['admin', 'dashboard'], queryFn: getDashboard });
}
