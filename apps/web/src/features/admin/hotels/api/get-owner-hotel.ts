import { getHotelOfUser, type Hotel } from '@raahi/contract/hotels';
import { useQuery } from '@tanstack/react-query';
import { ApiError, call } from '../../../../lib/api-client.ts';

export const ownerHotelKey = (userId: string) => ['owner', 'hotel', userId] as const;

/** The hotel the user owns, or null when none is linked to them (404). */
export async function getOwnerHotel(userId: string): Promise<Hotel | null> {
  try {
    return await call(getHotelOfUser, { params: { userId } });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export function useOwnerHotel(userId: string | undefined) {
  return useQuery({ queryKey: ownerHotelKey(userId ?? ''), queryFn: () => getOwnerHotel(userId!), enabled: !!userId, staleTime: 0 });
}
