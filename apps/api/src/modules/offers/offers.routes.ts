import * as admin from '@raahi/contract/offer-admin';
import * as api from '@raahi/contract/offers';
import { page } from '../../http/page.ts';
import { route } from '../../http/route.ts';
import { toWireOffer } from '../../wire/offer.ts';
import { createOffer, editOffer, getOffer, listAllOffers, listPublicOffers, removeOffer } from './offers.service.ts';

export const offerRoutes = [
  route(api.listOffers, async ({ db, actor, query }) => page(await listPublicOffers(db, query, actor !== null), toWireOffer)),
  route(admin.listAdminOffers, async ({ db, query }) => page(await listAllOffers(db, query), toWireOffer)),
  route(admin.createOffer, async ({ db, body }) => toWireOffer(await createOffer(db, body))),
  route(admin.getAdminOffer, async ({ db, params }) => toWireOffer(await getOffer(db, params.id))),
  route(admin.updateOffer, async ({ db, params, body }) => toWireOffer(await editOffer(db, params.id, body))),
  route(admin.deleteOffer, async ({ db, params }) => {
    await removeOffer(db, params.id);
    return { message: 'Offer deleted successfully.' };
  }),
];
