import * as api from '@raahi/contract/analytics';
import { FileAnswer, route } from '../../http/route.ts';
import { analyticsCsv, analyticsFor } from './analytics.service.ts';

// Admins see the platform; hotel and cab owners their own listing; tour managers tour bookings.
export const analyticsRoutes = [
  route(api.getAnalytics, async ({ db, actor, query }) => {
    const figures = await analyticsFor(db, actor, query);
    if (query.format !== 'csv') return figures;
    return new FileAnswer(analyticsCsv(figures), 'text/csv; charset=utf-8', `raahi-analytics-${figures.from}-to-${figures.to}.csv`);
  }),
];
