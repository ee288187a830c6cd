// What a hotel can sell for a stay: each live room type with the rooms left on every night, and under it each
// live plan with the price of every night, the total, GST night by night, and why it cannot be sold. The
// guest's rooms answer, the dated search and the booking all read this one function.
import { bookingStart } from '@raahi/contract/rules/booking-dates';
import { cancellationTerms, DEFAULT_POLICIES, describePolicy } from '@raahi/contract/rules/cancellation';
import { todayInIndia } from '@raahi/contract/rules/dates';
import { hotelNightlyTax } from '@raahi/contract/rules/pricing';
import { RATE_MEAL_PLAN_NAMES } from '@raahi/contract/rules/rates';
import { roomsNeededFor, stayDates, stayRefusal } from '@raahi/contract/rules/sellability';
import type { Db } from '../../db/client.ts';
import type { RatePlanRow, RoomTypeRow } from './rooms.wire.ts';
import { loadHotelNights, roomsFree, type HotelNights } from './hotel-nights.ts';

export type PlanOffer = {
  plan: RatePlanRow;
  refusal: string | null;
  /** paise a night for one room */
  nights: { date: string; price: number }[];
  /** paise for one room, before taxes */
  total: number;
  /** GST on `total`, night by night (paise) */
  taxes: number;
};
export type RoomOffer = { roomType: RoomTypeRow; roomsLeft: number; roomsNeeded: number; plans: PlanOffer[] };

export type StayAsk = { checkin: string; checkout: string; guests: number; rooms?: number };

/** GST on one room's nights, each at its own slab (paise). */
export const nightlyTaxes = (nights: { price: number }[]) => nights.reduce((n, x) => n + hotelNightlyTax(x.price), 0);

export function offersFrom(h: HotelNights, ask: StayAsk, today = todayInIndia()): RoomOffer[] {
  const dates = stayDates(ask.checkin, ask.checkout);
  return h.roomTypes
    .filter((t) => !t.archivedAt)
    .map((roomType) => {
      const roomsLeft = Math.min(
        ...dates.map((d) => {
          return roomsFree(h.roomNight(roomType.id, d));
        }),
      );
      const roomsNeeded = ask.rooms ?? roomsNeededFor(ask.guests, roomType.maxOccupancy);
      const plans = h.plans
        .filter((p) => !p.plan.archivedAt && p.prices.has(roomType.id))
        .map(({ plan }): PlanOffer => {
          const cells = dates.map((d) => h.rateNight(plan.id, roomType.id, d));
          const nights = dates.map((date, i) => ({ date, price: cells[i]!.price }));
          const refusal = stayRefusal({
            stay: { checkin: ask.checkin, checkout: ask.checkout, today },
            plan,
            cells,
            departure: h.rateNight(plan.id, roomType.id, ask.checkout),
            roomsLeft,
            roomsNeeded,
          });
          return { plan, refusal, nights, total: nights.reduce((n, x) => n + x.price, 0), taxes: nightlyTaxes(nights) };
        });
      return { roomType, roomsLeft, roomsNeeded, plans };
    });
}

/** The hotel's offers for a stay (its nights read once, the check-out night included for closed-to-departure). */
export async function stayOffers(db: Db, hotelId: string, ask: StayAsk): Promise<RoomOffer[]> {
  return offersFrom(await loadHotelNights(db, hotelId, ask.checkin, ask.checkout), ask);
}

/** A plan on the guest's page: its meal plan and cancellation terms in words, for this stay. */
export function publicPlan(plan: RatePlanRow, checkin: string, now = new Date()) {
  const policy = plan.cancellationPolicy ?? DEFAULT_POLICIES.hotel;
  return {
    _id: plan.id,
    name: plan.name,
    mealPlan: plan.mealPlan,
    mealPlanName: RATE_MEAL_PLAN_NAMES[plan.mealPlan],
    cancellationPolicy: describePolicy(policy, 'hotel'),
    cancellationTerms: cancellationTerms(policy, bookingStart({ kind: 'hotel', checkInDate: checkin }), now),
  };
}
