import { lazy, Suspense, useRef, type ComponentType } from 'react';

/**
 * A component whose code is fetched the first time `isOpen(props)` holds (a dialog, the photo viewer): most
 * visits never open one, so it stays out of the page's first load. Until then it renders nothing, on the
 * server too; once opened it stays mounted, so closing it later returns focus as before.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean) {
  const Loaded = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  return function OnDemand(props: P) {
    const opened = useRef(false);
    if (isOpen(props)) opened.current = true;
    if (!opened.current) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
