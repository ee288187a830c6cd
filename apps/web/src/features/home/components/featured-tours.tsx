import type { TourCard } from '@raahi/contract/tours';
import { SaveHeart } from '../../../components/saved/save-heart.tsx';
import { ListingCard, StartingAt } from '../../../components/listing-card.tsx';
import { CardPhoto } from '../../../components/ui/img.tsx';
import { rupees } from '@raahi/contract/rules/rupees';
import { tourPriceNote } from '../../../lib/price-notes.ts';
import { useFeaturedTours } from '../api/featured-tours.ts';
import { FeaturedGrid, HomeSection } from './section-heading.tsx';
import { useLanguage, useT } from '../../../lib/i18n.tsx';
import { typedIn } from '@raahi/contract/rules/translations';

export function FeaturedTours() {
  const t = useT();
  return (
    <HomeSection
      id="featured-tours-title"
      heading={{ eyebrow: t('home.tours.eyebrow'), title: t('home.tours.title'), more: { to: '/tour', name: t('home.tours.all') } }}
    >
      <FeaturedGrid
        query={useFeaturedTours()}
        count={3}
        errorText={t('home.tours.error')}
        empty={{ title: t('home.tours.emptyTitle'), hint: t('home.tours.emptyHint') }}
        card={(t) => <FeaturedTour tour={t} />}
      />
    </HomeSection>
  );
}

function FeaturedTour({ tour }: { tour: TourCard }) {
  const t = typedIn(tour, useLanguage());
  const say = useT();
  const sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';
  return (
    <ListingCard
      media={<CardPhoto src={t.image || t.photos[0]} alt={t.name} shape="8/5" sizes={sizes} />}
      className="h-full hover:shadow-lg"
      heart={<SaveHeart kind="tour" id={t._id} name={t.name} />}
    >
      <h3 className="text-lg font-bold text-slate-900">{t.name}</h3>
      <p className="text-sm text-slate-600">{t.location}</p>
      <p className="mt-2 text-sm text-slate-700">{say('common.card.nightsDays', { nights: t.nights, days: t.days })}</p>
      <StartingAt price={rupees(t.price)} note={tourPriceNote(say, t.price)} to={`/tour/${t._id}`} name={t.name} />
    </ListingCard>
  );
}
