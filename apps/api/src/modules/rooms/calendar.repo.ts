// The Drizzle side of a hotel's nights: rooms to sell and rooms taken per room type and night, and each
// plan's entries per room type and night, all sparse; and the edits made to them.
import { and, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { addDays, daysBetween } from '@raahi/contract/rules/dates';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { roomsOfTypeSql } from '../../db/booked-rooms.ts';
import { calendarChanges, calendarEdits, hotelBookings, hotels, rateNights, roomTypeNights, roomTypes } from '../../db/schema.ts';

/** Takes the hotel's row lock: bookings of the hotel take it too, so the rooms sold stay as read. */
export const lockHotelRow = (db: Db, hotelId: string) =>
  db.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, hotelId)).for('update');

export type RoomNightRow = typeof roomTypeNights.$inferSelect;
export type RateNightRow = typeof rateNights.$inferSelect;
/** one change of one night (stored in runs of nights) */
export type ChangeRow = Omit<typeof calendarChanges.$inferInsert, 'lastNight'>;
export type StoredChange = Omit<typeof calendarChanges.$inferSelect, 'lastNight'>;

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

/** Rooms held by the hotel's unpaid bookings still holding, per room type and night of [from, to]; each room of a booking under its own type. */
export async function hotelHeldIn(db: Db, hotelId: string, from: string, to: string) {
  const b = hotelBookings;
  const result = await db.execute(sql`
    select t.id as "roomTypeId", d.night::date::text as night, sum(${roomsOfTypeSql(sql`t.id`)})::int as held
      from ${b} join ${roomTypes} t on t.hotel_id = ${b.hotelId}
      cross join generate_series(greatest(${b.checkInDate}, ${from}::date), least(${b.checkOutDate} - 1, ${to}::date), interval '1 day') as d(night)
     where ${b.hotelId} = ${hotelId} and ${b.status} = 'Pending' and ${b.paidAmount} = 0
       and ${b.checkInDate} <= ${to}::date and ${b.checkOutDate} > ${from}::date
     group by 1, 2
    having sum(${roomsOfTypeSql(sql`t.id`)}) > 0`);
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

/**
 * Rows as one JSON parameter, read back as a set by jsonb_to_recordset: a year of a hotel's cells is one
 * statement with one parameter, however many rows (each row a parameter per column cost a statement per
 * thousand rows and most of an edit's time).
 */
const asRecords = (rows: object[]) => sql`${JSON.stringify(rows)}::jsonb`;

/** Writes the owner's part of room nights (never rooms taken, which the booking triggers keep). */
export async function saveRoomNights(
  db: Db,
  rows: { roomTypeId: string; night: string; rooms: number | null; stopSell: boolean | null }[],
) {
  if (!rows.length) return;
  await db.execute(sql`
    insert into ${roomTypeNights} (room_type_id, night, rooms, stop_sell)
    select x."roomTypeId", x.night, x.rooms, x."stopSell"
      from jsonb_to_recordset(${asRecords(rows)}) as x("roomTypeId" uuid, night date, rooms int, "stopSell" boolean)
    on conflict (room_type_id, night) do update set rooms = excluded.rooms, stop_sell = excluded.stop_sell`);
}

export async function saveRateNights(db: Db, rows: RateNightRow[]) {
  if (!rows.length) return;
  await db.execute(sql`
    insert into ${rateNights} (rate_plan_id, room_type_id, night, price, occupancy, min_stay, max_stay, closed_to_arrival, closed_to_departure, closed)
    select x."ratePlanId", x."roomTypeId", x.night, x.price, x.occupancy, x."minStay", x."maxStay", x."closedToArrival", x."closedToDeparture", x.closed
      from jsonb_to_recordset(${asRecords(rows)}) as x(
        "ratePlanId" uuid, "roomTypeId" uuid, night date, price bigint, occupancy jsonb, "minStay" int, "maxStay" int,
        "closedToArrival" boolean, "closedToDeparture" boolean, closed boolean)
    on conflict (rate_plan_id, room_type_id, night) do update set
      price = excluded.price, occupancy = excluded.occupancy, min_stay = excluded.min_stay, max_stay = excluded.max_stay,
      closed_to_arrival = excluded.closed_to_arrival, closed_to_departure = excluded.closed_to_departure, closed = excluded.closed`);
}

export async function insertEdit(db: Db, values: typeof calendarEdits.$inferInsert) {
  return (await db.insert(calendarEdits).values(values).returning())[0]!;
}

/** A value (number, flag, prices by occupancy) as its JSON text, as it is kept; none is SQL null. */
const jsonText = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));

/**
 * An edit's changes as runs of consecutive nights: the changes of one cell field that moved alike (same room
 * type, plan, field, values before and after, stored entry before) on nights that follow each other are one
 * row (a year's bulk edit is some 11,000 changes, and each row costs its key checks and index entries).
 */
function asRuns(rows: ChangeRow[]) {
  const groups = new Map<string, { row: ChangeRow; values: (string | null)[]; nights: string[] }>();
  for (const r of rows) {
    const values = [jsonText(r.oldValue), jsonText(r.newValue), jsonText(r.oldStored)];
    const key = JSON.stringify([r.roomTypeId, r.ratePlanId ?? null, r.field, ...values]);
    const g = groups.get(key) ?? { row: r, values, nights: [] };
    g.nights.push(r.night);
    groups.set(key, g);
  }
  const runs: object[] = [];
  for (const { row, values, nights } of groups.values()) {
    nights.sort();
    let first = nights[0]!;
    nights.forEach((night, i) => {
      const next = nights[i + 1];
      if (next === addDays(night, 1)) return;
      const [oldValue, newValue, oldStored] = values;
      runs.push({ ...row, night: first, lastNight: night, oldValue, newValue, oldStored });
      if (next) first = next;
    });
  }
  return runs;
}

export async function insertChanges(db: Db, rows: ChangeRow[]) {
  if (!rows.length) return;
  await db.execute(sql`
    insert into ${calendarChanges} (edit_id, room_type_id, rate_plan_id, night, last_night, field, old_value, new_value, old_stored)
    select x."editId", x."roomTypeId", x."ratePlanId", x.night, x."lastNight", x.field, x."oldValue"::jsonb, x."newValue"::jsonb, x."oldStored"::jsonb
      from jsonb_to_recordset(${asRecords(asRuns(rows))}) as x(
        "editId" uuid, "roomTypeId" uuid, "ratePlanId" uuid, night date, "lastNight" date, field text, "oldValue" text, "newValue" text, "oldStored" text)
`);
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

/** An edit's changes, a row a night. */
export async function changesOf(db: Db, editId: string): Promise<StoredChange[]> {
  const runs = await db.select().from(calendarChanges).where(eq(calendarChanges.editId, editId)).orderBy(calendarChanges.id);
  return runs.flatMap(({ lastNight, ...run }) =>
    Array.from({ length: daysBetween(run.night, lastNight) + 1 }, (_, i) => ({ ...run, night: addDays(run.night, i) })),
  );
}

export const markUndone = (db: Db, editId: string) =>
  db.update(calendarEdits).set({ undoneAt: new Date() }).where(eq(calendarEdits.id, editId));

/** The changes of one night (each run's row named by that night). */
export async function historyOf(db: Db, hotelId: string, night: string, roomTypeId?: string) {
  const c = calendarChanges;
  const e = calendarEdits;
  const rows = await db
    .select({ change: c, by: e.byName, at: e.createdAt })
    .from(c)
    .innerJoin(e, eq(e.id, c.editId))
    .where(
      and(
        eq(e.hotelId, hotelId),
        sql`daterange(${c.night}, ${c.lastNight}, '[]') @> ${night}::date`,
        roomTypeId ? eq(c.roomTypeId, roomTypeId) : undefined,
      ),
    )
    .orderBy(desc(e.createdAt), desc(c.id))
    .limit(500);
  return rows.map((r) => ({ ...r, change: { ...r.change, night } }));
}
