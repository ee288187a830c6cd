// The Drizzle side of channel sync: export tokens, imported feeds, and the rooms their events close on
// room_type_nights (rooms_blocked), written so that a block never takes a room a booking holds.
import { and, asc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { icalExports, icalImports, roomTypeNights, roomTypes } from '../../db/schema.ts';

export type ImportRow = typeof icalImports.$inferSelect;
export type ExportRow = typeof icalExports.$inferSelect;

/** The room type `roomTypeId` of hotel `hotelId`, or undefined. */
export async function roomTypeOf(db: Db, hotelId: string, roomTypeId: string) {
  const [row] = await db
    .select({ id: roomTypes.id, hotelId: roomTypes.hotelId, archivedAt: roomTypes.archivedAt })
    .from(roomTypes)
    .where(and(eq(roomTypes.id, roomTypeId), eq(roomTypes.hotelId, hotelId)));
  return row;
}

/** Serialises the syncs of one room type (its imports are summed into one block a night). */
export const lockRoomType = (db: Db, roomTypeId: string) =>
  db.select({ id: roomTypes.id }).from(roomTypes).where(eq(roomTypes.id, roomTypeId)).for('update');

export async function exportOf(db: Db, roomTypeId: string): Promise<ExportRow | undefined> {
  const [row] = await db.select().from(icalExports).where(eq(icalExports.roomTypeId, roomTypeId));
  return row;
}

/** The export row, made on first ask (a second maker at once keeps the first one's token). */
export async function ensureExport(db: Db, roomTypeId: string, token: string): Promise<ExportRow> {
  await db.insert(icalExports).values({ roomTypeId, token }).onConflictDoNothing({ target: icalExports.roomTypeId });
  return (await exportOf(db, roomTypeId))!;
}

export async function rotateExport(db: Db, roomTypeId: string, token: string): Promise<ExportRow> {
  const [row] = await db
    .insert(icalExports)
    .values({ roomTypeId, token, rotatedAt: new Date() })
    .onConflictDoUpdate({ target: icalExports.roomTypeId, set: { token, rotatedAt: new Date() } })
    .returning();
  return row!;
}

/** The room type (not archived) a token names, with its hotel. */
export async function roomTypeByToken(db: Db, token: string) {
  const [row] = await db
    .select({ roomTypeId: roomTypes.id, hotelId: roomTypes.hotelId })
    .from(icalExports)
    .innerJoin(roomTypes, eq(roomTypes.id, icalExports.roomTypeId))
    .where(and(eq(icalExports.token, token), isNull(roomTypes.archivedAt)));
  return row;
}

export const importsOf = (db: Db, roomTypeId: string): Promise<ImportRow[]> =>
  db.select().from(icalImports).where(eq(icalImports.roomTypeId, roomTypeId)).orderBy(asc(icalImports.createdAt), asc(icalImports.id));

export async function importOf(db: Db, roomTypeId: string, importId: string): Promise<ImportRow | undefined> {
  const [row] = await db
    .select()
    .from(icalImports)
    .where(and(eq(icalImports.id, importId), eq(icalImports.roomTypeId, roomTypeId)));
  return row;
}

export async function insertImport(db: Db, roomTypeId: string, url: string): Promise<ImportRow> {
  const [row] = await db.insert(icalImports).values({ roomTypeId, url }).returning();
  return row!;
}

export const deleteImport = (db: Db, importId: string) => db.delete(icalImports).where(eq(icalImports.id, importId));

export const saveImportNights = (db: Db, importId: string, nights: Record<string, number>, at: Date) =>
  db.update(icalImports).set({ nights, lastImportedAt: at, lastTriedAt: at, lastError: null }).where(eq(icalImports.id, importId));

export const saveImportError = (db: Db, importId: string, error: string, at: Date) =>
  db.update(icalImports).set({ lastError: error, lastTriedAt: at }).where(eq(icalImports.id, importId));

export const saveConflicts = (db: Db, importId: string, conflicts: string[]) =>
  db.update(icalImports).set({ conflicts }).where(eq(icalImports.id, importId));

/** Nights from `from` on that imports block now. */
export async function blockedFrom(db: Db, roomTypeId: string, from: string): Promise<string[]> {
  const rows = await db
    .select({ night: roomTypeNights.night })
    .from(roomTypeNights)
    .where(and(eq(roomTypeNights.roomTypeId, roomTypeId), gte(roomTypeNights.night, from), sql`${roomTypeNights.roomsBlocked} > 0`));
  return rows.map((r) => r.night);
}

/**
 * Sets each night's block to the rooms the feeds want, but never more than the night has free: the upsert
 * reads the night's row under its lock (a booking's trigger writes the same row), so whichever comes second
 * sees the other. Answers the rooms blocked per night.
 */
export async function applyBlocks(db: Db, roomTypeId: string, wanted: { night: string; wanted: number }[]) {
  if (!wanted.length) return new Map<string, number>();
  const n = roomTypeNights;
  const result = await db.execute(sql`
    with x as (select * from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) as x(night date, wanted int)),
         rt as (select ${roomTypes.rooms} as rooms from ${roomTypes} where ${roomTypes.id} = ${roomTypeId})
    insert into ${n} as n (room_type_id, night, rooms_blocked)
    select ${roomTypeId}::uuid, x.night, least(x.wanted, rt.rooms) from x, rt order by x.night
    on conflict (room_type_id, night) do update
       set rooms_blocked = least(
             excluded.rooms_blocked,
             greatest(0, coalesce(n.rooms, (select r.rooms from ${roomTypes} r where r.id = n.room_type_id)) - n.rooms_taken))
    returning n.night::text as night, n.rooms_blocked as blocked`);
  return new Map(rowsOf<{ night: string; blocked: number }>(result).map((r) => [r.night, r.blocked]));
}

/** Imports not tried for `minutes` (or never), oldest first: the poll's work. */
export const importsDue = (db: Db, minutes: number, limit: number) =>
  db
    .select({ id: icalImports.id })
    .from(icalImports)
    .where(or(isNull(icalImports.lastTriedAt), lt(icalImports.lastTriedAt, sql`now() - make_interval(mins => ${minutes})`)))
    .orderBy(sql`${icalImports.lastTriedAt} asc nulls first`)
    .limit(limit);

export async function importById(db: Db, importId: string): Promise<ImportRow | undefined> {
  const [row] = await db.select().from(icalImports).where(eq(icalImports.id, importId));
  return row;
}
