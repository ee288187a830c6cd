// A cab trip on the wire: what a search, a quote and a booking ask for (kind, places, dates), a car's fare
// card, and the priced trip they answer. The rules are rules/cab-fares.ts; money here is rupees.
import * as z from 'zod/mini';
import { dayInput, rupees, shortText, wholeNumber } from './fields.ts';
import { packageSize, TRIP_KINDS } from './rules/cab-fares.ts';

export const tripKind = z.enum(TRIP_KINDS, 'Choose oneway, round, airport or local.');

/** A package is named for its size: 8 hours and 80 km is 8h80km. */
const localPackage = z
  .object({
    package: shortText(12),
    hours: wholeNumber(1, 24),
    km: wholeNumber(1, 999),
    fare: rupees,
    extraKm: rupees,
    extraHour: rupees,
  })
  .check(
    z.refine((p) => packageSize(p.package)?.hours === p.hours && packageSize(p.package)?.km === p.km, {
      path: ['package'],
      message: 'Name the package for its hours and km, like 8h80km.',
    }),
  );

/** A car's prices for each kind of trip (rupees); rules/cab-fares.ts FareCard. */
export const fareCard = z.object({
  oneWay: z.object({ perKm: rupees }),
  round: z.object({ perKm: rupees, minKmPerDay: wholeNumber(0, 1000), driverAllowancePerDay: rupees }),
  airport: z.object({ fare: rupees }),
  local: z.array(localPackage).check(
    z.maxLength(10, 'At most 10 packages.'),
    z.refine((ps) => new Set(ps.map((p) => p.package)).size === ps.length, 'Each package once.'),
  ),
  nightCharge: rupees,
  tolls: z.discriminatedUnion('paidBy', [
    z.object({ paidBy: z.literal('estimate'), perKm: rupees }),
    z.object({ paidBy: z.literal('traveller') }),
  ]),
  permit: rupees,
});

/** What GET and PUT /api/cabs/{cabId}/fares carry: the card, the car's base city (a place id or name) and how far it goes. */
export const cabFares = z.object({
  fareCard,
  /** a place id ('jaipur') or a place's name; answered as the place's id */
  baseCity: z.nullable(shortText(120)),
  serviceRadiusKm: wholeNumber(0, 2000),
});
export type CabFares = z.infer<typeof cabFares>;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const MOBILE = /^\+?[0-9][0-9 -]{6,18}[0-9]$/;

/** The trip a search, a quote or a booking asks for; all optional, so the spec's calls stay as they were. */
export const tripFields = {
  trip: z.optional(tripKind),
  /** a place's id or name: the pickup city (an airport for a transfer from it) */
  from: z.optional(shortText(120)),
  /** a place's id or name: the drop (none for a local trip) */
  to: z.optional(shortText(120)),
  /** a round trip's last day */
  returnDate: z.optional(dayInput),
  /** a local trip's package, like 8h80km */
  package: z.optional(shortText(20)),
};

/** The search's own: the pickup day and time (Indian time). */
export const tripWhenFields = {
  date: z.optional(dayInput),
  time: z.optional(z.string().check(z.trim(), z.regex(HH_MM, 'Use the format HH:mm.'))),
};

/** A booking's: where exactly to pick up, and who travels (someone else may). */
export const tripPartyFields = {
  pickupAddress: z.optional(shortText(300)),
  passengerName: z.optional(shortText(100)),
  passengerPhone: z.optional(shortText(20).check(z.refine((v: string) => v === '' || MOBILE.test(v), 'Enter a valid mobile number.'))),
};

export const fareLine = z.object({ label: z.string(), amount: z.number() });
const placeRef = z.object({ id: z.string(), name: z.string(), state: z.string() });

/** A trip priced for one car (rupees). */
export const pricedTrip = z.object({
  kind: tripKind,
  from: placeRef,
  /** null for a local trip */
  to: z.nullable(placeRef),
  distanceKm: z.number(),
  /** whether the distance is a known route's (else estimated from the straight line) */
  distanceKnown: z.boolean(),
  /** one way's driving, minutes (a local trip: its package's hours) */
  durationMinutes: z.number(),
  /** the lines GST applies to, then tolls and permits passed through */
  fareLines: z.array(fareLine),
  passThroughLines: z.array(fareLine),
  /** GST on the fare lines */
  taxes: z.number(),
  /** everything: fare lines, GST, tolls and permits */
  total: z.number(),
  includedKm: z.number(),
  /** rupees a km beyond includedKm */
  extraPerKm: z.number(),
  includedHours: z.optional(z.number()),
  extraPerHour: z.optional(z.number()),
  tollsPaidByTraveller: z.boolean(),
  /** ISO instant the car is expected back at its base */
  estimatedReturn: z.string(),
  returnDate: z.optional(z.string()),
  package: z.optional(z.string()),
});
export type PricedTrip = z.infer<typeof pricedTrip>;

/** A booked trip: the priced trip, the pickup address and the passenger. */
export const bookedTrip = z.extend(pricedTrip, {
  pickupAddress: z.string(),
  passengerName: z.string(),
  passengerPhone: z.string(),
});
export type BookedTrip = z.infer<typeof bookedTrip>;
