import type { Tour } from '@raahi/contract/tours';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, EffectCoverflow, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-coverflow';
import 'swiper/css/pagination';
import { Img } from '../../../components/ui/img.tsx';
import { useCarouselTours } from '../api/carousel-tours.ts';

const SLIDES = 9;
const START_AT = 4;
export const CAROUSEL_DELAY_MS = 3000;

type Slide = { key: string; image: string; title: string; place: string; to: string };

/** Nine pictures from the catalogue; if there are fewer tours their other photos fill the rest. */
function slidesOf(tours: Tour[]): Slide[] {
  const pool: Slide[] = [];
  for (const t of tours) pool.push({ key: `${t._id}-main`, image: t.image || t.photos[0] || '', title: t.name, place: t.location, to: `/tour/${t._id}` });
  for (const t of tours) for (const [i, p] of t.photos.entries()) if (p !== t.image) pool.push({ key: `${t._id}-${i}`, image: p, title: t.name, place: t.location, to: `/tour/${t._id}` });
  return pool.slice(0, SLIDES);
}

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
            initialSlide={Math.min(START_AT, slides.length - 1)}
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
          >
            {slides.map((s, i) => (
              <SwiperSlide key={s.key} className="!w-[78%] max-w-[560px]">
                <Link to={s.to} className="relative block overflow-hidden rounded-2xl shadow-xl focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600">
                  <Img src={s.image} alt={`${s.title}, ${s.place}`} width={1280} height={800} priority={i === START_AT} sizes="(min-width: 768px) 560px, 78vw" className="aspect-[16/10] w-full" />
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
