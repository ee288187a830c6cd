// What the guest chooses on the review page (dates, guests, rooms, meal plan, insurance, donation), kept in
// the URL so that signing in and coming back keeps them, and what those choices make of the stay and its
// price: the contract's own rules (rules/booking-dates.ts, rules/pricing.ts), as the server applies them.
import type { Hotel } from '@raahi/contract/hotels';
import { stayOf, stayProblem } from '@raahi/contract/rules/booking-dates';
import { MAX_ROOMS } from '@raahi/contract/rules/booking-limits';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { MEAL_PLANS, breakdownInRupees, paise, priceHotel, type MealPlan } from '@raahi/contract/rules/pricing';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { isDay } from '../../../lib/dates.ts';

export type Choices = {
  checkin: string;
  checkout: string;
  guests: number;
  rooms: number;
  meal: MealPlan;
  insurance: boolean;
  donation: boolean;
};
type NavigationState = { checkin?: string; checkout?: string; guests?: number };

function readChoices(params: URLSearchParams, state: NavigationState): Choices {
  const checkin = isDay(params.get('checkin')) ? params.get('checkin')! : isDay(state.checkin) ? state.checkin : todayInIndia();
  const checkout = isDay(params.get('checkout')) ? params.get('checkout')! : isDay(state.checkout) ? state.checkout : addDays(checkin, 1);
  const guests = Math.max(1, Math.floor(Number(params.get('guests') ?? state.guests) || 2));
  const rooms = Math.min(MAX_ROOMS, Math.max(1, Math.floor(Number(params.get('rooms')) || 1)));
  const mealRaw = params.get('meal');
  const meal: MealPlan = mealRaw && (MEAL_PLANS as readonly string[]).includes(mealRaw) ? (mealRaw as MealPlan) : 'none';
  return { checkin, checkout, guests, rooms, meal, insurance: params.get('insurance') === '1', donation: params.get('donation') === '1' };
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
    c.guests = Math.max(1, c.guests || 1);
    setChoices(c);
    const q = new URLSearchParams({ checkin: c.checkin, checkout: c.checkout, guests: String(c.guests), rooms: String(c.rooms) });
    if (c.meal !== 'none') q.set('meal', c.meal);
    if (c.insurance) q.set('insurance', '1');
    if (c.donation) q.set('donation', '1');
    setParams(q, { replace: true, preventScrollReset: true });
  };
  const stay = stayOf(choices.checkin, choices.checkout);
  const nights = Math.max(stay.nights, 0);
  const price = breakdownInRupees(
    priceHotel({
      price: paise(hotel.price),
      rooms: choices.rooms,
      nights,
      mealPlan: choices.meal,
      insurance: choices.insurance,
      donation: choices.donation,
    }),
  );
  return { choices, set, nights, dateError: stayProblem(stay)?.message ?? '', price };
}
