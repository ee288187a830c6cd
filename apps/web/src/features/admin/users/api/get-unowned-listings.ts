import { ownedCabs } from '@raahi/contract/cab-admin';
import { ownedHotels } from '@raahi/contract/hotel-admin';
import { useQuery } from '@tanstack/react-query';
import { callList } from '../../../../lib/api-client.ts';

export type UnownedListing = { _id: string; name: string; detail: string };

/** Live hotels or cabs with no owner yet (from the admin lists' first 100), for linking to a new owner. */
export async function getUnownedListings(kind: 'hotel' | 'cab'): Promise<UnownedListing[]> {
  if (kind === 'hotel') {
    const { items } = await callList(ownedHotels.listForAdmin, { query: { limit: 100 } });
    return items.filter((h) => !h.ownerId).map((h) => ({ _id: h._id, name: h.name, detail: h.location }));
  }
  const { items } = await callList(ownedCabs.listForAdmin, { query: { limit: 100 } });
  return items.filter((c) => !c.ownerId).map((c) => ({ _id: c._id, name: c.model, detail: `${c.type} · ${c.seats} seats` }));
}

export function useUnownedListings(kind: 'hotel' | 'cab' | null) {
  return useQuery({ queryKey: ['admin', 'unowned', kind], queryFn: () => getUnownedListings(kind!), enabled: kind !== null, staleTime: 0 });
}
