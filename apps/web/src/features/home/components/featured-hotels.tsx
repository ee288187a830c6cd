import { Link } from 'react-router';
import { Img } from '../../../components/ui/img.tsx';
import { StarRating } from '../../../components/ui/star-rating.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatRupees } from '../../../lib/format.ts';
import { useFeaturedHotels } from '../api/featured-hotels.ts';
import { CardSkeletons, HomeSection, SectionHeading } from './section-heading.tsx';

export function FeaturedHotels() {
  const hotels = useFeaturedHotels();
  return (
    <HomeSection id="featured-hotels-title">
      <SectionHeading
        id="featured-hotels-title"
        eyebrow="Stay well"
        title="Featured Hotels"
        more={{ to: '/hotel', label: 'View More', name: 'all hotels' }}
      />
      {hotels.isPending ? (
        <CardSkeletons count={4} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" />
      ) : hotels.isError ? (
        <ErrorState message={messageOf(hotels.error, 'Failed to load hotels. Please try again.')} onRetry={() => void hotels.refetch()} />
      ) : hotels.data.items.length === 0 ? (
        <EmptyState title="No featured hotels yet" hint="Search all hotels to find your stay." />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {hotels.data.items.map((h) => (
            <li key={h._id}>
              <Link
                to={`/hotel/${h._id}`}
                className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-lg focus-visible:outline-2 focus-visible:outline-teal-600"
              >
                <Img
                  src={h.imageUrl || h.images[0]}
                  alt={h.name}
                  width={640}
                  height={480}
                  sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                  className="aspect-[4/3] w-full"
                />
                <div className="flex flex-1 flex-col p-4">
                  <h3 className="font-bold text-slate-900">{h.name}</h3>
                  <p className="text-sm text-slate-600">{h.location}</p>
                  <div className="mt-2 flex items-center gap-2 text-sm text-slate-700">
                    <StarRating value={h.rating} /> {h.rating.toFixed(1)}
                  </div>
                  <p className="mt-auto pt-3 text-sm text-slate-600">
                    <span className="text-lg font-bold text-slate-900">{formatRupees(h.price)}</span> per night
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
