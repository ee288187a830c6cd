// The searches a person made from the home page, kept in this browser (localStorage), newest first, at most
// five: the home page shows them as chips that run them again. Nothing is sent anywhere.
import { useSyncExternalStore } from 'react';

export type RecentSearch =
  | { kind: 'hotels'; path: string; place: string; checkin: string; checkout: string; guests: number; rooms: number }
  | { kind: 'tours'; path: string; place: string; date?: string }
  | { kind: 'cabs'; path: string; from: string; to: string; date: string };

const KEY = 'raahi.recentSearches';
export const RECENT_LIMIT = 5;

function read(): RecentSearch[] {
  try {
    return parse(localStorage.getItem(KEY));
  } catch {
    return [];
  }
}

function parse(raw: string | null): RecentSearch[] {
  try {
    const kept = JSON.parse(raw ?? '[]') as unknown;
    return Array.isArray(kept) ? (kept as RecentSearch[]).filter((s) => s && typeof s.path === 'string').slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Keeps a search first in the list (once: the same address again moves up), dropping the sixth. */
export function rememberSearch(search: RecentSearch) {
  try {
    const next = [search, ...read().filter((s) => s.path !== search.path)].slice(0, RECENT_LIMIT);
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // storage full or refused (private mode): the search still runs
  }
}

const NONE: RecentSearch[] = [];
let snapshot: { raw: string | null; list: RecentSearch[] } = { raw: null, list: NONE };
/** The same list while the stored text is the same (useSyncExternalStore compares snapshots by identity). */
function current(): RecentSearch[] {
  let raw: string | null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    return NONE;
  }
  if (raw !== snapshot.raw) snapshot = { raw, list: parse(raw) };
  return snapshot.list;
}
const subscribe = (changed: () => void) => {
  window.addEventListener('storage', changed);
  return () => window.removeEventListener('storage', changed);
};

/** The recent searches in this browser (the server's page, and a first visit, have none). */
export const useRecentSearches = (): RecentSearch[] => useSyncExternalStore(subscribe, current, () => NONE);
