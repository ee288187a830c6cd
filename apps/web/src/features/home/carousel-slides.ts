import type { TourCard } from '@raahi/contract/tours';

export const SLIDES = 9;
/** The carousel opens on the fifth slide, so that slides show on both sides of it. */
export const START_AT = 4;
export const SLIDE_SIZES = '(min-width: 768px) 560px, 78vw';

export type Slide = { key: string; image: string; title: string; place: string; to: string };

/** Nine pictures from the catalogue; if there are fewer tours their other photos fill the rest. */
export function slidesOf(tours: TourCard[]): Slide[] {
  const pool: Slide[] = [];
  for (const t of tours)
    pool.push({ key: `${t._id}-main`, image: t.image || t.photos[0] || '', title: t.name, place: t.location, to: `/tour/${t._id}` });
  for (const t of tours)
    for (const [i, p] of t.photos.entries())
      if (p !== t.image) pool.push({ key: `${t._id}-${i}`, image: p, title: t.name, place: t.location, to: `/tour/${t._id}` });
  return pool.slice(0, SLIDES);
}

export const startIndex = (slides: Slide[]) => Math.min(START_AT, slides.length - 1);
