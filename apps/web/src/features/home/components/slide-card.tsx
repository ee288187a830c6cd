import { Link } from 'react-router';
import { Img } from '../../../components/ui/img.tsx';
import { SLIDE_SIZES, type Slide } from '../carousel-slides.ts';

/** One carousel picture with its tour's name and place, linking to the tour. */
export function SlideCard({ slide, priority, tabIndex }: { slide: Slide; priority: boolean; tabIndex?: number }) {
  return (
    <Link
      to={slide.to}
      tabIndex={tabIndex}
      className="relative block overflow-hidden rounded-2xl shadow-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
    >
      <Img
        src={slide.image}
        alt={`${slide.title}, ${slide.place}`}
        width={1280}
        height={800}
        priority={priority}
        sizes={SLIDE_SIZES}
        className="aspect-[16/10] w-full"
      />
      <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-slate-950/80 to-transparent p-4 text-left text-white">
        <span className="block text-lg font-bold">{slide.title}</span>
        <span className="text-sm text-slate-100">{slide.place}</span>
      </span>
    </Link>
  );
}
