import { wordsIn } from '@raahi/contract/i18n/node-catalogues';
import type { RatePlan, RoomType } from '@raahi/contract/rooms';
import { DEFAULT_POLICIES, describePolicy } from '@raahi/contract/rules/cancellation';
import type { ratePlans, roomTypes } from '../../db/schema.ts';
import type { OccupancyPrices } from '@raahi/contract/rules/occupancy-prices';
import { toPaise, toRupees } from '../../lib/money.ts';
import { timestamps } from '../../lib/timestamps.ts';

export type RoomTypeRow = typeof roomTypes.$inferSelect;
export type RatePlanRow = typeof ratePlans.$inferSelect;
/** A plan's base price a night (paise) of each room type it sells, as in force (a derived plan's computed), and its prices by occupancy. */
export type PlanPrice = { roomTypeId: string; price: number; occupancy: OccupancyPrices | null };

type OccupancyWire = { byAdults?: Record<string, number>; extraAdult?: number; extraChild?: number[] };
const mapOccupancy = (o: OccupancyWire, f: (n: number) => number): OccupancyWire => ({
  ...(o.byAdults && { byAdults: Object.fromEntries(Object.entries(o.byAdults).map(([k, v]) => [k, f(v)])) }),
  ...(o.extraAdult !== undefined && { extraAdult: f(o.extraAdult) }),
  ...(o.extraChild && { extraChild: o.extraChild.map(f) }),
});
/** A body's prices by occupancy (rupees) as stored (paise); none set: null. */
export function occupancyFromWire(o: OccupancyWire): OccupancyPrices | null {
  const stored = mapOccupancy(o, toPaise);
  return Object.keys(stored).length ? stored : null;
}
export const occupancyToWire = (o: OccupancyPrices | null): OccupancyWire => (o ? mapOccupancy(o, toRupees) : {});

export function toWireRoomType(r: RoomTypeRow): RoomType {
  return {
    _id: r.id,
    hotelId: r.hotelId,
    name: r.name,
    description: r.description,
    photos: r.photos,
    beds: r.beds,
    sizeSqm: r.sizeSqm,
    baseOccupancy: r.baseOccupancy,
    maxAdults: r.maxAdults,
    maxChildren: r.maxChildren,
    maxOccupancy: r.maxOccupancy,
    amenities: r.amenities,
    rooms: r.rooms,
    position: r.position,
    archivedAt: r.archivedAt?.toISOString() ?? null,
    ...timestamps(r),
  };
}

export function toWireRatePlan(p: RatePlanRow, prices: PlanPrice[]): RatePlan {
  return {
    _id: p.id,
    hotelId: p.hotelId,
    name: p.name,
    mealPlan: p.mealPlan,
    cancellationPolicy: p.cancellationPolicy,
    cancellationTerms: describePolicy(p.cancellationPolicy ?? DEFAULT_POLICIES.hotel, 'hotel', wordsIn('en')),
    prices: prices.map((x) => ({ roomTypeId: x.roomTypeId, price: toRupees(x.price), ...occupancyToWire(x.occupancy) })),
    derivedFrom: p.derivedFrom
      ? p.derivePercent !== null
        ? { ratePlanId: p.derivedFrom, percent: p.derivePercent }
        : { ratePlanId: p.derivedFrom, rupees: toRupees(p.deriveAmount ?? 0) }
      : null,
    minDaysBefore: p.minDaysBefore,
    maxDaysBefore: p.maxDaysBefore,
    position: p.position,
    archivedAt: p.archivedAt?.toISOString() ?? null,
    ...timestamps(p),
  };
}
