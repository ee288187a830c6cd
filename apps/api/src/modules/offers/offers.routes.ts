import * as admin from '@raahi/contract/offer-admin';
import * as api from '@raahi/contract/offers';
import { itemRoutes } from '../../http/item-routes.ts';
import { page } from '../../http/page.ts';
import { route } from '../../http/route.ts';
import { requestLanguage } from '../../http/language.ts';
import { toWireOffer } from './offer.wire.ts';
import { listAllOffers, listPublicOffers, offerItems } from './offers.service.ts';

export const offerRoutes = [
  // the discount's words in the reader's language
  route(api.listOffers, async ({ db, actor, query, request }) =>
    page(await listPublicOffers(db, query, actor !== null), (o) => toWireOffer(o, requestLanguage(request))),
  ),
  route(admin.listAdminOffers, async ({ db, query }) => page(await listAllOffers(db, query), toWireOffer)),
  ...itemRoutes(admin.offerItemRows, offerItems, toWireOffer, 'Offer deleted successfully.'),
];
