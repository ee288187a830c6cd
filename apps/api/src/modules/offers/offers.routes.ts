import * as api from '@raahi/contract/offers';
import { route } from '../../http/route.ts';
import { toWireOffer } from '../../wire/offer.ts';
import { createOffer, editOffer, getOffer, listAllOffers, listPublicOffers, removeOffer } from './offers.service.ts';

const asPage = ({ rows, total }: Awaited<ReturnType<typeof listAllOffers>>) => ({ items: rows.map(toWireOffer), total });

export const offerRoutes = [
  route(api.listOffers, async ({ db, query }) => asPage(await listPublicOffers(db, query))),
  route(api.listAdminOffers, async ({ db, query }) => asPage(await listAllOffers(db, query))),
  route(api.createOffer, async ({ db, body }) => toWireOffer(await createOffer(db, body))),
  route(api.getAdminOffer, async ({ db, params }) => toWireOffer(await getOffer(db, params.id))),
  route(api.updateOffer, async ({ db, params, body }) => toWireOffer(await editOffer(db, params.id, body))),
  route(api.deleteOffer, async ({ db, params }) => {
    await removeOffer(db, params.id);
    return { message: 'Offer deleted successfully.' };
  }),
];
