import type { TourCard as TourCardData } from '@raahi/contract/tours';
import { Link } from 'react-router';
import { SaveHeart } from '../../../components/saved/save-heart.tsx';
import { ListingCard, StartingAt } from '../../../components/listing-card.tsx';
import { CardPhoto } from '../../../components/ui/img.tsx';
import { GuestRating } from '../../../components/ui/guest-rating.tsx';
import { rupees } from '@raahi/contract/rules/rupees';
import { tourPriceNote } from '../../../lib/price-notes.ts';
import { useLanguage, useLocalePath, useT } from '../../../lib/i18n.tsx';
import { typedIn } from '@raahi/contract/rules/translations';
import { typeLabel } from './tour-type.ts';

const TOUR_PHOTO_SIZES = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

export function TourCard({ tour: typed }: { tour: TourCardData }) {
  const t = useT();
  const tour = typedIn(typed, useLanguage());
  const at = useLocalePath();
  const media = (
    <div className="relative">
      <CardPhoto src={tour.image || tour.photos[0]} alt={tour.name} shape="8/5" sizes={TOUR_PHOTO_SIZES} />
      <span className="absolute left-3 top-3 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-teal-800 shadow">
        {typeLabel(tour.type, t)}
      </span>
    </div>
  );
  return (
    <ListingCard media={media} className="hover:shadow-lg" heart={<SaveHeart kind="tour" id={tour._id} name={tour.name} />}>
      <h3 className="text-lg font-bold text-slate-900">
        <Link to={at(`/tour/${tour._id}`)} className="hover:text-teal-800 focus-visible:outline-2 focus-visible:outline-teal-600">
          {tour.name}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-slate-600">{tour.location}</p>
      <div className="mt-2 flex items-center gap-2 text-sm text-slate-600">
        <GuestRating rating={tour.rating} count={tour.reviews} />
        <span aria-hidden="true">·</span>
        <span>{t('tours.nightsDays', { nights: tour.nights, days: tour.days })}</span>
      </div>
      <StartingAt price={rupees(tour.price)} note={tourPriceNote(t, tour.price)} to={`/tour/${tour._id}`} name={tour.name} />
    </ListingCard>
  );
}
