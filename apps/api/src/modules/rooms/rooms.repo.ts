// The Drizzle side of a hotel's room types and rate plans (the nights are calendar.repo.ts's).
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { adjustPrice, type PriceAdjustment } from '@raahi/contract/rules/rates';
import { adjustOccupancy, type OccupancyPrices } from '@raahi/contract/rules/occupancy-prices';
import type { Db } from '../../db/client.ts';
import { rowsById } from '../../db/rows.ts';
import { hotelBookings, hotels, ratePlanPrices, ratePlans, roomTypes } from '../../db/schema.ts';
import type { PlanPrice, RatePlanRow, RoomTypeRow } from './rooms.wire.ts';

export const roomTypeRows = rowsById(roomTypes);
export const ratePlanRows = rowsById(ratePlans);

/** live ones first in the owner's order, then the archived */
const inOrder = <T extends typeof roomTypes | typeof ratePlans>(t: T) => [
  sql`${t.archivedAt} is not null`,
  asc(t.position),
  asc(t.createdAt),
  asc(t.id),
];

export const listRoomTypeRows = (db: Db, hotelId: string): Promise<RoomTypeRow[]> =>
  db
    .select()
    .from(roomTypes)
    .where(eq(roomTypes.hotelId, hotelId))
    .orderBy(...inOrder(roomTypes));

export const listRatePlanRows = (db: Db, hotelId: string): Promise<RatePlanRow[]> =>
  db
    .select()
    .from(ratePlans)
    .where(eq(ratePlans.hotelId, hotelId))
    .orderBy(...inOrder(ratePlans));

/** Every plan's stored base prices (a derived plan's are null). */
export const listStoredPrices = (db: Db, planIds: string[]) =>
  planIds.length ? db.select().from(ratePlanPrices).where(inArray(ratePlanPrices.ratePlanId, planIds)) : Promise.resolve([]);

export const adjustmentOf = (p: Pick<RatePlanRow, 'derivePercent' | 'deriveAmount'>): PriceAdjustment =>
  p.derivePercent !== null ? { percent: p.derivePercent } : { rupees: (p.deriveAmount ?? 0) / 100 };

/** Each plan's base price a night per room type it sells: its own, or for a derived plan its parent's adjusted. */
export function basePrices(plans: RatePlanRow[], stored: (typeof ratePlanPrices.$inferSelect)[]): Map<string, PlanPrice[]> {
  const own = new Map<string, PlanPrice[]>();
  for (const s of stored) {
    const list = own.get(s.ratePlanId) ?? [];
    list.push({ roomTypeId: s.roomTypeId, price: s.price ?? 0, occupancy: s.occupancy });
    own.set(s.ratePlanId, list);
  }
  const byId = new Map(plans.map((p) => [p.id, p]));
  const result = new Map<string, PlanPrice[]>();
  for (const p of plans) {
    const mine = own.get(p.id) ?? [];
    const parent = p.derivedFrom ? byId.get(p.derivedFrom) : undefined;
    if (!parent) {
      result.set(p.id, mine);
      continue;
    }
    const parentPrices = new Map((own.get(parent.id) ?? []).map((x) => [x.roomTypeId, x]));
    result.set(
      p.id,
      mine.flatMap((x) => {
        const base = parentPrices.get(x.roomTypeId);
        return base === undefined
          ? []
          : [
              {
                roomTypeId: x.roomTypeId,
                price: adjustPrice(base.price, adjustmentOf(p)),
                occupancy: adjustOccupancy(base.occupancy, adjustmentOf(p)),
              },
            ];
      }),
    );
  }
  return result;
}

export async function nextPosition(db: Db, of: 'roomTypes' | 'ratePlans', hotelId: string): Promise<number> {
  const table = of === 'roomTypes' ? roomTypes : ratePlans;
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${table.position}) + 1, 0)::int` })
    .from(table)
    .where(eq(table.hotelId, hotelId));
  return row?.n ?? 0;
}

export async function setPlanPrices(
  db: Db,
  ratePlanId: string,
  prices: { roomTypeId: string; price: number | null; occupancy: OccupancyPrices | null }[],
) {
  await db.delete(ratePlanPrices).where(eq(ratePlanPrices.ratePlanId, ratePlanId));
  if (prices.length) await db.insert(ratePlanPrices).values(prices.map((p) => ({ ratePlanId, ...p })));
}

/** Whether any booking (of any status) was of this room type or plan: then it is archived, never erased. */
export async function isBooked(db: Db, what: { roomTypeId: string } | { ratePlanId: string }): Promise<boolean> {
  // a booking of rooms one by one names every room's type and plan in its `rooms`
  const where =
    'roomTypeId' in what
      ? or(
          eq(hotelBookings.roomTypeId, what.roomTypeId),
          sql`${hotelBookings.rooms} @> ${JSON.stringify([{ roomTypeId: what.roomTypeId }])}::jsonb`,
        )
      : or(
          eq(hotelBookings.ratePlanId, what.ratePlanId),
          sql`${hotelBookings.rooms} @> ${JSON.stringify([{ ratePlanId: what.ratePlanId }])}::jsonb`,
        );
  const [row] = await db
    .select({ one: sql`1` })
    .from(hotelBookings)
    .where(where)
    .limit(1);
  return row !== undefined;
}

/** Plans derived from this one (they follow it, so it cannot go while they sell). */
export const derivedPlansOf = (db: Db, ratePlanId: string) =>
  db
    .select({ id: ratePlans.id })
    .from(ratePlans)
    .where(and(eq(ratePlans.derivedFrom, ratePlanId), isNull(ratePlans.archivedAt)));

/**
 * The hotel's own `price` and `rooms` follow its rooms and rates, so the search, its sort and every older
 * client read them as before: the lowest base price a night now on sale and the rooms of its live room types.
 */
export async function refreshHotelSummary(db: Db, hotelId: string) {
  const plans = (await listRatePlanRows(db, hotelId)).filter((p) => !p.archivedAt);
  const types = (await listRoomTypeRows(db, hotelId)).filter((t) => !t.archivedAt);
  const live = new Set(types.map((t) => t.id));
  const prices = [
    ...basePrices(
      plans,
      await listStoredPrices(
        db,
        plans.map((p) => p.id),
      ),
    ).values(),
  ]
    .flat()
    .filter((x) => live.has(x.roomTypeId))
    .map((x) => x.price);
  const values: { price?: number; rooms?: number } = {};
  if (prices.length) values.price = Math.min(...prices);
  if (types.length) values.rooms = types.reduce((n, t) => n + t.rooms, 0);
  if (Object.keys(values).length) await db.update(hotels).set(values).where(eq(hotels.id, hotelId));
}
