// What a cab trip costs, from the car's fare card, the road distance and the dates: the one function the
// quote, the search, the booking and its invoice use (docs/decisions/0055-cab-trips-priced-for-the-route.md).
// Amounts on the card are rupees; the lines are paise. Zod-free.
import { addDays, daysBetween, indianLocalTime, instantOfIndianTime, startOfIndianDay } from './dates.ts';
import { drivingMinutes } from './road-distance.ts';

export const TRIP_KINDS = ['oneway', 'round', 'airport', 'local'] as const;
export type TripKind = (typeof TRIP_KINDS)[number];

export type LocalPackage = {
  /** '4h40km', '8h80km' */
  package: string;
  hours: number;
  km: number;
  fare: number;
  /** rupees per km beyond the package's km, settled after the trip */
  extraKm: number;
  /** rupees per hour beyond the package's hours, settled after the trip */
  extraHour: number;
};

/** A car's prices for each kind of trip (rupees). */
export type FareCard = {
  /** a rate that covers the empty return, driver included */
  oneWay: { perKm: number };
  round: { perKm: number; minKmPerDay: number; driverAllowancePerDay: number };
  /** flat, driver included */
  airport: { fare: number };
  local: LocalPackage[];
  /** once for a one-way or airport trip that is picked up or driven between 22:00 and 06:00; once a night away on a round trip */
  nightCharge: number;
  /** an estimate shown apart (rupees per km driven), or paid by the traveller on the way */
  tolls: { paidBy: 'estimate'; perKm: number } | { paidBy: 'traveller' };
  /** a state's permit for a trip into another state (an estimate, passed through) */
  permit: number;
};

/** The hours of the night a night charge is for, Indian time: from 22:00 to 06:00. */
export const NIGHT_STARTS = '22:00';
export const NIGHT_ENDS = '06:00';

export type TripAsked = {
  kind: TripKind;
  /** road km from pickup to drop (a local trip's is not used) */
  distanceKm: number;
  pickup: Date;
  /** a round trip's last day, YYYY-MM-DD (Indian calendar) */
  returnDate?: string;
  /** a local trip's package name */
  package?: string;
  /** pickup and drop lie in different states */
  interstate: boolean;
};

export type FareLine = { label: string; amount: number };

export type TripFare = {
  kind: TripKind;
  distanceKm: number;
  /** one way's driving, minutes (a local trip: its package's hours) */
  durationMinutes: number;
  /** lines GST applies to, paise */
  fareLines: FareLine[];
  /** tolls and permits, paise: passed through without GST */
  passThroughLines: FareLine[];
  /** sum of fareLines */
  fare: number;
  /** sum of passThroughLines */
  passThrough: number;
  /** km the price covers, and the rupees a km beyond them costs */
  includedKm: number;
  extraPerKm: number;
  /** a local package's hours, and the rupees an hour beyond them costs */
  includedHours?: number;
  extraPerHour?: number;
  tollsPaidByTraveller: boolean;
  /** when the car is back at its base and free again */
  estimatedReturn: Date;
};

export type TripProblem = { field: string; message: string };

const MINUTE = 60_000;
const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
const paise = (r: number) => Math.round(r * 100);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Whether [from, to) touches a night (22:00–06:00 Indian time); an instant at 22:00 does, one at 06:00 does not. */
export function touchesNight(from: Date, to: Date): boolean {
  const end = to.getTime() > from.getTime() ? to : new Date(from.getTime() + 1);
  let day = addDays(indianLocalTime(from).slice(0, 10), -1);
  const last = indianLocalTime(end).slice(0, 10);
  for (; day <= last; day = addDays(day, 1)) {
    const nightFrom = instantOfIndianTime(`${day}T${NIGHT_STARTS}`).getTime();
    const nightTo = instantOfIndianTime(`${addDays(day, 1)}T${NIGHT_ENDS}`).getTime();
    if (from.getTime() < nightTo && end.getTime() > nightFrom) return true;
  }
  return false;
}

/** The calendar days a round trip spans, pickup day and return day included. */
export const roundTripDays = (pickup: Date, returnDate: string) => daysBetween(indianLocalTime(pickup).slice(0, 10), returnDate) + 1;

/** A local package's hours and km from its name ('8h80km' → 8 hours, 80 km); undefined for another name. */
export function packageSize(name: string): { hours: number; km: number } | undefined {
  const m = /^(\d{1,2})h(\d{1,3})km$/.exec(name);
  return m ? { hours: Number(m[1]), km: Number(m[2]) } : undefined;
}

/**
 * When the car arrives and when it is back at its base, whatever its card: one way and airport, driving there
 * at 50 km/h and back; a round trip, the end of its return day; a local trip, its package's hours.
 */
export function tripTimes(trip: Pick<TripAsked, 'kind' | 'distanceKm' | 'pickup' | 'returnDate' | 'package'>): {
  arrival: Date;
  estimatedReturn: Date;
} {
  const at = (minutes: number) => new Date(trip.pickup.getTime() + minutes * MINUTE);
  if (trip.kind === 'local') {
    const back = at((packageSize(trip.package ?? '')?.hours ?? 0) * 60);
    return { arrival: back, estimatedReturn: back };
  }
  const drive = drivingMinutes(Math.round(trip.distanceKm));
  if (trip.kind === 'round') {
    const back = startOfIndianDay(addDays(trip.returnDate ?? indianLocalTime(trip.pickup).slice(0, 10), 1));
    return { arrival: back, estimatedReturn: back };
  }
  return { arrival: at(drive), estimatedReturn: at(2 * drive) };
}

/** What is wrong with the trip asked for this card, if anything. */
export function tripFareProblem(card: FareCard, trip: TripAsked): TripProblem | null {
  if (trip.kind === 'local') {
    if (!trip.package) return { field: 'package', message: 'Choose a package for a local trip.' };
    if (!packageSize(trip.package)) return { field: 'package', message: 'Name a package like 8h80km.' };
    if (!card.local.some((p) => p.package === trip.package))
      return { field: 'package', message: `This cab has no ${trip.package} package.` };
    return null;
  }
  if (trip.kind === 'round') {
    if (!trip.returnDate) return { field: 'returnDate', message: 'Choose the day you come back.' };
    if (roundTripDays(trip.pickup, trip.returnDate) < 1)
      return { field: 'returnDate', message: 'The return cannot be before the pickup day.' };
  }
  if (trip.distanceKm <= 0) return { field: 'to', message: 'Choose a drop-off other than the pickup.' };
  return null;
}

/**
 * The fare of a trip on a card, line by line. Call tripFareProblem first: a trip it refuses has no fare
 * (this throws). One way: km × the one-way rate; round trip: there and back, at least the card's km a day, × its
 * rate, with the driver's allowance a day; airport: the flat fare; local: the package. Night charges, tolls and a
 * permit as the card says.
 */
export function tripFare(card: FareCard, trip: TripAsked): TripFare {
  const problem = tripFareProblem(card, trip);
  if (problem) throw new Error(problem.message);
  const km = Math.round(trip.distanceKm);
  const drive = drivingMinutes(km);
  const { arrival, estimatedReturn } = tripTimes(trip);
  const fareLines: FareLine[] = [];
  const passThroughLines: FareLine[] = [];
  const tollsFor = (drivenKm: number) => {
    if (card.tolls.paidBy === 'estimate' && card.tolls.perKm > 0)
      passThroughLines.push({ label: 'Tolls (estimate)', amount: Math.round(drivenKm * paise(card.tolls.perKm)) });
  };
  const permit = () => {
    if (trip.interstate && card.permit > 0) passThroughLines.push({ label: 'State permit (estimate)', amount: paise(card.permit) });
  };
  const night = (times: number) => {
    if (times > 0 && card.nightCharge > 0)
      fareLines.push({
        label: times === 1 ? 'Night charge' : `Night charge: ${plural(times, 'night')} × ${rupees(card.nightCharge)}`,
        amount: times * paise(card.nightCharge),
      });
  };
  const done = (
    extra: Omit<TripFare, 'kind' | 'distanceKm' | 'fareLines' | 'passThroughLines' | 'fare' | 'passThrough' | 'tollsPaidByTraveller'>,
  ): TripFare => ({
    kind: trip.kind,
    distanceKm: km,
    fareLines,
    passThroughLines,
    fare: fareLines.reduce((s, l) => s + l.amount, 0),
    passThrough: passThroughLines.reduce((s, l) => s + l.amount, 0),
    tollsPaidByTraveller: card.tolls.paidBy === 'traveller',
    ...extra,
  });

  switch (trip.kind) {
    case 'oneway': {
      fareLines.push({ label: `${km} km × ${rupees(card.oneWay.perKm)}/km`, amount: km * paise(card.oneWay.perKm) });
      night(touchesNight(trip.pickup, arrival) ? 1 : 0);
      tollsFor(km);
      permit();
      return done({
        durationMinutes: drive,
        includedKm: km,
        extraPerKm: card.oneWay.perKm,
        estimatedReturn,
      });
    }
    case 'airport': {
      fareLines.push({ label: 'Airport transfer, flat fare', amount: paise(card.airport.fare) });
      night(touchesNight(trip.pickup, arrival) ? 1 : 0);
      tollsFor(km);
      return done({
        durationMinutes: drive,
        includedKm: km,
        extraPerKm: card.oneWay.perKm,
        estimatedReturn,
      });
    }
    case 'round': {
      const days = roundTripDays(trip.pickup, trip.returnDate!);
      const driven = 2 * km;
      const minimum = card.round.minKmPerDay * days;
      const billed = Math.max(driven, minimum);
      const why = billed > driven ? ` (at least ${card.round.minKmPerDay} km a day × ${plural(days, 'day')})` : '';
      fareLines.push({ label: `${billed} km${why} × ${rupees(card.round.perKm)}/km`, amount: billed * paise(card.round.perKm) });
      if (card.round.driverAllowancePerDay > 0)
        fareLines.push({
          label: `Driver allowance: ${plural(days, 'day')} × ${rupees(card.round.driverAllowancePerDay)}`,
          amount: days * paise(card.round.driverAllowancePerDay),
        });
      night(days - 1);
      tollsFor(driven);
      permit();
      return done({
        durationMinutes: drive,
        includedKm: billed,
        extraPerKm: card.round.perKm,
        estimatedReturn,
      });
    }
    case 'local': {
      const p = card.local.find((l) => l.package === trip.package)!;
      fareLines.push({ label: `Package ${p.package}: ${p.hours} hours, ${p.km} km`, amount: paise(p.fare) });
      return done({
        durationMinutes: p.hours * 60,
        includedKm: p.km,
        extraPerKm: p.extraKm,
        includedHours: p.hours,
        extraPerHour: p.extraHour,
        estimatedReturn,
      });
    }
  }
}

export type PlaceRef = { id: string; name: string; state: string };

/** A booked trip as its booking keeps it (lines in paise; its taxes and total are the booking's, its end the booking's busyUntil). */
export type StoredTrip = Omit<TripFare, 'fare' | 'passThrough' | 'estimatedReturn'> & {
  from: PlaceRef;
  to: PlaceRef | null;
  distanceKnown: boolean;
  returnDate?: string;
  package?: string;
  pickupAddress: string;
  passengerName: string;
  passengerPhone: string;
};

/** The card a car without one of its own is priced by (rupees): a sedan's going rates. */
export const DEFAULT_FARE_CARD: FareCard = {
  oneWay: { perKm: 14 },
  round: { perKm: 11, minKmPerDay: 250, driverAllowancePerDay: 300 },
  airport: { fare: 1200 },
  local: [
    { package: '4h40km', hours: 4, km: 40, fare: 1200, extraKm: 14, extraHour: 150 },
    { package: '8h80km', hours: 8, km: 80, fare: 2200, extraKm: 14, extraHour: 150 },
  ],
  nightCharge: 300,
  tolls: { paidBy: 'estimate', perKm: 1.5 },
  permit: 0,
};
