// The Drizzle side of a hotel's nights: rooms to sell and rooms taken per room type and night, and each
// plan's entries per room type and night, all sparse; and the edits made to them.
import { and, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { calendarChanges, calendarEdits, hotelBookings, hotels, rateNights, roomTypeNights } from '../../db/schema.ts';

/** Takes the hotel's row lock: bookings of the hotel take it too, so the rooms sold stay as read. */
export const lockHotelRow = (db: Db, hotelId: string) =>
  db.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, hotelId)).for('update');

export type RoomNightRow = typeof roomTypeNights.$inferSelect;
export type RateNightRow = typeof rateNights.$inferSelect;
export type ChangeRow = typeof calendarChanges.$inferInsert;

/** [from, to] both included */
export const roomNightsIn = (db: Db, roomTypeIds: string[], from: string, to: string): Promise<RoomNightRow[]> =>
  roomTypeIds.length
    ? db
        .select()
        .from(roomTypeNights)
        .where(and(inArray(roomTypeNights.roomTypeId, roomTypeIds), gte(roomTypeNights.night, from), lte(roomTypeNights.night, to)))
    : Promise.resolve([]);

export const rateNightsIn = (db: Db, roomTypeIds: string[], from: string, to: string): Promise<RateNightRow[]> =>
  roomTypeIds.length
    ? db
        .select()
        .from(rateNights)
        .where(and(inArray(rateNights.roomTypeId, roomTypeIds), gte(rateNights.night, from), lte(rateNights.night, to)))
    : Promise.resolve([]);

/** Rooms held by unpaid bookings still holding, per room type and night of [from, to]. */
export async function heldIn(db: Db, roomTypeIds: string[], from: string, to: string) {
  if (!roomTypeIds.length) return [];
  const b = hotelBookings;
  const result = await db.execute(sql`
    select ${b.roomTypeId} as "roomTypeId", d.night::date::text as night, sum(${b.roomCount})::int as held
      from ${b} cross join generate_series(greatest(${b.checkInDate}, ${from}::date), least(${b.checkOutDate} - 1, ${to}::date), interval '1 day') as d(night)
     where ${inArray(b.roomTypeId, roomTypeIds)} and ${b.status} = 'Pending' and ${b.paidAmount} = 0
       and ${b.checkInDate} <= ${to}::date and ${b.checkOutDate} > ${from}::date
     group by 1, 2`);
  return rowsOf<{ roomTypeId: string; night: string; held: number }>(result);
}

/** Nights from `from` on that follow the room type's count and have more rooms taken than `rooms`. */
export async function nightsOverRooms(db: Db, roomTypeId: string, rooms: number, from: string): Promise<string[]> {
  const rows = await db
    .select({ night: roomTypeNights.night })
    .from(roomTypeNights)
    .where(
      and(
        eq(roomTypeNights.roomTypeId, roomTypeId),
        gte(roomTypeNights.night, from),
        isNull(roomTypeNights.rooms),
        sql`${roomTypeNights.roomsTaken} > ${rooms}`,
      ),
    )
    .orderBy(roomTypeNights.night)
    .limit(10);
  return rows.map((r) => r.night);
}

const CHUNK = 1000;
const chunks = <T>(xs: T[]) => Array.from({ length: Math.ceil(xs.length / CHUNK) }, (_, i) => xs.slice(i * CHUNK, (i + 1) * CHUNK));

/** Writes the owner's part of room nights (never rooms taken, which the booking triggers keep). */
export async function saveRoomNights(
  db: Db,
  rows: { roomTypeId: string; night: string; rooms: number | null; stopSell: boolean | null }[],
) {
  for (const part of chunks(rows))
    await db
      .insert(roomTypeNights)
      .values(part)
      .onConflictDoUpdate({
        target: [roomTypeNights.roomTypeId, roomTypeNights.night],
        set: { rooms: sql`excluded.rooms`, stopSell: sql`excluded.stop_sell` },
      });
}

export async function saveRateNights(db: Db, rows: Omit<RateNightRow, 'occupancy'>[]) {
  for (const part of chunks(rows))
    await db
      .insert(rateNights)
      .values(part)
      .onConflictDoUpdate({
        target: [rateNights.ratePlanId, rateNights.roomTypeId, rateNights.night],
        set: {
          price: sql`excluded.price`,
          minStay: sql`excluded.min_stay`,
          maxStay: sql`excluded.max_stay`,
          closedToArrival: sql`excluded.closed_to_arrival`,
          closedToDeparture: sql`excluded.closed_to_departure`,
          closed: sql`excluded.closed`,
        },
      });
}

export async function insertEdit(db: Db, values: typeof calendarEdits.$inferInsert) {
  return (await db.insert(calendarEdits).values(values).returning())[0]!;
}

export async function insertChanges(db: Db, rows: ChangeRow[]) {
  for (const part of chunks(rows)) await db.insert(calendarChanges).values(part);
}

/** The caller's last edit of the hotel not yet undone (an undo is not undone again). */
export async function lastEditBy(db: Db, hotelId: string, userId: string) {
  const e = calendarEdits;
  return (
    await db
      .select()
      .from(e)
      .where(and(eq(e.hotelId, hotelId), eq(e.userId, userId), isNull(e.undoneAt), isNull(e.undoes)))
      .orderBy(desc(e.createdAt))
      .limit(1)
  )[0];
}

export const changesOf = (db: Db, editId: string) =>
  db.select().from(calendarChanges).where(eq(calendarChanges.editId, editId)).orderBy(calendarChanges.id);

export const markUndone = (db: Db, editId: string) =>
  db.update(calendarEdits).set({ undoneAt: new Date() }).where(eq(calendarEdits.id, editId));

export async function historyOf(db: Db, hotelId: string, night: string, roomTypeId?: string) {
  const c = calendarChanges;
  const e = calendarEdits;
  return db
    .select({ change: c, by: e.byName, at: e.createdAt })
    .from(c)
    .innerJoin(e, eq(e.id, c.editId))
    .where(and(eq(e.hotelId, hotelId), eq(c.night, night), roomTypeId ? eq(c.roomTypeId, roomTypeId) : undefined))
    .orderBy(desc(e.createdAt), desc(c.id))
    .limit(500);
}
