import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';
const media = () => (typeof window === 'undefined' ? undefined : window.matchMedia?.(QUERY));

function subscribe(onChange: () => void) {
  const m = media();
  m?.addEventListener('change', onChange);
  return () => m?.removeEventListener('change', onChange);
}

/**
 * Whether the visitor asked for less motion. A server render cannot know: it (and hydration) say no, and
 * the browser's answer follows right after, so the first paint matches the server's HTML.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
