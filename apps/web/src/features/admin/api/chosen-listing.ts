// Which of their hotels (or cabs) an owner is working on in the back-office: one choice per kind, kept in
// the browser so the view, edit and bookings pages follow the switcher. Nothing chosen: the first listing.
import { useSyncExternalStore } from 'react';

type Kind = 'hotel' | 'cab';
const KEY = (kind: Kind) => `raahi.admin.listing.${kind}`;
const listeners = new Set<() => void>();

function read(kind: Kind): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(KEY(kind));
  } catch {
    return null;
  }
}

export function chooseListing(kind: Kind, id: string) {
  try {
    window.localStorage.setItem(KEY(kind), id);
  } catch {
    // storage refused (private mode): the choice lasts until the page is left
  }
  memory[kind] = id;
  for (const l of listeners) l();
}

const memory: Record<Kind, string | null> = { hotel: null, cab: null };

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The id the owner chose for this kind, or null. */
export const useChosenListingId = (kind: Kind) =>
  useSyncExternalStore(
    subscribe,
    () => memory[kind] ?? read(kind),
    () => null,
  );

/** The chosen listing of a list, else the first (the one the specs' owner calls answer), else null. */
export const pickListing = <T extends { _id: string }>(list: T[], chosen: string | null): T | null =>
  list.find((l) => l._id === chosen) ?? list[0] ?? null;
