import { useLanguage, useT } from '../../../lib/i18n.tsx';
import { typedIn } from '@raahi/contract/rules/translations';
import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useCarouselTours } from '../api/carousel-tours.ts';
import { slidesOf, startIndex } from '../carousel-slides.ts';
import { useSnapCarousel } from '../use-snap-carousel.ts';
import { SlideCard } from './slide-card.tsx';
import { usePrefersReducedMotion } from '../../../lib/reduced-motion.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

// Slides 78% of the width, at most 560 px, centred: the side padding is half the width less half a slide
// (padding percentages are of the section's width), so each slide, the first and last too, can centre.
const TRACK =
  'flex snap-x snap-mandatory gap-4 overflow-x-auto overscroll-x-contain px-[calc(50%_-_min(39%,280px))] pb-6 pt-2 [scrollbar-width:none]';

/**
 * The home carousel: nine tour pictures, opening on the fifth, autoplaying every 3 s with a pause/play
 * button. It is a CSS scroll-snap track rendered whole on the server, so it scrolls and swipes before (and
 * without) JavaScript; hydration adds autoplay, the dots and arrow keys (the dots and the play button are
 * disabled until then). The `carousel-slide` class
 * (index.css) shrinks the off-centre slides with a scroll-driven animation.
 */
export function HeroCarousel() {
  const t = useT();
  const tours = useCarouselTours();
  // the visitor's choice once made; until then, play unless they asked for less motion
  const [chosen, setPlaying] = useState<boolean | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const hydrated = useHydrated();
  const playing = chosen ?? !reducedMotion;
  // autoplay waits while the pointer (mouse or finger) is on the slides or focus is in them
  const [pointed, setPointed] = useState(false);
  const [focused, setFocused] = useState(false);
  const language = useLanguage();
  const slides = slidesOf((tours.data?.items ?? []).map((tour) => typedIn(tour, language)));
  const opening = startIndex(slides);
  const { track, index, goTo, move } = useSnapCarousel({
    count: slides.length,
    start: opening,
    autoplay: playing && !pointed && !focused,
    instant: reducedMotion,
  });

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const by = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!by) return;
    e.preventDefault();
    const to = move(by);
    // a focused slide hands focus on to the slide it moved to (the track keeps scrolling on its own)
    if (to !== null && e.target instanceof HTMLAnchorElement) track.current?.querySelectorAll('a')[to]?.focus({ preventScroll: true });
  };
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
  };

  return (
    <section
      aria-roledescription={t('home.carousel.role')}
      aria-label={t('home.carousel.label')}
      className="laid-out-later relative bg-gradient-to-b from-teal-50 to-slate-50 pb-6 pt-6"
    >
      {slides.length === 0 ? (
        <div className="mx-auto aspect-[16/10] w-[78%] max-w-[560px] animate-pulse rounded-2xl bg-slate-200" aria-hidden={!tours.isError}>
          {tours.isError && <p className="p-6 text-center text-slate-600">{t('home.carousel.unavailable')}</p>}
        </div>
      ) : (
        <>
          <div
            onPointerEnter={() => setPointed(true)}
            onPointerLeave={() => setPointed(false)}
            onFocus={() => setFocused(true)}
            onBlur={onBlur}
            onKeyDown={onKeyDown}
          >
            <div ref={track} className={TRACK}>
              {slides.map((s, i) => (
                <div
                  key={s.key}
                  role="group"
                  aria-roledescription={t('home.carousel.slide')}
                  aria-label={t('home.carousel.slideOf', { n: i + 1, total: slides.length })}
                  className={`carousel-slide shrink-0 basis-full snap-center ${i === opening ? '[scroll-initial-target:nearest]' : ''}`}
                >
                  {/* one slide in the tab order, the one shown; the arrow keys move between them */}
                  <SlideCard slide={s} priority={i === opening} tabIndex={i === index ? 0 : -1} />
                </div>
              ))}
            </div>
            <div className="flex justify-center">
              {slides.map((s, i) => (
                <button
                  key={s.key}
                  type="button"
                  aria-label={t('home.carousel.goTo', { n: i + 1 })}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => goTo(i)}
                  disabled={!hydrated}
                  className="grid h-6 w-6 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-teal-600 disabled:cursor-wait disabled:opacity-50"
                >
                  <span
                    aria-hidden="true"
                    className={`block h-2.5 w-5 rounded-full motion-safe:transition-transform ${i === index ? 'bg-teal-700' : 'scale-x-50 bg-slate-500'}`}
                  />
                </button>
              ))}
            </div>
          </div>
          <div className="mx-auto flex max-w-7xl justify-end px-4">
            <button
              type="button"
              onClick={() => setPlaying(!playing)}
              disabled={!hydrated}
              className="relative z-10 flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 shadow ring-1 ring-slate-200 hover:bg-slate-50 disabled:cursor-wait disabled:opacity-50"
            >
              {playing ? (
                <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
                  <path d="M7 5h4v14H7zM13 5h4v14h-4z" />
                </svg>
              ) : (
                <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
                  <path d="M8 5v14l11-7z" />
                </svg>
              )}
              {playing ? t('home.carousel.pause') : t('home.carousel.play')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
