import { useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, EffectCoverflow, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-coverflow';
import 'swiper/css/pagination';
import { Img } from '../../../components/ui/img.tsx';
import { useCarouselTours } from '../api/carousel-tours.ts';
import { SLIDE_SIZES, slidesOf, startIndex } from '../carousel-slides.ts';

export const CAROUSEL_DELAY_MS = 3000;

// Pagination dots 12 px apart by 14 px: each gets the 24 px touch target WCAG 2.2 asks for.
const DOTS = { '--swiper-pagination-bullet-size': '12px', '--swiper-pagination-bullet-horizontal-gap': '7px' } as CSSProperties;

/** Coverflow carousel: autoplay every 3 s from slide index 4, with pagination, a pause/play button and arrow keys. */
export function HeroCarousel() {
  const tours = useCarouselTours();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(() => !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
  const slides = slidesOf(tours.data?.items ?? []);
  const toggle = () => {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  };
  return (
    <section aria-roledescription="carousel" aria-label="Featured destinations" className="relative bg-gradient-to-b from-teal-50 to-slate-50 pb-6 pt-8">
      {slides.length === 0 ? (
        <div className="mx-auto aspect-[16/10] w-[80%] max-w-[560px] animate-pulse rounded-2xl bg-slate-200" aria-hidden={!tours.isError}>
          {tours.isError && <p className="p-6 text-center text-slate-600">Pictures are not available right now.</p>}
        </div>
      ) : (
        <>
          <Swiper
            modules={[EffectCoverflow, Autoplay, Pagination, Keyboard, A11y]}
            effect="coverflow"
            centeredSlides
            grabCursor
            slidesPerView="auto"
            initialSlide={startIndex(slides)}
            coverflowEffect={{ rotate: 30, stretch: 0, depth: 120, modifier: 1, slideShadows: false }}
            autoplay={{ delay: CAROUSEL_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
            pagination={{ clickable: true }}
            keyboard={{ enabled: true, onlyInViewport: true }}
            a11y={{ prevSlideMessage: 'Previous slide', nextSlideMessage: 'Next slide', paginationBulletMessage: 'Go to slide {{index}}' }}
            onSwiper={(s) => {
              setSwiper(s);
              if (!playing) s.autoplay.stop();
            }}
            className="!pb-8"
            style={DOTS}
          >
            {slides.map((s, i) => (
              <SwiperSlide key={s.key} className="!w-[78%] max-w-[560px]">
                <Link to={s.to} className="relative block overflow-hidden rounded-2xl shadow-xl focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600">
                  <Img src={s.image} alt={`${s.title}, ${s.place}`} width={1280} height={800} priority={i === startIndex(slides)} sizes={SLIDE_SIZES} className="aspect-[16/10] w-full" />
                  <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-slate-950/80 to-transparent p-4 text-left text-white">
                    <span className="block text-lg font-bold">{s.title}</span>
                    <span className="text-sm text-slate-100">{s.place}</span>
                  </span>
                </Link>
              </SwiperSlide>
            ))}
          </Swiper>
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
