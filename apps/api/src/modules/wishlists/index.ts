// Wishlists: a person's saved hotels and tours in named lists, shared read-only by a link, and the listings
// they viewed lately (decision 0082). The module's face: the plugin that registers it, and what the
// privacy module's erasure uses.
import fp from 'fastify-plugin';
import { registerRoutes } from '../../http/route.ts';
import { provideSubjectFacts } from '../../http/subject-facts.ts';
import { wishlistOwner } from './wishlists.repo.ts';
import { wishlistRoutes } from './wishlists.routes.ts';

export { forgetPerson as forgetSavedPlaces } from './wishlists.repo.ts';

export const wishlistsModule = fp(
  async (app) => {
    registerRoutes(app, wishlistRoutes);
    provideSubjectFacts(app, { wishlistOwner });
  },
  { name: 'wishlists' },
);
