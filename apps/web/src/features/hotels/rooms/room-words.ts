// How a room and a plan are put in words on the guest's pages, in the page's language.
import type { MessageKey, Words } from '@raahi/contract/i18n/catalogue';
import { calendarDay } from '@raahi/contract/i18n/indian-forms';
import type { Language } from '@raahi/contract/i18n/languages';
import type { RoomChoice, StayOffer } from '@raahi/contract/rooms';
import { bookingStart } from '@raahi/contract/rules/booking-dates';
import { cancellationTerms, DEFAULT_POLICIES, describePolicy, freeToCancelAt } from '@raahi/contract/rules/cancellation';
import { rupees } from '@raahi/contract/rules/rupees';

type T = (key: MessageKey, values?: Record<string, string | number>) => string;
export type RoomTypeShown = RoomChoice['roomType'];
export type MealPlanCode = StayOffer['ratePlan']['mealPlan'];

/** 'Room only', 'Breakfast included', … */
export const mealWords = (t: T, meal: MealPlanCode) => t(`hotels.rooms.meal.${meal}`);

/** 'Fits 2 Adults', 'Fits 2 Adults and 1 child' (from the room's occupancy) */
export const fitsWords = (t: T, r: Pick<RoomTypeShown, 'maxAdults' | 'maxChildren'>) =>
  r.maxChildren > 0
    ? t('hotels.rooms.fitsWithChildren', { adults: r.maxAdults, children: r.maxChildren })
    : t('hotels.rooms.fits', { adults: r.maxAdults });

/** The facts of a room in a line each: its beds, its size, who fits. */
export const roomFacts = (t: T, r: RoomTypeShown) => [
  ...r.beds,
  ...(r.sizeSqm ? [t('hotels.rooms.size', { size: r.sizeSqm })] : []),
  fitsWords(t, r),
];

/** A plan's nights as one price a night ('₹4,500 a night') or a range when they differ ('₹4,500–₹6,000 a night'). */
export function perNightWords(t: T, nights: { price: number }[]) {
  const prices = nights.map((n) => n.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high
    ? t('hotels.rooms.perNight', { price: rupees(low) })
    : t('hotels.rooms.perNightRange', { low: rupees(low), high: rupees(high) });
}

/** Why a plan cannot be sold, in the page's language (the answer's own words when it carries no code). */
export function refusalWords(t: T, language: Language, offer: Pick<StayOffer, 'reason' | 'refusal'>): string {
  const r = offer.refusal;
  if (!r) return offer.reason ?? '';
  return t(`hotels.rooms.refusal.${r.code}`, {
    // '31 Dec', as the answer's own words say it: a refusal is about the stay's nights
    date: r.date ? calendarDay(r.date, language, { year: false }) : '',
    nights: r.nights ?? 0,
    days: r.days ?? 0,
    rooms: r.rooms ?? 0,
  });
}

/**
 * A plan's cancellation terms for the stay in the page's words (the rooms answer's own are English: one copy
 * of it serves every language): a line a period from now on, the policy in general words, and whether
 * cancelling now is free. The stay's first night is its check-in; with no nights, the general words alone.
 */
export function planTerms(words: Words, offer: StayOffer): { terms: string[]; policy: string; free: boolean } {
  const policy = offer.ratePlan.policy ?? DEFAULT_POLICIES.hotel;
  const checkInDate = offer.nights[0]?.date;
  const start = checkInDate && bookingStart({ kind: 'hotel', checkInDate });
  const now = new Date();
  return {
    terms: start ? cancellationTerms(policy, start, now, words) : [],
    policy: describePolicy(policy, 'hotel', words),
    free: start ? freeToCancelAt(policy, start, now) : false,
  };
}
