import * as admin from '@raahi/contract/offer-admin';
import * as api from '@raahi/contract/offers';
import { route } from '../../http/route.ts';
import { toWireOffer } from '../../wire/offer.ts';
import { createOffer, editOffer, getOffer, listAllOffers, listPublicOffers, removeOffer } from './offers.service.ts';

const asPage = ({ rows, total }: Awaited<ReturnType<typeof listAllOffers>>) => ({ items: rows.map(toWireOffer), total });

export const offerRoutes = [
  route(api.listOffers, async ({ db, actor, query }) => asPage(await listPublicOffers(db, query, actor !== null))),
  route(admin.listAdminOffers, async ({ db, query }) => asPage(await listAllOffers(db, query))),
  route(admin.createOffer, async ({ db, body }) => toWireOffer(await createOffer(db, body))),
  route(admin.getAdminOffer, async ({ db, params }) => toWireOffer(await getOffer(db, params.id))),
  route(admin.updateOffer, async ({ db, params, body }) => toWireOffer(await editOffer(db, params.id, body))),
  route(admin.deleteOffer, async ({ db, params }) => {
    await removeOffer(db, params.id);
    return { message: 'Offer deleted successfully.' };
  }),
];
