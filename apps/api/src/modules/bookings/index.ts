// Bookings: every booking of a hotel, cab or tour, every change of one and the events each change appends.
// The module's face: the plugin that registers it, and all that other code may use of it.
import fp from 'fastify-plugin';
import { registerRoutes } from '../../http/route.ts';
import { provideSubjectFacts } from '../../http/subject-facts.ts';
import { findBookingFacts } from './booking-facts.repo.ts';
import { registerBookingEventJobs } from './booking-events.jobs.ts';
import { bookingEventRoutes } from './booking-events.routes.ts';
import { bookingRoutes } from './bookings.routes.ts';

export { findBookingFacts } from './booking-facts.repo.ts';
export { recordChange } from './booking-changes.ts';
export type { StaffCancel } from './booking-changes.ts';
export { dispatchSoon, handleBookingEvents } from './booking-events.jobs.ts';
export type { BookingEventHandler } from './booking-events.jobs.ts';
export type { BookingEventRow } from './booking-events.repo.ts';
export { moveTo, refuseSlot, rescheduleBooking, setPrice } from './booking-routine.ts';
export type { KindPart, Listing } from './booking-routine.ts';
export { lockForChange } from './booking-status.ts';
export type { StatusChange } from './booking-status.ts';
export { toWireCabBooking, toWireHotelBooking, toWireTourBooking } from './booking.wire.ts';
export { listCabBookings, listHotelBookings, listTourBookings, priceColumns } from './bookings.repo.ts';
export { withPart } from './bookings.service.ts';
export { holdRanOut, lockDueHold } from './holds.repo.ts';
export { endHold, freeRunOutHolds } from './holds.ts';
export { provideMoneySide } from './money-side.ts';
export { cancellationParts } from './room-terms.ts';

export const bookingsModule = fp(
  async (app) => {
    registerRoutes(app, [...bookingRoutes, ...bookingEventRoutes]);
    registerBookingEventJobs(app);
    provideSubjectFacts(app, { booking: findBookingFacts });
  },
  { name: 'bookings' },
);
