import { listCabs } from '@raahi/contract/cabs';
import { ownedCabs } from '@raahi/contract/cab-admin';
import { listHotels } from '@raahi/contract/hotels';
import { ownedHotels } from '@raahi/contract/hotel-admin';
import type { OfferKind } from '@raahi/contract/offers';
import { getTour, listTours } from '@raahi/contract/tours';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, callList } from '../../../../lib/api-client.ts';

/** A hotel, cab or tour an offer can point at. */
export type ListingOption = { _id: string; name: string; detail: string };

const LIMIT = 10;

/**
 * Real listings matching the text, from the public lists: hotels by name or location, tours by name
 * or location; cabs have no text search, so their first page is filtered by model and type here.
 */
export async function searchListings(kind: OfferKind, text: string): Promise<ListingOption[]> {
  const q = text.trim();
  if (kind === 'Hotel') {
    const { items } = await callList(listHotels, { query: { location: q || undefined, limit: LIMIT } });
    return items.map((h) => ({ _id: h._id, name: h.name, detail: h.location }));
  }
  if (kind === 'Tour') {
    const { items } = await callList(listTours, { query: { destination: q, limit: LIMIT } });
    return items.map((t) => ({ _id: t._id, name: t.name, detail: t.location }));
  }
  const { items } = await callList(listCabs, { query: { limit: 100 } });
  const needle = q.toLowerCase();
  return items
    .filter((c) => !needle || `${c.model} ${c.type} ${c.fuelType}`.toLowerCase().includes(needle))
    .slice(0, LIMIT)
    .map((c) => ({ _id: c._id, name: c.model, detail: `${c.type} · ${c.seats} seats` }));
}

export function useListingSearch(kind: OfferKind | '', text: string) {
  return useQuery({
    queryKey: ['admin', 'listing-search', kind, text.trim()],
    queryFn: () => searchListings(kind as OfferKind, text),
    enabled: kind !== '',
    placeholderData: keepPreviousData,
  });
}

/** The listing an offer already points at, for showing its name. */
export async function getListing(kind: OfferKind, id: string): Promise<ListingOption> {
  if (kind === 'Tour') {
    const t = await call(getTour, { params: { id } });
    return { _id: t._id, name: t.name, detail: t.location };
  }
  if (kind === 'Hotel') {
    const h = await call(ownedHotels.get, { params: { id } });
    return { _id: h._id, name: h.name, detail: h.location };
  }
  const c = await call(ownedCabs.get, { params: { id } });
  return { _id: c._id, name: c.model, detail: `${c.type} · ${c.seats} seats` };
}

export function useListing(kind: OfferKind | '', id: string) {
  return useQuery({
    queryKey: ['admin', 'listing', kind, id],
    queryFn: () => getListing(kind as OfferKind, id),
    enabled: kind !== '' && id !== '',
  });
}
