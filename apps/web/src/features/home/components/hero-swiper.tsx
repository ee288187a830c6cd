// Swiper and its styles are a chunk of their own: the home page paints the opening slide without them.
import type { CSSProperties } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, EffectCoverflow, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-coverflow';
import 'swiper/css/pagination';
import { startIndex, type Slide } from '../carousel-slides.ts';
import { SlideCard } from './slide-card.tsx';

export const CAROUSEL_DELAY_MS = 3000;

// Pagination dots 12 px apart by 14 px: each gets the 24 px touch target WCAG 2.2 asks for.
const DOTS = {
  '--swiper-theme-color': '#0f766e',
  '--swiper-pagination-bullet-size': '12px',
  '--swiper-pagination-bullet-horizontal-gap': '7px',
} as CSSProperties;

/** Coverflow carousel: autoplay every 3 s from the opening slide, with pagination and arrow keys. */
export default function HeroSwiper({
  slides,
  playing,
  onSwiper,
}: {
  slides: Slide[];
  playing: boolean;
  onSwiper: (s: SwiperInstance) => void;
}) {
  const opening = startIndex(slides);
  return (
    <Swiper
      modules={[EffectCoverflow, Autoplay, Pagination, Keyboard, A11y]}
      effect="coverflow"
      centeredSlides
      grabCursor
      slidesPerView="auto"
      initialSlide={opening}
      coverflowEffect={{ rotate: 30, stretch: 0, depth: 120, modifier: 1, slideShadows: false }}
      autoplay={{ delay: CAROUSEL_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
      pagination={{ clickable: true }}
      keyboard={{ enabled: true, onlyInViewport: true }}
      a11y={{ prevSlideMessage: 'Previous slide', nextSlideMessage: 'Next slide', paginationBulletMessage: 'Go to slide {{index}}' }}
      onSwiper={(s) => {
        if (!playing) s.autoplay.stop();
        onSwiper(s);
      }}
      className="!pb-8"
      style={DOTS}
    >
      {slides.map((s, i) => (
        <SwiperSlide key={s.key} className="!w-[78%] max-w-[560px]">
          <SlideCard slide={s} priority={i === opening} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
