import type { Cab } from '@raahi/contract/cabs';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

export const editableCabKey = (id: string) => ['admin', 'cab', id] as const;

/** GET /api/admin/cab/edit/{cabId}: any cab for an admin, only their own for a cab owner (404 otherwise). */
export const getEditableCab = (id: string) => api<Cab>(`/api/admin/cab/edit/${encodeURIComponent(id)}`);

export function useEditableCab(id: string | undefined) {
  return useQuery({ queryKey: editableCabKey(id ?? ''), queryFn: () => getEditableCab(id!), enabled: !!id, staleTime: 0 });
}
