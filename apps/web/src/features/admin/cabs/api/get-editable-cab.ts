import { getEditableCab as getEditableCabCall } from '@raahi/contract/cab-admin';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';

export const editableCabKey = (id: string) => ['admin', 'cab', id] as const;

/** Any cab for an admin, only their own for a cab owner (404 otherwise). */
export const getEditableCab = (id: string) => call(getEditableCabCall, { params: { cabId: id } });

export function useEditableCab(id: string | undefined) {
  return useQuery({ queryKey: editableCabKey(id ?? ''), queryFn: () => getEditableCab(id!), enabled: !!id, staleTime: 0 });
}
