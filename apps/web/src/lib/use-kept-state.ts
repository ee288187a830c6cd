// State that outlives leaving the page within this tab (sessionStorage): what a guest typed on a review page
// is there again when they come back from the payment page. Kept out of the URL because it may be personal.
import { useCallback, useEffect, useState, type SetStateAction } from 'react';
import { useHydrated } from './use-hydrated.ts';

function read<T extends object>(key: string, initial: T): T {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? { ...initial, ...(JSON.parse(raw) as Partial<T>) } : initial;
  } catch {
    return initial; // storage blocked or a value from an older page: start afresh
  }
}

/**
 * useState for an object, kept under `key` for this tab. A server render and the browser's hydration of it
 * start from `initial` (the server has no tab), and what the tab kept comes in right after; a page the
 * browser renders on its own starts from it.
 */
export function useKeptState<T extends object>(key: string, initial: T) {
  const hydrated = useHydrated();
  const [kept, setKept] = useState(() => ({ value: hydrated ? read(key, initial) : initial, restored: hydrated }));
  // the render right after hydration: the tab's copy replaces the server's starting point
  if (hydrated && !kept.restored) setKept({ value: read(key, initial), restored: true });
  const { value, restored } = kept;
  useEffect(() => {
    if (!restored) return;
    try {
      sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      // storage blocked: the page still works, it only forgets on leaving
    }
  }, [key, value, restored]);
  const setValue = useCallback((next: SetStateAction<T>) => {
    setKept((k) => ({ restored: k.restored, value: typeof next === 'function' ? (next as (prev: T) => T)(k.value) : next }));
  }, []);
  return [value, setValue] as const;
}
