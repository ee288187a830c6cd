// Whether a stay can be sold under one rate plan of one room type, and if not, why: a code with what its words
// need, said in English by refusalWords ('Minimum 2 nights for arrivals on 31 Dec', 'Closed on 12 Nov', 'Sold
// out') and by each page in its own language. Zod-free.
import { addDays, daysBetween } from './dates.ts';
import type { RateCell } from './rates.ts';

export type StayAsked = { checkin: string; checkout: string; today: string };
export type PlanWindow = { minDaysBefore: number | null; maxDaysBefore: number | null };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '12 Nov' (written out: a page's first Intl formatter is slow to load) */
export const shortDay = (day: string): string => `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]}`;

// the last stay's nights: pricing one stay asks for them once per room, plan and rule (a copy each time)
let last = { checkin: '', checkout: '', nights: [] as string[] };

/** The nights of a stay, arrival first: [checkin, checkout). */
export function stayDates(checkin: string, checkout: string): string[] {
  if (checkin !== last.checkin || checkout !== last.checkout) {
    const n = daysBetween(checkin, checkout);
    last = { checkin, checkout, nights: Array.from({ length: Math.max(0, n) }, (_, i) => addDays(checkin, i)) };
  }
  return [...last.nights];
}

/**
 * Why a stay cannot be sold, as a code and what its words need: the API answers it beside its English words,
 * and each page says it in its own language (decision 0066).
 */
export type StayRefusal =
  | { code: 'book-ahead'; days: number }
  | { code: 'book-within'; days: number }
  | { code: 'closed'; date: string }
  | { code: 'sold-out' }
  | { code: 'rooms-left'; rooms: number }
  | { code: 'no-arrival'; date: string }
  | { code: 'no-departure'; date: string }
  | { code: 'min-stay'; nights: number; date: string }
  | { code: 'max-stay'; nights: number; date: string };
export const STAY_REFUSAL_CODES = [
  'book-ahead',
  'book-within',
  'closed',
  'sold-out',
  'rooms-left',
  'no-arrival',
  'no-departure',
  'min-stay',
  'max-stay',
] as const satisfies readonly StayRefusal['code'][];

/**
 * Why the stay cannot be sold, or null when it can. `cells` are the plan's nights of the stay in order,
 * `departure` the plan's cell on the check-out date (only its closed-to-departure counts), `roomsLeft`
 * the rooms of the type free on every night (0 on a stop-sell night), `roomsNeeded` the party's.
 */
export function stayRefusal(p: {
  stay: StayAsked;
  plan: PlanWindow;
  cells: RateCell[];
  departure: Pick<RateCell, 'closedToDeparture'> | undefined;
  roomsLeft: number;
  roomsNeeded: number;
}): StayRefusal | null {
  const { stay, plan, cells } = p;
  const dates = stayDates(stay.checkin, stay.checkout);
  const lead = daysBetween(stay.today, stay.checkin);
  if (plan.minDaysBefore !== null && lead < plan.minDaysBefore) return { code: 'book-ahead', days: plan.minDaysBefore };
  if (plan.maxDaysBefore !== null && lead > plan.maxDaysBefore) return { code: 'book-within', days: plan.maxDaysBefore };
  const closed = cells.findIndex((c) => c.closed);
  if (closed >= 0) return { code: 'closed', date: dates[closed]! };
  if (p.roomsLeft <= 0) return { code: 'sold-out' };
  if (p.roomsLeft < p.roomsNeeded) return { code: 'rooms-left', rooms: p.roomsLeft };
  const arrival = cells[0]!;
  if (arrival.closedToArrival) return { code: 'no-arrival', date: stay.checkin };
  if (p.departure?.closedToDeparture) return { code: 'no-departure', date: stay.checkout };
  if (dates.length < arrival.minStay) return { code: 'min-stay', nights: arrival.minStay, date: stay.checkin };
  if (arrival.maxStay !== null && dates.length > arrival.maxStay) return { code: 'max-stay', nights: arrival.maxStay, date: stay.checkin };
  return null;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The refusal in English, as the API's `reason` and its error messages say it. */
export function refusalWords(r: StayRefusal): string {
  switch (r.code) {
    case 'book-ahead':
      return `Book at least ${plural(r.days, 'day')} before arrival`;
    case 'book-within':
      return `Bookable only within ${plural(r.days, 'day')} of arrival`;
    case 'closed':
      return `Closed on ${shortDay(r.date)}`;
    case 'sold-out':
      return 'Sold out';
    case 'rooms-left':
      return `Only ${plural(r.rooms, 'room')} left`;
    case 'no-arrival':
      return `No arrivals on ${shortDay(r.date)}`;
    case 'no-departure':
      return `No departures on ${shortDay(r.date)}`;
    case 'min-stay':
      return `Minimum ${plural(r.nights, 'night')} for arrivals on ${shortDay(r.date)}`;
    case 'max-stay':
      return `Maximum ${plural(r.nights, 'night')} for arrivals on ${shortDay(r.date)}`;
  }
}

/** The rooms a party needs of a room type that fits `maxOccupancy` guests. */
export const roomsNeededFor = (guests: number, maxOccupancy: number): number => Math.max(1, Math.ceil(guests / Math.max(1, maxOccupancy)));
