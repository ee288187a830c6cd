import * as api from '@raahi/contract/analytics';
import { route } from '../../http/route.ts';
import { analyticsFor } from './analytics.service.ts';

// Admins see the platform; hotel and cab owners their own listing; tour managers tour bookings.
export const analyticsRoutes = [route(api.getAnalytics, async ({ db, actor, query }) => analyticsFor(db, actor, query))];
