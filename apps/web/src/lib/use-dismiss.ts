import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * While `open`, Escape (and, given `inside`, a press outside that element) calls `dismiss`. A layout effect, so
 * the listeners are there as soon as what they close is: Preact runs plain effects after the next paint, and an
 * Escape pressed at once was lost. The listeners stay while `open` holds; a new `dismiss` each render (an
 * inline arrow) is read from a ref instead of attaching them again.
 */
export function useDismiss(open: boolean, dismiss: () => void, inside?: RefObject<HTMLElement | null>) {
  const latest = useRef(dismiss);
  useLayoutEffect(() => {
    latest.current = dismiss;
  });
  useLayoutEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && latest.current();
    const onDown = (e: MouseEvent) => inside?.current && !inside.current.contains(e.target as Node) && latest.current();
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
    };
  }, [open, inside]);
}
