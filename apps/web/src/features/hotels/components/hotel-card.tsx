import type { HotelCard as HotelCardData } from '@raahi/contract/hotels';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { SaveHeart } from '../../../components/saved/save-heart.tsx';
import { ListingCard } from '../../../components/listing-card.tsx';
import { CardPhoto } from '../../../components/ui/img.tsx';
import { GuestRating } from '../../../components/ui/guest-rating.tsx';
import { rupees } from '@raahi/contract/rules/rupees';
import { hotelPriceNote } from '../../../lib/price-notes.ts';
import { useLanguage, useLocalePath, useT } from '../../../lib/i18n.tsx';
import { typedIn } from '@raahi/contract/rules/translations';
import { propertyTypeWords } from '../search-params.ts';

/** Where the hotel is: its area and town ('Calangute, Goa') when its address names one its location does not. */
const placeLine = ({ area, location }: Pick<HotelCardData, 'area' | 'location'>) =>
  area && !location.includes(area) ? `${area}, ${location.split(',')[0]!.trim()}` : location;

/**
 * A hotel in a grid: photo, name, area and place, rating, what the priced plan gives (free cancellation, breakfast), the price with the GST it adds (for the searched stay when the
 * search has dates, else a night's), and BOOK NOW.
 */
export function HotelCard({ hotel: typed, to, priority = false }: { hotel: HotelCardData; to: string; priority?: boolean }) {
  const t = useT();
  const hotel = typedIn(typed, useLanguage());
  const at = useLocalePath();
  const { stay } = hotel;
  return (
    <ListingCard
      media={
        <CardPhoto
          src={hotel.imageUrl || hotel.images[0]}
          alt={hotel.name}
          shape="3/2"
          sizes="(min-width: 1280px) 22vw, (min-width: 768px) 45vw, 100vw"
          priority={priority}
        />
      }
      className="hover:shadow-md"
      bodyClassName="p-4"
      heart={<SaveHeart kind="hotel" id={hotel._id} name={hotel.name} />}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 text-base font-semibold text-slate-900">{hotel.name}</h3>
        {hotel.type && (
          <span className="shrink-0 rounded-full bg-teal-50 px-2 py-0.5 text-xs font-medium text-teal-800">
            {propertyTypeWords(t, hotel.type)}
          </span>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">{placeLine(hotel)}</p>
      <GuestRating rating={hotel.rating} count={hotel.reviewCount} className="mt-2 text-sm text-slate-700" />
      {(stay?.freeCancellation || stay?.breakfastIncluded) && (
        <ul className="mt-2 flex flex-wrap gap-1.5 text-xs font-semibold" aria-label={t('hotels.card.planGives')}>
          {stay.freeCancellation && (
            <li className="rounded-full bg-emerald-50 px-2 py-0.5 text-emerald-800">{t('hotels.card.freeCancellation')}</li>
          )}
          {stay.breakfastIncluded && (
            <li className="rounded-full bg-amber-50 px-2 py-0.5 text-amber-900">{t('hotels.card.breakfastIncluded')}</li>
          )}
        </ul>
      )}
      <div className="mt-auto pt-4">
        {stay ? (
          <div data-testid="stay-price">
            <p className="text-xl font-bold text-slate-900">{rupees(stay.total)}</p>
            <p className="text-sm text-slate-600">
              {t('hotels.card.stay', { rooms: stay.rooms, nights: stay.nights, taxes: rupees(stay.taxes) })}
            </p>
          </div>
        ) : (
          <>
            <p className="text-xl font-bold text-slate-900">{rupees(hotel.price)}</p>
            <p className="text-sm text-slate-600">{hotelPriceNote(t, hotel.price)}</p>
          </>
        )}
        <Link to={at(to)} className={buttonClass('primary', 'mt-3 w-full')} aria-label={t('hotels.card.bookNowOf', { name: hotel.name })}>
          {t('hotels.card.bookNow')}
        </Link>
      </div>
    </ListingCard>
  );
}
