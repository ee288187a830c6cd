import { useEffect, useState } from 'react';
import { ArrowButton } from '../../../components/ui/icon-buttons.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { HomeSection } from './section-heading.tsx';
import { usePrefersReducedMotion } from '../../../lib/reduced-motion.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

export const TESTIMONIAL_DELAY_MS = 3000;
const ROUND = 'rounded-full bg-slate-100 p-2.5 text-slate-700 hover:bg-slate-200';
const TESTIMONIALS = [
  {
    name: 'Ananya Sharma',
    designation: 'Software engineer, Bengaluru',
    rating: 4.5,
    text: 'Our Kashmir trip was planned to the last detail. The houseboat stay and the driver were wonderful, and the price was exactly what we saw online.',
  },
  {
    name: 'Rohit Verma',
    designation: 'Teacher, Lucknow',
    rating: 5,
    text: 'Booked a cab from Delhi to Jaipur at midnight for an early start. The car was clean, the driver on time, and support answered every question.',
  },
  {
    name: 'Fatima Sheikh',
    designation: 'Doctor, Hyderabad',
    rating: 3.5,
    text: 'Good hotel choices in Goa with honest photos. Check-in took a little long, but the team sorted it out quickly and kindly.',
  },
];

/** Three testimonials that advance every 3 s; previous/next wrap around; the rotation can be paused. */
export function Testimonials() {
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
  const initials = t.name
    .split(' ')
    .map((w) => w[0])
    .join('');
  return (
    <HomeSection id="testimonials-title" heading={{ eyebrow: 'Travellers say', title: 'Testimonials' }}>
      <div
        aria-roledescription="carousel"
        aria-label="Testimonials"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setHovered(true)}
        onBlur={() => setHovered(false)}
        className="mx-auto max-w-3xl rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 md:p-10"
      >
        <figure aria-roledescription="slide" aria-label={`${index + 1} of ${n}`} aria-live={playing ? 'off' : 'polite'}>
          <span
            aria-hidden="true"
            className="mx-auto grid h-16 w-16 place-items-center rounded-full bg-gradient-to-br from-teal-600 to-sky-700 text-xl font-bold text-white"
          >
            {initials}
          </span>
          <blockquote className="mt-4 text-lg text-slate-700">“{t.text}”</blockquote>
          <figcaption className="mt-4">
            <span className="block font-bold text-slate-900">{t.name}</span>
            <span className="block text-sm text-slate-600">{t.designation}</span>
            <span className="mt-2 inline-flex items-center gap-2 text-sm text-slate-700">
              <StarRating value={t.rating} /> {t.rating.toFixed(1)}
            </span>
          </figcaption>
        </figure>
        <div className="mt-6 flex items-center justify-center gap-3">
          <ArrowButton
            label="Previous testimonial"
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
            {playing ? 'Pause testimonials' : 'Play testimonials'}
          </button>
          <ArrowButton label="Next testimonial" direction="next" onClick={() => setIndex((i) => (i + 1) % n)} className={ROUND} />
        </div>
      </div>
    </HomeSection>
  );
}
