// The back-office's view of booking events whose consequences keep failing, and its retry
// (packages/contract/src/booking-events.ts).
import * as api from '@raahi/contract/booking-events';
import { route } from '../../http/route.ts';
import { notFound } from '../../lib/errors.ts';
import { isHandler, queueHandling } from './booking-events.jobs.ts';
import { page } from '../../http/page.ts';
import { failingHandlings, findBookingEvent, handlingsOf } from './booking-events.repo.ts';

export const bookingEventRoutes = [
  route(api.listFailingHandlings, async ({ db, query }) =>
    page(await failingHandlings(db, query), ({ failure: f, event: e }) => ({
      eventId: e.id,
      event: e.kind,
      handler: f.handler,
      bookingKind: e.bookingKind,
      bookingId: e.bookingId,
      eventAt: e.createdAt.toISOString(),
      attempts: f.attempts,
      lastError: f.lastError,
      firstFailedAt: f.firstFailedAt.toISOString(),
      lastFailedAt: f.lastFailedAt.toISOString(),
    })),
  ),
  route(api.retryHandling, async ({ app, db, params }) => {
    if (!isHandler(app, params.handler) || !(await findBookingEvent(db, params.eventId))) throw notFound('Booking event');
    const done = async () => (await handlingsOf(db, params.eventId)).some((h) => h.handler === params.handler);
    if (!(await done())) await queueHandling(app, { eventId: params.eventId, handler: params.handler });
    return { status: (await done()) ? ('done' as const) : ('queued' as const) };
  }),
];
