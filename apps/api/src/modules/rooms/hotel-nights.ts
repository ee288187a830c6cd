// A hotel's rooms and rates over some nights, with the values in force each night (an entry, else the
// default): what the calendar shows, the guest's rooms answer sells and a booking is priced from.
import { adjustPrice, rateCell, type RateCell } from '@raahi/contract/rules/rates';
import type { AgeRules, RoomGuests } from '@raahi/contract/rules/occupancy';
import { occupancyPricesInForce, roomNightPrice, type OccupancyPrices } from '@raahi/contract/rules/occupancy-prices';
import type { Db } from '../../db/client.ts';
import type { RatePlanRow, RoomTypeRow } from './rooms.wire.ts';
import type { RateNightRow, RoomNightRow } from './calendar.repo.ts';
import { readHotelNights } from './hotel-nights.repo.ts';
import { adjustmentOf, basePrices } from './rooms.repo.ts';

/** rooms to sell, rooms bookings take, rooms imported calendars close (decision 0062), stop-sell */
export type RoomNightInForce = { rooms: number; taken: number; blocked: number; stopSell: boolean };

/** rooms still to sell on a night (none when stopped) */
export const roomsFree = (n: RoomNightInForce) => (n.stopSell ? 0 : Math.max(0, n.rooms - n.taken - n.blocked));
export type PlanWithPrices = { plan: RatePlanRow; prices: Map<string, number>; occupancy: Map<string, OccupancyPrices | null> };

export type HotelNights = {
  /** every room type, archived ones included, in the owner's order */
  roomTypes: RoomTypeRow[];
  /** every plan with its base price a night per room type it sells (paise) */
  plans: PlanWithPrices[];
  roomNight(roomTypeId: string, night: string): RoomNightInForce;
  rateNight(ratePlanId: string, roomTypeId: string, night: string): RateCell;
  /** one room's whole price that night for its guests (paise); no guests: the base occupancy's price */
  roomPrice(ratePlanId: string, roomTypeId: string, night: string, guests?: RoomGuests): number;
  /** who the hotel counts as an infant, a child by band and an adult */
  ageRules: AgeRules;
  /** the stored entries read (for an edit to start from) */
  roomEntries: Map<string, RoomNightRow>;
  rateEntries: Map<string, RateNightRow>;
};

export const roomKey = (roomTypeId: string, night: string) => `${roomTypeId}|${night}`;
export const rateKey = (ratePlanId: string, roomTypeId: string, night: string) => `${ratePlanId}|${roomTypeId}|${night}`;

/** The hotel's rooms and rates, with the entries of nights [from, to] (both included). */
export async function loadHotelNights(db: Db, hotelId: string, from: string, to: string): Promise<HotelNights> {
  const {
    roomTypes,
    plans: planRows,
    ageRules,
    stored,
    roomNights: roomRows,
    rateNights: rateRows,
  } = await readHotelNights(db, hotelId, from, to);
  const base = basePrices(planRows, stored);
  const plans = planRows.map((plan) => ({
    plan,
    prices: new Map((base.get(plan.id) ?? []).map((x) => [x.roomTypeId, x.price])),
    occupancy: new Map((base.get(plan.id) ?? []).map((x) => [x.roomTypeId, x.occupancy])),
  }));
  const roomEntries = new Map(roomRows.map((r) => [roomKey(r.roomTypeId, r.night), r]));
  const rateEntries = new Map(rateRows.map((r) => [rateKey(r.ratePlanId, r.roomTypeId, r.night), r]));
  const typeById = new Map(roomTypes.map((t) => [t.id, t]));
  const planById = new Map(plans.map((p) => [p.plan.id, p]));

  const entryOf = (r: RateNightRow | undefined) =>
    r && {
      price: r.price ?? undefined,
      minStay: r.minStay ?? undefined,
      maxStay: r.maxStay ?? undefined,
      closedToArrival: r.closedToArrival ?? undefined,
      closedToDeparture: r.closedToDeparture ?? undefined,
      closed: r.closed ?? undefined,
    };

  const rateNight = (ratePlanId: string, roomTypeId: string, night: string): RateCell => {
    const p = planById.get(ratePlanId)!;
    const entry = entryOf(rateEntries.get(rateKey(ratePlanId, roomTypeId, night)));
    const parent = p.plan.derivedFrom ? planById.get(p.plan.derivedFrom) : undefined;
    if (parent) {
      const parentPrice = rateNight(parent.plan.id, roomTypeId, night).price;
      return rateCell(0, entry, { parentPrice, adj: adjustmentOf(p.plan) });
    }
    return rateCell(p.prices.get(roomTypeId) ?? 0, entry);
  };

  const roomPrice = (ratePlanId: string, roomTypeId: string, night: string, guests?: RoomGuests): number => {
    const p = planById.get(ratePlanId)!;
    const parent = p.plan.derivedFrom ? planById.get(p.plan.derivedFrom) : undefined;
    if (!guests) return rateNight(ratePlanId, roomTypeId, night).price;
    if (parent) return adjustPrice(roomPrice(parent.plan.id, roomTypeId, night, guests), adjustmentOf(p.plan));
    const prices = occupancyPricesInForce(p.occupancy.get(roomTypeId), rateEntries.get(rateKey(ratePlanId, roomTypeId, night))?.occupancy);
    const base = typeById.get(roomTypeId)?.baseOccupancy ?? 2;
    return roomNightPrice(rateNight(ratePlanId, roomTypeId, night).price, base, guests, prices, ageRules);
  };

  return {
    roomTypes,
    plans,
    ageRules,
    roomPrice,
    roomEntries,
    rateEntries,
    roomNight(roomTypeId, night) {
      const e = roomEntries.get(roomKey(roomTypeId, night));
      return {
        rooms: e?.rooms ?? typeById.get(roomTypeId)?.rooms ?? 0,
        taken: e?.roomsTaken ?? 0,
        blocked: e?.roomsBlocked ?? 0,
        stopSell: e?.stopSell ?? false,
      };
    },
    rateNight,
  };
}
