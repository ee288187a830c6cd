import { wordsIn } from '@raahi/contract/i18n/node-catalogues';
// What a hotel can sell for a stay: each live room type with the rooms left on every night, and under it each
// live plan with the price of every night, the total, GST night by night, and why it cannot be sold. The
// guest's rooms answer, the dated search and the booking all read this one function.
import { bookingStart } from '@raahi/contract/rules/booking-dates';
import { cancellationTerms, DEFAULT_POLICIES, describePolicy } from '@raahi/contract/rules/cancellation';
import { todayInIndia } from '@raahi/contract/rules/dates';
import { hotelNightlyTax } from '@raahi/contract/rules/pricing';
import { RATE_MEAL_PLAN_NAMES } from '@raahi/contract/rules/rates';
import { roomsNeededFor, stayDates, stayRefusal, type StayRefusal } from '@raahi/contract/rules/sellability';
import { fitReasonWords, fitRefusal, type FitRefusal, type Occupancy } from '@raahi/contract/rules/occupancy';
import { cheapestCombination } from '@raahi/contract/rules/room-combination';
import type { Db } from '../../db/client.ts';
import type { RatePlanRow, RoomTypeRow } from './rooms.wire.ts';
import { loadHotelNights, roomsFree, type HotelNights } from './hotel-nights.ts';

/** What one room of the party, by its place in `occupancy`, pays under a plan for the stay (paise). */
export type RoomPrice = { room: number; nights: { date: string; price: number }[]; total: number; taxes: number };

/** What the rooms of the party a plan fits pay together: each night summed over them, the total and its GST. */
export type PartyPrice = { rooms: number[]; nights: { date: string; price: number }[]; total: number; taxes: number };

export type PlanOffer = {
  plan: RatePlanRow;
  refusal: StayRefusal | null;
  /** with guests asked for: each room of the party the room type fits, priced for its guests */
  byRoom: RoomPrice[];
  /** the rooms of the party the cheapest combination puts under this plan of this type */
  proposedFor: number[];
  /** with guests asked for: every room of the party this type fits under this plan, together (`byRoom` summed) */
  party?: PartyPrice;
  /** paise a night for one room */
  nights: { date: string; price: number }[];
  /** paise for one room, before taxes */
  total: number;
  /** GST on `total`, night by night (paise) */
  taxes: number;
};
export type RoomOffer = {
  roomType: RoomTypeRow;
  roomsLeft: number;
  roomsNeeded: number;
  plans: PlanOffer[];
  /** with guests asked for: the rooms of the party it fits, and why it fits none */
  fitsRooms?: number[];
  fitReason?: string;
  fitRefusal?: FitRefusal;
};

export type StayAsk = { checkin: string; checkout: string; guests: number; rooms?: number; occupancy?: Occupancy };

/** GST on one room's nights, each at its own slab (paise). */
export const nightlyTaxes = (nights: { price: number }[]) => nights.reduce((n, x) => n + hotelNightlyTax(x.price), 0);

export function offersFrom(h: HotelNights, ask: StayAsk, today = todayInIndia()): RoomOffer[] {
  const offers = plainOffersFrom(h, ask, today);
  return ask.occupancy ? withGuests(h, offers, ask.occupancy) : offers;
}

/**
 * The offers for the party's rooms: which rooms each type fits (and why none), each fitting room priced for its
 * guests under each plan, and the cheapest combination that fits the rooms left (rules/room-combination.ts).
 */
function withGuests(h: HotelNights, offers: RoomOffer[], occupancy: Occupancy): RoomOffer[] {
  for (const o of offers) {
    const refusals = occupancy.map((room) => fitRefusal(o.roomType, room, h.ageRules));
    o.fitsRooms = refusals.flatMap((r, i) => (r === null ? [i] : []));
    if (!o.fitsRooms.length) {
      o.fitRefusal = refusals[0]!;
      o.fitReason = fitReasonWords(o.fitRefusal);
    }
    for (const p of o.plans)
      p.byRoom = o.fitsRooms.map((room) => {
        const nights = p.nights.map((n) => ({ date: n.date, price: h.roomPrice(p.plan.id, o.roomType.id, n.date, occupancy[room]) }));
        return { room, nights, total: nights.reduce((n, x) => n + x.price, 0), taxes: nightlyTaxes(nights) };
      });
    for (const p of o.plans) p.party = partyPrice(p);
  }
  const options = occupancy.map((_, room) =>
    offers.flatMap((o) =>
      o.plans.flatMap((p) => {
        const price = p.refusal === null ? p.byRoom.find((r) => r.room === room) : undefined;
        return price ? [{ roomTypeId: o.roomType.id, ratePlanId: p.plan.id, cost: price.total + price.taxes }] : [];
      }),
    ),
  );
  const picks = cheapestCombination(options, new Map(offers.map((o) => [o.roomType.id, o.roomsLeft])));
  picks?.forEach((pick, room) => {
    const o = offers.find((x) => x.roomType.id === pick.roomTypeId)!;
    o.plans.find((p) => p.plan.id === pick.ratePlanId)!.proposedFor.push(room);
  });
  for (const o of offers)
    o.roomsNeeded = Math.max(
      1,
      o.plans.reduce((n, p) => n + p.proposedFor.length, 0),
    );
  return offers;
}

/** `byRoom` together: each night's price summed over the rooms, their totals and their GST (each room's own slab). */
function partyPrice(p: PlanOffer): PartyPrice {
  return {
    rooms: p.byRoom.map((r) => r.room),
    nights: p.nights.map((n, i) => ({ date: n.date, price: p.byRoom.reduce((sum, r) => sum + r.nights[i]!.price, 0) })),
    total: p.byRoom.reduce((n, r) => n + r.total, 0),
    taxes: p.byRoom.reduce((n, r) => n + r.taxes, 0),
  };
}

function plainOffersFrom(h: HotelNights, ask: StayAsk, today: string): RoomOffer[] {
  const dates = stayDates(ask.checkin, ask.checkout);
  return h.roomTypes
    .filter((t) => !t.archivedAt)
    .map((roomType) => {
      const roomsLeft = Math.min(
        ...dates.map((d) => {
          return roomsFree(h.roomNight(roomType.id, d));
        }),
      );
      // with guests by room, a plan sells when a room is left; the combination counts the rooms
      const roomsNeeded = ask.occupancy ? 1 : (ask.rooms ?? roomsNeededFor(ask.guests, roomType.maxOccupancy));
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
          const total = nights.reduce((n, x) => n + x.price, 0);
          return { plan, refusal, nights, total, taxes: nightlyTaxes(nights), byRoom: [], proposedFor: [] };
        });
      return { roomType, roomsLeft, roomsNeeded, plans };
    });
}

/** The hotel's offers for a stay (its nights read once, the check-out night included for closed-to-departure). */
export async function stayOffers(db: Db, hotelId: string, ask: StayAsk): Promise<RoomOffer[]> {
  return offersFrom(await loadHotelNights(db, hotelId, ask.checkin, ask.checkout), ask);
}

/**
 * A plan on the guest's page: its meal plan, its cancellation policy and the policy's terms for this stay. The
 * rooms answer is a public read, kept per address for everyone (http/catalogue-cache.ts), so its words are
 * English whatever the caller's language: a page words `policy` itself, in its own language.
 */
export function publicPlan(plan: RatePlanRow, checkin: string, now = new Date()) {
  const policy = plan.cancellationPolicy ?? DEFAULT_POLICIES.hotel;
  const words = wordsIn('en');
  return {
    _id: plan.id,
    name: plan.name,
    mealPlan: plan.mealPlan,
    mealPlanName: RATE_MEAL_PLAN_NAMES[plan.mealPlan],
    policy,
    cancellationPolicy: describePolicy(policy, 'hotel', words),
    cancellationTerms: cancellationTerms(policy, bookingStart({ kind: 'hotel', checkInDate: checkin }), now, words),
  };
}
