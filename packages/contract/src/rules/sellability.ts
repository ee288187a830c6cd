// Whether a stay can be sold under one rate plan of one room type, and if not, why, in the words a guest
// reads ('Minimum 2 nights for arrivals on 31 Dec', 'Closed on 12 Nov', 'Sold out'). Zod-free.
import { addDays, daysBetween } from './dates.ts';
import type { RateCell } from './rates.ts';

export type StayAsked = { checkin: string; checkout: string; today: string };
export type PlanWindow = { minDaysBefore: number | null; maxDaysBefore: number | null };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '12 Nov' (written out: a page's first Intl formatter is slow to load) */
export const shortDay = (day: string): string => `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]}`;

/** The nights of a stay, arrival first: [checkin, checkout). */
export function stayDates(checkin: string, checkout: string): string[] {
  const n = daysBetween(checkin, checkout);
  return Array.from({ length: Math.max(0, n) }, (_, i) => addDays(checkin, i));
}

const nightsWord = (n: number) => `${n} night${n === 1 ? '' : 's'}`;

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
}): string | null {
  const { stay, plan, cells } = p;
  const dates = stayDates(stay.checkin, stay.checkout);
  const lead = daysBetween(stay.today, stay.checkin);
  if (plan.minDaysBefore !== null && lead < plan.minDaysBefore)
    return `Book at least ${plan.minDaysBefore} day${plan.minDaysBefore === 1 ? '' : 's'} before arrival`;
  if (plan.maxDaysBefore !== null && lead > plan.maxDaysBefore)
    return `Bookable only within ${plan.maxDaysBefore} day${plan.maxDaysBefore === 1 ? '' : 's'} of arrival`;
  const closed = cells.findIndex((c) => c.closed);
  if (closed >= 0) return `Closed on ${shortDay(dates[closed]!)}`;
  if (p.roomsLeft <= 0) return 'Sold out';
  if (p.roomsLeft < p.roomsNeeded) return `Only ${p.roomsLeft} room${p.roomsLeft === 1 ? '' : 's'} left`;
  const arrival = cells[0]!;
  if (arrival.closedToArrival) return `No arrivals on ${shortDay(stay.checkin)}`;
  if (p.departure?.closedToDeparture) return `No departures on ${shortDay(stay.checkout)}`;
  if (dates.length < arrival.minStay) return `Minimum ${nightsWord(arrival.minStay)} for arrivals on ${shortDay(stay.checkin)}`;
  if (arrival.maxStay !== null && dates.length > arrival.maxStay)
    return `Maximum ${nightsWord(arrival.maxStay)} for arrivals on ${shortDay(stay.checkin)}`;
  return null;
}

/** The rooms a party needs of a room type that fits `maxOccupancy` guests. */
export const roomsNeededFor = (guests: number, maxOccupancy: number): number => Math.max(1, Math.ceil(guests / Math.max(1, maxOccupancy)));
