import type { HotelCard } from '@raahi/contract/hotels';
import { ListingCard } from '../../../components/listing-card.tsx';
import { CardPhoto } from '../../../components/ui/img.tsx';
import { GuestRating } from '../../../components/ui/guest-rating.tsx';
import { rupees } from '@raahi/contract/rules/rupees';
import { useFeaturedHotels } from '../api/featured-hotels.ts';
import { FeaturedGrid, HomeSection } from './section-heading.tsx';

export function FeaturedHotels() {
  return (
    <HomeSection
      id="featured-hotels-title"
      heading={{ eyebrow: 'Stay well', title: 'Featured Hotels', more: { to: '/hotel', label: 'View More', name: 'all hotels' } }}
    >
      <FeaturedGrid
        query={useFeaturedHotels()}
        count={4}
        noun="hotels"
        empty={{ title: 'No featured hotels yet', hint: 'Search all hotels to find your stay.' }}
        card={(h) => <FeaturedHotel hotel={h} />}
      />
    </HomeSection>
  );
}

function FeaturedHotel({ hotel: h }: { hotel: HotelCard }) {
  const sizes = '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw';
  return (
    <ListingCard
      to={`/hotel/${h._id}`}
      media={<CardPhoto src={h.imageUrl || h.images[0]} alt={h.name} shape="4/3" sizes={sizes} />}
      className="h-full hover:shadow-lg"
      bodyClassName="p-4"
    >
      <h3 className="font-bold text-slate-900">{h.name}</h3>
      <p className="text-sm text-slate-600">{h.location}</p>
      <GuestRating rating={h.rating} count={h.reviewCount} className="mt-2 text-sm text-slate-700" />
      <p className="mt-auto pt-3 text-sm text-slate-600">
        <span className="text-lg font-bold text-slate-900">{rupees(h.price)}</span> per night
      </p>
    </ListingCard>
  );
}
