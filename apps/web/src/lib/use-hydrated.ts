import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** False in a server render and while hydrating (so both paint the same), true from then on. */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
