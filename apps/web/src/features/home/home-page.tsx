import { HydrateApart } from '../../components/hydrate-apart.tsx';
import { useT } from '../../lib/i18n.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { homeMeta } from '../../lib/seo/meta.ts';
import { useCarouselTours } from './api/carousel-tours.ts';
import { CabSearchHero } from './components/cab-search-hero.tsx';
import { FeaturedBlogs } from './components/featured-blogs.tsx';
import { FeaturedHotels } from './components/featured-hotels.tsx';
import { FeaturedTours } from './components/featured-tours.tsx';
import { HeroCarousel } from './components/hero-carousel.tsx';
import { OffersBlock } from './components/offers-block.tsx';
import { Testimonials } from './components/testimonials.tsx';
import { AboutUs, WhyChooseUs } from './components/why-choose-us.tsx';
import { pageLoader } from '../../lib/route-data.ts';
import { carouselToursQuery } from './api/carousel-tours.ts';
import { featuredBlogsQuery } from './api/featured-blogs.ts';
import { featuredHotelsQuery } from './api/featured-hotels.ts';
import { featuredToursQuery } from './api/featured-tours.ts';
import { offersQuery } from './api/offers.ts';

export const loader = pageLoader((_, qc) => [
  qc.ensureQueryData(carouselToursQuery),
  qc.ensureQueryData(offersQuery),
  qc.ensureQueryData(featuredToursQuery),
  qc.ensureQueryData(featuredHotelsQuery),
  qc.ensureQueryData(featuredBlogsQuery),
]);

export function Component() {
  const t = useT();
  const tours = useCarouselTours();
  return (
    <>
      <PageMeta meta={(origin) => homeMeta(origin, tours.data?.items[0]?.image)} />
      <h1 className="sr-only">{t('home.title')}</h1>
      <HydrateApart>
        <HeroCarousel />
      </HydrateApart>
      <HydrateApart>
        <CabSearchHero />
      </HydrateApart>
      <HydrateApart>
        <OffersBlock />
      </HydrateApart>
      <HydrateApart>
        <FeaturedTours />
      </HydrateApart>
      <HydrateApart>
        <FeaturedHotels />
      </HydrateApart>
      <HydrateApart>
        <FeaturedBlogs />
      </HydrateApart>
      <HydrateApart>
        <WhyChooseUs />
      </HydrateApart>
      <HydrateApart>
        <AboutUs />
      </HydrateApart>
      <HydrateApart>
        <Testimonials />
      </HydrateApart>
    </>
  );
}
