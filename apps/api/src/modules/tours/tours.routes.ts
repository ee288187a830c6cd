import * as api from '@raahi/contract/tours';
import { route } from '../../http/route.ts';
import { toWireTour } from '../../wire/tour.ts';
import { getLiveTour, tourCardPage } from './tours.service.ts';

export const tourRoutes = [
  route(api.listTours, async ({ db, query }) => tourCardPage(db, query)),
  route(api.getTour, async ({ db, params }) => toWireTour(await getLiveTour(db, params.id))),
];
