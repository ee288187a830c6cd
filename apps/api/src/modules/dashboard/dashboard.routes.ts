import * as api from '@raahi/contract/dashboard';
import { route } from '../../http/route.ts';
import { dashboardFor } from './dashboard.service.ts';

// Any staff role; each sees the figures of its own scope (admin: everything).
export const dashboardRoutes = [route(api.getDashboard, async ({ db, actor }) => dashboardFor(db, actor))];
