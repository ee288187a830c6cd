import * as api from '@raahi/contract/tours';
import { route } from '../../http/route.ts';
import { toWireTour } from './tour.wire.ts';
import { getLiveTour, tourCardPage } from './tours.service.ts';
import { supplierOf } from '../../config.ts';
import { oneWithProvider, pageWithProviders } from '../providers/index.ts';

export const tourRoutes = [
  route(api.listTours, async ({ db, app, query }) => pageWithProviders(db, supplierOf(app), await tourCardPage(db, query))),
  route(api.getTour, async ({ db, app, params }) => oneWithProvider(db, supplierOf(app), toWireTour(await getLiveTour(db, params.id)))),
];
