import { useCallback, useEffect, useRef, useState } from 'react';

export const CAROUSEL_DELAY_MS = 3000;
/** How long after the last scroll event a scroll counts as finished (no `scrollend` needed). */
const SETTLE_MS = 150;

// The track's side padding lets the first and last slides centre, so slide i is centred at i × step
// and the track scrolls exactly (count − 1) × step.
const stepOf = (el: HTMLElement, count: number) => (count > 1 ? (el.scrollWidth - el.clientWidth) / (count - 1) : 1);
const shownBy = (el: HTMLElement, count: number) => Math.round(el.scrollLeft / stepOf(el, count));

/**
 * A horizontal scroll-snap track of `count` equal slides: which slide it shows (while the visitor scrolls,
 * too), moving it to a slide, and autoplay every CAROUSEL_DELAY_MS while `autoplay`. The browser scrolls and
 * snaps; this only reads and sets the scroll position.
 */
export function useSnapCarousel({
  count,
  start,
  autoplay,
  instant,
}: {
  count: number;
  start: number;
  autoplay: boolean;
  instant: boolean;
}) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(start);
  // the slide a scroll we started is heading to, so that keys pressed during it count from there
  const target = useRef<number | null>(null);

  const goTo = useCallback(
    (i: number) => {
      const el = track.current;
      if (!el) return;
      const left = i * stepOf(el, count);
      // no scroll event follows a scroll to where the track already is
      target.current = Math.abs(el.scrollLeft - left) < 1 ? null : i;
      setIndex(i);
      el.scrollTo({ left, behavior: instant ? 'instant' : 'smooth' });
    },
    [count, instant],
  );

  /** Moves by `by` slides from the one shown (or being scrolled to), stopping at the ends; returns where. */
  const move = useCallback(
    (by: number, wrap = false) => {
      const el = track.current;
      if (!el) return null;
      const from = target.current ?? shownBy(el, count);
      const to = wrap ? (from + by + count) % count : Math.min(count - 1, Math.max(0, from + by));
      goTo(to);
      return to;
    },
    [count, goTo],
  );

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    // the opening slide is CSS's `scroll-initial-target`; a browser without it starts at the first slide
    if (el.scrollLeft === 0 && start > 0) el.scrollLeft = start * stepOf(el, count);
    let frame = 0;
    let settle = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (target.current === null) setIndex(shownBy(el, count));
      });
      clearTimeout(settle);
      settle = window.setTimeout(() => {
        target.current = null;
        setIndex(shownBy(el, count));
      }, SETTLE_MS);
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      el.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      clearTimeout(settle);
    };
  }, [count, start]);

  useEffect(() => {
    if (!autoplay || count < 2) return;
    const t = window.setInterval(() => move(1, true), CAROUSEL_DELAY_MS);
    return () => window.clearInterval(t);
  }, [autoplay, count, move]);

  return { track, index, goTo, move };
}
