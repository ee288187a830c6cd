import * as api from '@raahi/contract/places';
import { route } from '../../http/route.ts';
import { suggest } from './suggest.service.ts';

export const suggestRoutes = [route(api.suggestDestinations, ({ db, query }) => suggest(db, query.q, query.limit))];
