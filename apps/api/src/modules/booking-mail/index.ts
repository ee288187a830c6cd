// Booking mail: what the guest and the provider are told of a booking's events, written to the outbox by a
// handler of the events. It knows bookings and mail; neither knows it.
// The module's face: the plugin that registers it.
import fp from 'fastify-plugin';
import { handleBookingEvents } from '../bookings/index.ts';
import { mailHandler } from './booking-mail-handler.ts';

export const bookingMailModule = fp(async (app) => handleBookingEvents(app, mailHandler), {
  name: 'booking-mail',
  dependencies: ['bookings', 'mail'],
});
