// Rate plans and the calendar of nights: meal plans, derived prices, and the values in force on a night
// (an entry for that night, else the plan's base price and the room type's count). Amounts in paise.
// Zod-free (docs/decisions/0053-rooms-and-rates.md).
import type { MealPlan } from './pricing.ts';

/** Meal plans by the Indian codes: room only, breakfast, breakfast and one meal, all meals. */
export const RATE_MEAL_PLANS = ['EP', 'CP', 'MAP', 'AP'] as const;
export type RateMealPlan = (typeof RATE_MEAL_PLANS)[number];
export const RATE_MEAL_PLAN_NAMES: Record<RateMealPlan, string> = {
  EP: 'Room only',
  CP: 'Breakfast included',
  MAP: 'Breakfast and one meal',
  AP: 'All meals included',
};
/** The spec's `mealPlan` of a booking, as a plan's meal plan. */
export const RATE_MEAL_PLAN_OF: Record<MealPlan, RateMealPlan> = { none: 'EP', breakfast: 'CP', 'half-board': 'MAP', 'full-board': 'AP' };
export const MEAL_PLAN_OF_RATE: Record<RateMealPlan, MealPlan> = { EP: 'none', CP: 'breakfast', MAP: 'half-board', AP: 'full-board' };

/** A calendar read or edit spans at most this many nights. */
export const MAX_CALENDAR_NIGHTS = 400;
/** The longest stay a minimum or maximum stay, or a guest's search, may name. */
export const MAX_STAY_NIGHTS = 90;
/** No price is lower than a rupee a night. */
export const MIN_NIGHT_PAISE = 100;

/** A change of price: percent of it, or rupees a night more (or less). */
export type PriceAdjustment = { percent: number } | { rupees: number };

/** A price after an adjustment (a derived plan's, or a bulk edit's priceChange), to the rupee, never below ₹1. */
export function adjustPrice(paise: number, adj: PriceAdjustment): number {
  const raw = 'percent' in adj ? paise * (1 + adj.percent / 100) : paise + Math.round(adj.rupees * 100);
  return Math.max(MIN_NIGHT_PAISE, Math.round(raw / 100) * 100);
}

/** What one plan's night of a room type holds (an entry overrides the base; restrictions default open). */
export type RateCell = {
  price: number;
  minStay: number;
  maxStay: number | null;
  closedToArrival: boolean;
  closedToDeparture: boolean;
  closed: boolean;
};
export type RateEntry = Partial<RateCell>;
export const OPEN_RATE: Omit<RateCell, 'price'> = {
  minStay: 1,
  maxStay: null,
  closedToArrival: false,
  closedToDeparture: false,
  closed: false,
};

/**
 * A plan's night: its own entry over its base, and for a derived plan the price its parent has that night
 * adjusted (the parent's own entry included), so it follows the parent.
 */
export function rateCell(base: number, entry: RateEntry | undefined, derived?: { parentPrice: number; adj: PriceAdjustment }): RateCell {
  const price = derived ? adjustPrice(derived.parentPrice, derived.adj) : (entry?.price ?? base);
  return {
    price,
    minStay: entry?.minStay ?? OPEN_RATE.minStay,
    maxStay: entry?.maxStay === undefined ? OPEN_RATE.maxStay : entry.maxStay,
    closedToArrival: entry?.closedToArrival ?? false,
    closedToDeparture: entry?.closedToDeparture ?? false,
    closed: entry?.closed ?? false,
  };
}

/** ISO weekday, 1 = Monday … 7 = Sunday, of a YYYY-MM-DD date. */
export const isoWeekday = (day: string): number => {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
};

/** 'YYYY-MM': a month of nights (the guest's date picker asks for one at a time). */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
/** The nights of a month, the 1st first. */
export function nightsOfMonth(month: string): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}
/** How far ahead the date picker's prices may be asked for, in months after this one. */
export const NIGHT_PRICE_MONTHS_AHEAD = 18;
