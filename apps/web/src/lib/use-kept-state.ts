// State that outlives leaving the page within this tab (sessionStorage): what a guest typed on a review page
// is there again when they come back from the payment page. Kept out of the URL because it may be personal.
import { useEffect, useState } from 'react';

function read<T extends object>(key: string, initial: T): T {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? { ...initial, ...(JSON.parse(raw) as Partial<T>) } : initial;
  } catch {
    return initial; // storage blocked or a value from an older page: start afresh
  }
}

/** useState for an object, kept under `key` for this tab. */
export function useKeptState<T extends object>(key: string, initial: T) {
  const [value, setValue] = useState<T>(() => read(key, initial));
  useEffect(() => {
    try {
      sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      // storage blocked: the page still works, it only forgets on leaving
    }
  }, [key, value]);
  return [value, setValue] as const;
}
