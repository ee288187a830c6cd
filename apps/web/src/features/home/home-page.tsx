import { HydrateApart, partApart } from '../../components/hydrate-apart.tsx';
import { useT } from '../../lib/i18n.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { homeMeta } from '../../lib/seo/meta.ts';
import { useCarouselTours } from './api/carousel-tours.ts';
import { HomeSearch } from './components/home-search.tsx';
import { HeroCarousel } from './components/hero-carousel.tsx';
import { pageLoader } from '../../lib/route-data.ts';
import { carouselToursQuery } from './api/carousel-tours.ts';

// below the search: fetched once the page is used (one chunk for them all), not part of its first load
const sections = () => import('./components/below-the-fold.ts');
const below = { later: true };
const OffersBlock = partApart(async () => (await sections()).OffersBlock, below);
const FeaturedTours = partApart(async () => (await sections()).FeaturedTours, below);
const FeaturedHotels = partApart(async () => (await sections()).FeaturedHotels, below);
const FeaturedBlogs = partApart(async () => (await sections()).FeaturedBlogs, below);
const WhyChooseUs = partApart(async () => (await sections()).WhyChooseUs, below);
const AboutUs = partApart(async () => (await sections()).AboutUs, below);
const Testimonials = partApart(async () => (await sections()).Testimonials, below);

// on a later visit the sections' queries start beside the page's code (their modules come with the sections)
export const loader = pageLoader((_, qc) => {
  const below = sections();
  return [
    qc.ensureQueryData(carouselToursQuery),
    below.then((s) => qc.ensureQueryData(s.offersQuery)),
    below.then((s) => qc.ensureQueryData(s.featuredToursQuery)),
    below.then((s) => qc.ensureQueryData(s.featuredHotelsQuery)),
    below.then((s) => qc.ensureQueryData(s.featuredBlogsQuery)),
  ];
});

export function Component() {
  const t = useT();
  const tours = useCarouselTours();
  return (
    <>
      <PageMeta meta={(origin) => homeMeta(origin, t, tours.data?.items[0]?.image)} />
      <h1 className="sr-only">{t('home.title')}</h1>
      {/* the first screen searches; the carousel follows it */}
      <HomeSearch />
      <HydrateApart later>
        <HeroCarousel />
      </HydrateApart>
      <OffersBlock />
      <FeaturedTours />
      <FeaturedHotels />
      <FeaturedBlogs />
      <WhyChooseUs />
      <AboutUs />
      <Testimonials />
    </>
  );
}
