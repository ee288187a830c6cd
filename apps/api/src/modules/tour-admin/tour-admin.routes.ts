import * as api from '@raahi/contract/tour-admin';
import { route } from '../../http/route.ts';
import { toWireTour } from '../tours/index.ts';
import { getLiveTour, tourPage } from '../tours/index.ts';
import { createTour, editTour, removeTour } from './tour-admin.service.ts';

export const tourAdminRoutes = [
  // the live catalogue with the public filters; archived packages are gone from it
  route(api.listAdminTours, async ({ db, query }) => tourPage(db, query)),
  route(api.createTour, async ({ db, body }) => toWireTour(await createTour(db, body))),
  route(api.getAdminTour, async ({ db, params }) => toWireTour(await getLiveTour(db, params.id, 'Package'))),
  route(api.updateTour, async ({ db, params, body }) => toWireTour(await editTour(db, params.id, body))),
  route(api.deleteTour, async ({ db, params }) => {
    const outcome = await removeTour(db, params.id);
    return { message: 'Package deleted successfully.', archived: outcome === 'archived' };
  }),
];
