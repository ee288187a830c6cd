import { useEffect, useState } from 'react';
import { ArrowButton } from '../../../components/ui/icon-buttons.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { HomeSection } from './section-heading.tsx';
import { usePrefersReducedMotion } from '../../../lib/reduced-motion.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useT } from '../../../lib/i18n.tsx';

export const TESTIMONIAL_DELAY_MS = 3000;
const ROUND = 'rounded-full bg-slate-100 p-2.5 text-slate-700 hover:bg-slate-200';
// what each says is in the catalogue (home.testimonials.<n>.who and .text), in both languages
const TESTIMONIALS = [
  { n: 1, name: 'Ananya Sharma', rating: 4.5 },
  { n: 2, name: 'Rohit Verma', rating: 5 },
  { n: 3, name: 'Fatima Sheikh', rating: 3.5 },
] as const;

/** Three testimonials that advance every 3 s; previous/next wrap around; the rotation can be paused. */
export function Testimonials() {
  const words = useT();
  const [index, setIndex] = useState(0);
  const hydrated = useHydrated();
  // the visitor's choice once made; until then, play unless they asked for less motion
  const [chosen, setPlaying] = useState<boolean | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const playing = chosen ?? !reducedMotion;
  const [hovered, setHovered] = useState(false);
  const n = TESTIMONIALS.length;
  useEffect(() => {
    if (!playing || hovered) return;
    const t = window.setInterval(() => setIndex((i) => (i + 1) % n), TESTIMONIAL_DELAY_MS);
    return () => window.clearInterval(t);
  }, [playing, hovered, n]);
  const t = TESTIMONIALS[index]!;
  const said = { who: words(`home.testimonials.${t.n}.who`), text: words(`home.testimonials.${t.n}.text`) };
  const initials = t.name
    .split(' ')
    .map((w) => w[0])
    .join('');
  return (
    <HomeSection id="testimonials-title" heading={{ eyebrow: words('home.testimonials.eyebrow'), title: words('home.testimonials.title') }}>
      <div
        aria-roledescription={words('home.carousel.role')}
        aria-label={words('home.testimonials.title')}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setHovered(true)}
        onBlur={() => setHovered(false)}
        className="mx-auto max-w-3xl rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 md:p-10"
      >
        <figure
          aria-roledescription={words('home.carousel.slide')}
          aria-label={words('home.carousel.slideOf', { n: index + 1, total: n })}
          aria-live={playing ? 'off' : 'polite'}
        >
          <span
            aria-hidden="true"
            className="mx-auto grid h-16 w-16 place-items-center rounded-full bg-gradient-to-br from-teal-600 to-sky-700 text-xl font-bold text-white"
          >
            {initials}
          </span>
          <blockquote className="mt-4 text-lg text-slate-700">“{said.text}”</blockquote>
          <figcaption className="mt-4">
            <span className="block font-bold text-slate-900">{t.name}</span>
            <span className="block text-sm text-slate-600">{said.who}</span>
            <span className="mt-2 inline-flex items-center gap-2 text-sm text-slate-700">
              <StarRating value={t.rating} /> {t.rating.toFixed(1)}
            </span>
          </figcaption>
        </figure>
        <div className="mt-6 flex items-center justify-center gap-3">
          <ArrowButton
            label={words('home.testimonials.previous')}
            direction="previous"
            onClick={() => setIndex((i) => (i - 1 + n) % n)}
            className={ROUND}
          />
          <button
            type="button"
            onClick={() => setPlaying(!playing)}
            disabled={!hydrated}
            className="rounded-full px-4 py-2 text-sm font-semibold text-teal-800 ring-1 ring-teal-700 hover:bg-teal-50 disabled:cursor-wait disabled:opacity-50"
          >
            {playing ? words('home.testimonials.pause') : words('home.testimonials.play')}
          </button>
          <ArrowButton
            label={words('home.testimonials.next')}
            direction="next"
            onClick={() => setIndex((i) => (i + 1) % n)}
            className={ROUND}
          />
        </div>
      </div>
    </HomeSection>
  );
}
