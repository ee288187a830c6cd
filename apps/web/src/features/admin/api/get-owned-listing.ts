import { ownedCabs } from '@raahi/contract/cabs';
import { ownedHotels } from '@raahi/contract/hotels';
import { useQuery } from '@tanstack/react-query';
import { ApiError, call } from '../../../lib/api-client.ts';

export const ownerHotelKey = (userId: string) => ['owner', 'hotel', userId] as const;
export const ownerCabKey = (userId: string) => ['owner', 'cab', userId] as const;

/** The answer, or null when the server has none (404: no listing is linked to the user). */
async function orNone<T>(answer: Promise<T>): Promise<T | null> {
  try {
    return await answer;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export const getOwnerHotel = (userId: string) => orNone(call(ownedHotels.ofUser, { params: { userId } }));
export const getOwnerCab = (userId: string) => orNone(call(ownedCabs.ofUser, { params: { userId } }));

/** The hotel the user owns, or null; loaded once the user is known. */
export function useOwnerHotel(userId: string | undefined) {
  return useQuery({ queryKey: ownerHotelKey(userId ?? ''), queryFn: () => getOwnerHotel(userId!), enabled: !!userId, staleTime: 0 });
}

/** The cab the user owns, or null. */
export function useOwnerCab(userId: string | undefined) {
  return useQuery({ queryKey: ownerCabKey(userId ?? ''), queryFn: () => getOwnerCab(userId!), enabled: !!userId, staleTime: 0 });
}
