import { getCabOfUser, type Cab } from '@raahi/contract/cabs';
import { useQuery } from '@tanstack/react-query';
import { ApiError, call } from '../../../../lib/api-client.ts';

export const ownerCabKey = (userId: string) => ['owner', 'cab', userId] as const;

/** The cab the user owns, or null when none is linked to them (404). */
export async function getOwnerCab(userId: string): Promise<Cab | null> {
  try {
    return await call(getCabOfUser, { params: { userId } });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export function useOwnerCab(userId: string | undefined) {
  return useQuery({ queryKey: ownerCabKey(userId ?? ''), queryFn: () => getOwnerCab(userId!), enabled: !!userId, staleTime: 0 });
}
