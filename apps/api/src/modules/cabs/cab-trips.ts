// A cab trip between two places: reading it from a request (unknown places refused with suggestions), whether
// a car serves it, its fare on the car's card, and how the answers and the booking carry it
// (docs/decisions/0055-cab-trips-priced-for-the-route.md).
import type { BookedTrip, PricedTrip } from '@raahi/contract/cab-trips';
import { tripProblem, type Trip } from '@raahi/contract/rules/booking-dates';
import {
  DEFAULT_FARE_CARD,
  tripFare,
  tripTimes,
  tripFareProblem,
  type FareCard,
  type FareLine,
  type PlaceRef,
  type StoredTrip,
  type TripFare,
  type TripKind,
} from '@raahi/contract/rules/cab-fares';
import { greatCircleKm } from '@raahi/contract/rules/road-distance';
import type { Breakdown } from '@raahi/contract/rules/pricing';
import { badRequest } from '../../lib/errors.ts';
import { toRupees } from '../../lib/money.ts';
import { cityOf, placeOfAddress, placeOrRefuse, roadDistance, type Place, type RoadDistance } from '../places/index.ts';

export type TripOrder = {
  kind: TripKind;
  from: Place;
  to: Place | null;
  pickup: Date;
  returnDate?: string;
  package?: string;
  distance: RoadDistance;
  interstate: boolean;
};

export type TripInput = { trip?: TripKind; from?: string; to?: string; returnDate?: string; package?: string };

/** The trip a request asks for; 400 naming an unknown place (with suggestions) or what is missing. */
export function orderOf(input: TripInput, pickup: Date): TripOrder {
  const kind = input.trip ?? 'oneway';
  if (!input.from) throw badRequest('Choose where the trip starts.', { from: 'This field is required.' });
  const from = placeOrRefuse('from', input.from);
  if (kind === 'local')
    return { kind, from, to: null, pickup, package: input.package, distance: { km: 0, known: true }, interstate: false };
  if (!input.to) throw badRequest('Choose where the trip goes.', { to: 'This field is required.' });
  const to = placeOrRefuse('to', input.to);
  if (kind === 'airport' && from.kind !== 'airport' && to.kind !== 'airport')
    throw badRequest('An airport transfer starts or ends at an airport.', { to: 'Choose an airport.' });
  const distance = roadDistance(from, to);
  if (distance.km <= 0) throw badRequest('Choose a drop-off other than the pickup.', { to: 'Choose a drop-off other than the pickup.' });
  return {
    kind,
    from,
    to,
    pickup,
    returnDate: kind === 'round' ? input.returnDate : undefined,
    distance,
    interstate: from.state !== to.state,
  };
}

/** The spec's create call names addresses: a one-way trip when both name known places, else undefined. */
export function addressOrder(pickupLocation: string, dropoffLocation: string, pickup: Date): TripOrder | undefined {
  const from = placeOfAddress(pickupLocation);
  const to = placeOfAddress(dropoffLocation);
  if (!from || !to || from.id === to.id) return undefined;
  return { kind: 'oneway', from, to, pickup, distance: roadDistance(from, to), interstate: from.state !== to.state };
}

export type Based = { baseCity: string | null; baseLat: number | null; baseLng: number | null; serviceRadiusKm: number };

/** Whether a car serves the trip: it starts in the car's base city or within its radius (an airport transfer's airport too). */
export function serves(cab: Based, order: Pick<TripOrder, 'kind' | 'from' | 'to'>): boolean {
  if (!cab.baseCity || cab.baseLat === null || cab.baseLng === null) return false;
  const base = { lat: cab.baseLat, lng: cab.baseLng };
  const near = (p: Place) => cityOf(p).id === cab.baseCity || greatCircleKm(base, p) <= cab.serviceRadiusKm;
  if (!near(order.from)) return false;
  if (order.kind !== 'airport') return true;
  return near(order.from.kind === 'airport' ? order.from : order.to!);
}

export const cardOf = (cab: { fareCard: FareCard | null }): FareCard => cab.fareCard ?? DEFAULT_FARE_CARD;

const asked = (order: TripOrder) => ({
  kind: order.kind,
  distanceKm: order.distance.km,
  pickup: order.pickup,
  returnDate: order.returnDate,
  package: order.package,
  interstate: order.interstate,
});

/** The trip's fare on a card; 400 when the card cannot price it (no such package, no return day). */
export function fareFor(card: FareCard, order: TripOrder): TripFare {
  const problem = tripFareProblem(card, asked(order));
  if (problem) throw badRequest(problem.message, { [problem.field]: problem.message });
  return tripFare(card, asked(order));
}

const ref = (p: Place): PlaceRef => ({ id: p.id, name: p.name, state: p.state });
const linesInRupees = (lines: FareLine[]) => lines.map((l) => ({ label: l.label, amount: toRupees(l.amount) }));

/** What the booking keeps of the trip. */
export function storedTrip(
  order: TripOrder,
  fare: TripFare,
  party: { pickupAddress?: string; passengerName?: string; passengerPhone?: string },
): StoredTrip {
  const { fare: _fare, passThrough: _passThrough, estimatedReturn: _back, ...rest } = fare;
  return {
    ...rest,
    from: ref(order.from),
    to: order.to && ref(order.to),
    distanceKnown: order.distance.known,
    ...(order.returnDate ? { returnDate: order.returnDate } : {}),
    ...(order.package ? { package: order.package } : {}),
    pickupAddress: party.pickupAddress ?? '',
    passengerName: party.passengerName ?? '',
    passengerPhone: party.passengerPhone ?? '',
  };
}

/** A trip as the answers carry it, in rupees, with the booking's (or quote's) GST and total. */
function wireTrip(
  t: Omit<StoredTrip, 'pickupAddress' | 'passengerName' | 'passengerPhone'>,
  money: { taxes: number; total: number },
  back: Date,
): PricedTrip {
  return {
    kind: t.kind,
    from: t.from,
    to: t.to,
    distanceKm: t.distanceKm,
    distanceKnown: t.distanceKnown,
    durationMinutes: t.durationMinutes,
    fareLines: linesInRupees(t.fareLines),
    passThroughLines: linesInRupees(t.passThroughLines),
    taxes: toRupees(money.taxes),
    total: toRupees(money.total),
    includedKm: t.includedKm,
    extraPerKm: t.extraPerKm,
    ...(t.includedHours !== undefined ? { includedHours: t.includedHours, extraPerHour: t.extraPerHour } : {}),
    tollsPaidByTraveller: t.tollsPaidByTraveller,
    estimatedReturn: back.toISOString(),
    ...(t.returnDate ? { returnDate: t.returnDate } : {}),
    ...(t.package ? { package: t.package } : {}),
  };
}

/** A trip priced for one car (a search's or a quote's answer). */
export const pricedTrip = (order: TripOrder, fare: TripFare, b: Pick<Breakdown, 'taxes' | 'total'>): PricedTrip =>
  wireTrip(storedTrip(order, fare, {}), b, fare.estimatedReturn);

/** A booked trip as the booking answers it. */
export const bookedTrip = (t: StoredTrip, money: { taxes: number; total: number }, back: Date): BookedTrip => ({
  ...wireTrip(t, money, back),
  pickupAddress: t.pickupAddress,
  passengerName: t.passengerName,
  passengerPhone: t.passengerPhone,
});

/** A stored trip's fare again (a reschedule keeps the lines it was sold with). */
export const fareOfStored = (t: StoredTrip, back: Date): TripFare => ({
  ...t,
  fare: t.fareLines.reduce((s, l) => s + l.amount, 0),
  passThrough: t.passThroughLines.reduce((s, l) => s + l.amount, 0),
  estimatedReturn: back,
});

/** A cab's slot: pickup to drop-off, and until when the car is taken (its return to base). */
export type CabSlot = Trip & { busyUntil: Date };

/** A routed trip's slot: pickup to arrival (a round trip: to its end), the car taken until its return; 400 when not bookable. */
export function routeSlot(order: TripOrder): CabSlot {
  const { arrival, estimatedReturn } = tripTimes({ ...order, distanceKm: order.distance.km });
  const slot = { pickup: order.pickup, dropoff: arrival, busyUntil: estimatedReturn };
  const problem = tripProblem({ pickup: slot.pickup, dropoff: slot.busyUntil });
  if (problem) throw badRequest(problem.message, { [problem.field]: problem.fieldMessage });
  return slot;
}
