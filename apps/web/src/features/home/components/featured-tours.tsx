import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Img } from '../../../components/ui/img.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/states.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatRupees } from '../../../lib/format.ts';
import { useFeaturedTours } from '../api/featured-tours.ts';
import { CardSkeletons, HomeSection, SectionHeading } from './section-heading.tsx';

export function FeaturedTours() {
  const tours = useFeaturedTours();
  return (
    <HomeSection id="featured-tours-title">
      <SectionHeading
        id="featured-tours-title"
        eyebrow="Hand-picked packages"
        title="Featured Tours"
        more={{ to: '/tour', label: 'View More', name: 'all tours' }}
      />
      {tours.isPending ? (
        <CardSkeletons count={3} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" />
      ) : tours.isError ? (
        <ErrorState message={messageOf(tours.error, 'Failed to load tours. Please try again.')} onRetry={() => void tours.refetch()} />
      ) : tours.data.items.length === 0 ? (
        <EmptyState title="No featured tours yet" hint="See every package on the tours page." />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {tours.data.items.map((t) => (
            <li key={t._id}>
              <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-lg">
                <Img
                  src={t.image || t.photos[0]}
                  alt={t.name}
                  width={640}
                  height={400}
                  sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  className="aspect-[8/5] w-full"
                />
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="text-lg font-bold text-slate-900">{t.name}</h3>
                  <p className="text-sm text-slate-600">{t.location}</p>
                  <p className="mt-2 text-sm text-slate-700">
                    {t.nights} Nights / {t.days} Days
                  </p>
                  <div className="mt-auto flex items-end justify-between gap-3 pt-4">
                    <p className="text-sm text-slate-600">
                      Starting at <span className="block text-xl font-bold text-slate-900">{formatRupees(t.price)}</span>
                      <span className="text-xs">per person</span>
                    </p>
                    <Link to={`/tour/${t._id}`} className={buttonClass('primary')} aria-label={`Book Now: ${t.name}`}>
                      Book Now
                    </Link>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
