// The home page's sections below the search: their code (and the contract rows they call) is fetched while
// the page hydrates, each section in its turn (partApart), so it is not part of the page's first load.
export { FeaturedBlogs } from './featured-blogs.tsx';
export { FeaturedHotels } from './featured-hotels.tsx';
export { FeaturedTours } from './featured-tours.tsx';
export { OffersBlock } from './offers-block.tsx';
export { Testimonials } from './testimonials.tsx';
export { AboutUs, WhyChooseUs } from './why-choose-us.tsx';
export { featuredBlogsQuery } from '../api/featured-blogs.ts';
export { featuredHotelsQuery } from '../api/featured-hotels.ts';
export { featuredToursQuery } from '../api/featured-tours.ts';
export { offersQuery } from '../api/offers.ts';
