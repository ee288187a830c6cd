import type { HotelCard } from '@raahi/contract/hotels';
import { SaveHeart } from '../../../components/saved/save-heart.tsx';
import { ListingCard } from '../../../components/listing-card.tsx';
import { CardPhoto } from '../../../components/ui/img.tsx';
import { GuestRating } from '../../../components/ui/guest-rating.tsx';
import { rupees } from '@raahi/contract/rules/rupees';
import { useFeaturedHotels } from '../api/featured-hotels.ts';
import { FeaturedGrid, HomeSection } from './section-heading.tsx';
import { useLanguage, useLocalePath, useT } from '../../../lib/i18n.tsx';
import { typedIn } from '@raahi/contract/rules/translations';

export function FeaturedHotels() {
  const t = useT();
  return (
    <HomeSection
      id="featured-hotels-title"
      heading={{ eyebrow: t('home.hotels.eyebrow'), title: t('home.hotels.title'), more: { to: '/hotel', name: t('home.hotels.all') } }}
    >
      <FeaturedGrid
        query={useFeaturedHotels()}
        count={4}
        errorText={t('home.hotels.error')}
        empty={{ title: t('home.hotels.emptyTitle'), hint: t('home.hotels.emptyHint') }}
        card={(h) => <FeaturedHotel hotel={h} />}
      />
    </HomeSection>
  );
}

function FeaturedHotel({ hotel }: { hotel: HotelCard }) {
  const h = typedIn(hotel, useLanguage());
  const at = useLocalePath();
  const t = useT();
  const [before, after] = t('home.hotels.perNight', { price: '\u0000' }).split('\u0000');
  const sizes = '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw';
  return (
    <ListingCard
      to={at(`/hotel/${h._id}`)}
      media={<CardPhoto src={h.imageUrl || h.images[0]} alt={h.name} shape="4/3" sizes={sizes} />}
      className="h-full hover:shadow-lg"
      bodyClassName="p-4"
      heart={<SaveHeart kind="hotel" id={h._id} name={h.name} />}
    >
      <h3 className="font-bold text-slate-900">{h.name}</h3>
      <p className="text-sm text-slate-600">{h.location}</p>
      <GuestRating rating={h.rating} count={h.reviewCount} className="mt-2 text-sm text-slate-700" />
      <p className="mt-auto pt-3 text-sm text-slate-600">
        {before}
        <span className="text-lg font-bold text-slate-900">{rupees(h.price)}</span>
        {after}
      </p>
    </ListingCard>
  );
}
