// The listings of the signed-in owner. An owner may run many (GET /api/hotels/mine, /api/cabs/mine); the
// owner's pages show the one chosen with the switcher, else the first.
import { listMyCabs, type OwnCab } from '@raahi/contract/cab-admin';
import { listMyHotels, type OwnHotel } from '@raahi/contract/hotel-admin';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { pickListing, useChosenListingId } from './chosen-listing.ts';

export const myListingsKey = (kind: 'hotel' | 'cab') => ['owner', kind, 'mine'] as const;

export const getMyHotels = () => call(listMyHotels);
export const getMyCabs = () => call(listMyCabs);

/** Every hotel of the owner, in every state. */
export const useMyHotels = (enabled = true) => useQuery({ queryKey: myListingsKey('hotel'), queryFn: getMyHotels, enabled, staleTime: 0 });
/** Every cab of the owner, in every state. */
export const useMyCabs = (enabled = true) => useQuery({ queryKey: myListingsKey('cab'), queryFn: getMyCabs, enabled, staleTime: 0 });

/** The hotel the owner works on (chosen, else their first), or null when they have none; loaded once the user is known. */
export function useOwnerHotel(userId: string | undefined): UseQueryResult<OwnHotel | null> {
  const chosen = useChosenListingId('hotel');
  return useQuery({
    queryKey: myListingsKey('hotel'),
    queryFn: getMyHotels,
    enabled: !!userId,
    staleTime: 0,
    select: (list) => pickListing(list, chosen),
  });
}

/** The cab the owner works on (chosen, else their first), or null. */
export function useOwnerCab(userId: string | undefined): UseQueryResult<OwnCab | null> {
  const chosen = useChosenListingId('cab');
  return useQuery({
    queryKey: myListingsKey('cab'),
    queryFn: getMyCabs,
    enabled: !!userId,
    staleTime: 0,
    select: (list) => pickListing(list, chosen),
  });
}
