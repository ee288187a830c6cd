// What the guest chooses on the review page (dates, guests, rooms, the room type and rate plan, insurance,
// donation), kept in the URL so that signing in and coming back keeps them, and what those choices make of the
// stay and its price: the contract's own rules (rules/booking-dates.ts, rules/pricing.ts), as the server
// applies them, night by night at the chosen plan's prices.
import type { Hotel } from '@raahi/contract/hotels';
import { stayOf, stayProblem } from '@raahi/contract/rules/booking-dates';
import { MAX_ROOMS } from '@raahi/contract/rules/booking-limits';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { MEAL_PLANS, breakdownInRupees, paise, priceHotelNights, type MealPlan } from '@raahi/contract/rules/pricing';
import { formatOccupancy, totalGuests, type Occupancy } from '@raahi/contract/rules/occupancy';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { isDay } from '../../../lib/dates.ts';
import { readOccupancy } from '../search-params.ts';
import { roomsForGuests } from '../../../components/guests/party.ts';

export type Choices = {
  checkin: string;
  checkout: string;
  guests: number;
  rooms: number;
  /** the room type and rate plan picked (null: the hotel's default room, and its plan of `meal`) */
  roomType: string | null;
  plan: string | null;
  /** an older link's meal plan: which of the room's plans to start from when none is named */
  meal: MealPlan;
  insurance: boolean;
  donation: boolean;
  /** the party room by room (`occupancy` in the address): the rooms the rooms answer proposes are booked */
  occupancy?: Occupancy;
};
type NavigationState = { checkin?: string; checkout?: string; guests?: number };

/**
 * The party room by room when it says more than its number of guests would (children, or rooms other than the
 * guests spread as the API spreads them); a plain 'two adults' search books the room chosen on the hotel's page.
 */
function partyOf(params: URLSearchParams): Occupancy | undefined {
  const asked = readOccupancy(params);
  if (!asked) return undefined;
  const plain = formatOccupancy(roomsForGuests(totalGuests(asked))).join('&');
  return formatOccupancy(asked).join('&') === plain ? undefined : asked;
}

function readChoices(params: URLSearchParams, state: NavigationState): Choices {
  const checkin = isDay(params.get('checkin')) ? params.get('checkin')! : isDay(state.checkin) ? state.checkin : todayInIndia();
  const checkout = isDay(params.get('checkout')) ? params.get('checkout')! : isDay(state.checkout) ? state.checkout : addDays(checkin, 1);
  const occupancy = partyOf(params);
  const guests = occupancy ? totalGuests(occupancy) : Math.max(1, Math.floor(Number(params.get('guests') ?? state.guests) || 2));
  const rooms = occupancy ? occupancy.length : Math.min(MAX_ROOMS, Math.max(1, Math.floor(Number(params.get('rooms')) || 1)));
  const mealRaw = params.get('meal');
  const meal: MealPlan = mealRaw && (MEAL_PLANS as readonly string[]).includes(mealRaw) ? (mealRaw as MealPlan) : 'none';
  return {
    checkin,
    checkout,
    guests,
    rooms,
    roomType: params.get('roomType') || null,
    plan: params.get('plan') || null,
    meal,
    insurance: params.get('insurance') === '1',
    donation: params.get('donation') === '1',
    ...(occupancy && { occupancy }),
  };
}

/**
 * The stay the review page asks the rooms for, from its address alone (its server loader asks the same), or null
 * when it cannot be booked as it stands.
 */
export function stayAskOf(params: URLSearchParams) {
  const c = readChoices(params, {});
  return stayProblem(stayOf(c.checkin, c.checkout)) ? null : stayRoomsAsk(c);
}

/** What the rooms answer is asked for these choices: the party room by room when the address has it. */
export function stayRoomsAsk(c: Choices) {
  return {
    checkin: c.checkin,
    checkout: c.checkout,
    guests: c.guests,
    ...(c.occupancy && { occupancy: formatOccupancy(c.occupancy) }),
  };
}

/**
 * The choices, held in component state first and mirrored into the URL: a router navigation commits
 * later than the click, and a radio or checkbox bound straight to the URL would flick back for a moment.
 * Answers the choices, a setter, the stay they make (or why it cannot be booked) and its price in rupees.
 */
export function useBookingChoices(hotel: Hotel) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const [choices, setChoices] = useState(() => readChoices(params, (location.state ?? {}) as NavigationState));
  const set = (next: Partial<Choices>) => {
    const c = { ...choices, ...next };
    // other guests or rooms than the party's: rooms alike again
    if ('guests' in next || 'rooms' in next) delete c.occupancy;
    c.guests = Math.max(1, c.guests || 1);
    setChoices(c);
    const q = new URLSearchParams({ checkin: c.checkin, checkout: c.checkout, guests: String(c.guests), rooms: String(c.rooms) });
    for (const room of c.occupancy ? formatOccupancy(c.occupancy) : []) q.append('occupancy', room);
    if (c.roomType) q.set('roomType', c.roomType);
    if (c.plan) q.set('plan', c.plan);
    else if (c.meal !== 'none') q.set('meal', c.meal);
    if (c.insurance) q.set('insurance', '1');
    if (c.donation) q.set('donation', '1');
    setParams(q, { replace: true, preventScrollReset: true });
  };
  const stay = stayOf(choices.checkin, choices.checkout);
  const nights = Math.max(stay.nights, 0);
  /** The price at these nights' prices (rupees a room; the plan's meals are in them). */
  const priceAt = (nightPrices: number[]) =>
    breakdownInRupees(
      priceHotelNights({
        nightPrices: nightPrices.map(paise),
        rooms: choices.rooms,
        mealPlan: 'none',
        insurance: choices.insurance,
        donation: choices.donation,
      }),
    );
  // until the chosen plan's nights are known: the hotel's lowest price each night
  const price = priceAt(Array.from({ length: nights }, () => hotel.price));
  return { choices, set, nights, dateError: stayProblem(stay)?.message ?? '', price, priceAt };
}
