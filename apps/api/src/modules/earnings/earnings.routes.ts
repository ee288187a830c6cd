// The commission and earnings calls of the contract (packages/contract/src/earnings.ts).
import * as api from '@raahi/contract/earnings';
import { route } from '../../http/route.ts';
import { commissionNow, earningsFor, setCommission } from './earnings.service.ts';

export const earningsRoutes = [
  route(api.getCommission, async ({ db }) => commissionNow(db)),
  route(api.setCommission, async ({ db, actor, body }) => setCommission(db, actor, body.percent)),
  route(api.getEarnings, async ({ db, actor, query }) => earningsFor(db, actor, query)),
];
