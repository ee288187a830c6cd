import { lazy, Suspense, useEffect, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { useCarouselTours } from '../api/carousel-tours.ts';
import { slidesOf, startIndex } from '../carousel-slides.ts';
import { SlideCard } from './slide-card.tsx';
import { usePrefersReducedMotion } from '../../../lib/reduced-motion.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

const loadSwiper = () => import('./hero-swiper.tsx');
const HeroSwiper = lazy(loadSwiper);

/**
 * The home carousel: nine tour pictures, autoplaying from the fifth, with a pause/play button. The
 * opening slide paints on its own, in the place the carousel will show it, while Swiper loads.
 */
export function HeroCarousel() {
  const tours = useCarouselTours();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // the visitor's choice once made; until then, play unless they asked for less motion
  const [chosen, setPlaying] = useState<boolean | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const playing = chosen ?? !reducedMotion;
  const slides = slidesOf(tours.data?.items ?? []);
  useEffect(() => void loadSwiper(), []);
  const toggle = () => {
    if (playing) swiper?.autoplay.stop();
    else swiper?.autoplay.start();
    setPlaying(!playing);
  };
  const opening = slides[startIndex(slides)];
  const hydrated = useHydrated();
  const openingSlide = opening && (
    <div className="pb-8">
      <div className="mx-auto w-[78%] max-w-[560px]">
        <SlideCard slide={opening} priority />
      </div>
    </div>
  );
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured destinations"
      className="relative bg-gradient-to-b from-teal-50 to-slate-50 pb-6 pt-8"
    >
      {!opening ? (
        <div className="mx-auto aspect-[16/10] w-[78%] max-w-[560px] animate-pulse rounded-2xl bg-slate-200" aria-hidden={!tours.isError}>
          {tours.isError && <p className="p-6 text-center text-slate-600">Pictures are not available right now.</p>}
        </div>
      ) : (
        <>
          {/* the server's HTML (and hydration) show the opening slide alone, with no Suspense boundary (whose
              reveal would need an inline script); Swiper takes over after */}
          {hydrated ? (
            <Suspense fallback={openingSlide}>
              <HeroSwiper slides={slides} playing={playing} onSwiper={setSwiper} />
            </Suspense>
          ) : (
            openingSlide
          )}
          <div className="mx-auto flex max-w-7xl justify-end px-4">
            <button
              type="button"
              onClick={toggle}
              className="relative z-10 flex items-center gap-2 rounded-full bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 shadow ring-1 ring-slate-200 hover:bg-slate-50"
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
              {playing ? 'Pause carousel' : 'Play carousel'}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
