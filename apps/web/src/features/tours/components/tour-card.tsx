import type { Tour } from '@raahi/contract/tours';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Img } from '../../../components/ui/img.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { formatRupees } from '../../../lib/format.ts';
import { typeLabel } from './tour-type.ts';

export function TourCard({ tour }: { tour: Tour }) {
  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-lg">
      <div className="relative">
        <Img
          src={tour.image || tour.photos[0]}
          alt={tour.name}
          width={640}
          height={400}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="aspect-[8/5] w-full"
        />
        <span className="absolute left-3 top-3 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-teal-800 shadow">
          {typeLabel(tour.type)}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-bold text-slate-900">
          <Link to={`/tour/${tour._id}`} className="hover:text-teal-800 focus-visible:outline-2 focus-visible:outline-teal-600">
            {tour.name}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-slate-600">{tour.location}</p>
        <div className="mt-2 flex items-center gap-2 text-sm text-slate-600">
          <StarRating value={tour.rating} />
          <span>{tour.rating.toFixed(1)}</span>
          <span aria-hidden="true">·</span>
          <span>
            {tour.nights} Nights / {tour.days} Days
          </span>
        </div>
        <div className="mt-auto flex items-end justify-between gap-3 pt-4">
          <p className="text-sm text-slate-600">
            Starting at
            <span className="block text-xl font-bold text-slate-900">{formatRupees(tour.price)}</span>
            <span className="text-xs">per person</span>
          </p>
          <Link to={`/tour/${tour._id}`} className={buttonClass('primary')} aria-label={`Book Now: ${tour.name}`}>
            Book Now
          </Link>
        </div>
      </div>
    </article>
  );
}
