// Channel sync (decision 0062): a room type's export address and the feeds it imports. An import reads its
// feed, keeps the nights its events cover, then — one room type at a time — sets each night's block to the
// rooms all its feeds want, never more than the night has free: nights already sold here stay sold, nobody
// is cancelled, and the nights that could not be closed are kept on each feed as its conflicts, for the owner.
import { randomBytes } from 'node:crypto';
import type { IcalImport, IcalSettings } from '@raahi/contract/ical';
import { MAX_FEEDS_PER_ROOM_TYPE, feedAddress } from '@raahi/contract/ical';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { loadHotelNights, roomsFree } from '../rooms/index.ts';
import { checkFeedAddress, fetchFeed, FeedError } from './feed-fetch.ts';
import { feedNights } from './feed-read.ts';
import { exportCalendar, ownUidMark } from './feed-write.ts';
import * as repo from './ical.repo.ts';

/** how far ahead the export lists nights */
export const EXPORT_DAYS = 365;

export type SyncOptions = { allowPrivate: boolean };

const newToken = () => randomBytes(24).toString('base64url');

export const exportPath = (token: string) => `/ical/${token}.ics`;

export function toWireImport(row: repo.ImportRow, today = todayInIndia()): IcalImport {
  return {
    _id: row.id,
    url: row.url,
    lastImportedAt: row.lastImportedAt?.toISOString() ?? null,
    lastTriedAt: row.lastTriedAt?.toISOString() ?? null,
    lastError: row.lastError,
    conflicts: row.conflicts.filter((night) => night >= today),
    nightsClosed: Object.keys(row.nights).filter((night) => night >= today).length,
    createdAt: row.createdAt.toISOString(),
  };
}

async function roomTypeOrThrow(db: Db, hotelId: string, roomTypeId: string) {
  const rt = await repo.roomTypeOf(db, hotelId, roomTypeId);
  if (!rt) throw notFound('That room type');
  return rt;
}

export async function icalSettings(db: Db, hotelId: string, roomTypeId: string, origin: string): Promise<IcalSettings> {
  await roomTypeOrThrow(db, hotelId, roomTypeId);
  const ex = await repo.ensureExport(db, roomTypeId, newToken());
  const imports = await repo.importsOf(db, roomTypeId);
  return {
    roomTypeId,
    exportUrl: `${origin}${exportPath(ex.token)}`,
    exportRotatedAt: ex.rotatedAt?.toISOString() ?? null,
    imports: imports.map((r) => toWireImport(r)),
  };
}

export async function rotateExport(db: Db, hotelId: string, roomTypeId: string) {
  await roomTypeOrThrow(db, hotelId, roomTypeId);
  await repo.rotateExport(db, roomTypeId, newToken());
}

/** Adds a feed (refused in production when its address is not public) and imports it at once. */
export async function addImport(db: Db, hotelId: string, roomTypeId: string, url: string, o: SyncOptions) {
  const rt = await roomTypeOrThrow(db, hotelId, roomTypeId);
  if (rt.archivedAt) throw conflict('This room type is archived.', 'archived');
  const address = feedAddress(url);
  const existing = await repo.importsOf(db, roomTypeId);
  if (existing.some((r) => r.url === address))
    throw badRequest('This room type already imports that calendar.', { url: 'Already imported.' });
  if (existing.length >= MAX_FEEDS_PER_ROOM_TYPE)
    throw badRequest(`A room type imports at most ${MAX_FEEDS_PER_ROOM_TYPE} calendars.`, { url: 'Too many calendars.' });
  try {
    await checkFeedAddress(address, o.allowPrivate);
  } catch (err) {
    if (err instanceof FeedError) throw badRequest(err.message, { url: err.message });
    throw err;
  }
  const row = await repo.insertImport(db, roomTypeId, address);
  return runImport(db, row.id, o);
}

export async function syncImport(db: Db, hotelId: string, roomTypeId: string, importId: string, o: SyncOptions) {
  await roomTypeOrThrow(db, hotelId, roomTypeId);
  if (!(await repo.importOf(db, roomTypeId, importId))) throw notFound('That calendar');
  return runImport(db, importId, o);
}

/** Stops importing a feed; the nights it alone closed open again. */
export async function removeImport(db: Db, hotelId: string, roomTypeId: string, importId: string) {
  await roomTypeOrThrow(db, hotelId, roomTypeId);
  if (!(await repo.importOf(db, roomTypeId, importId))) throw notFound('That calendar');
  await db.transaction(async (tx) => {
    await repo.lockRoomType(tx, roomTypeId);
    await repo.deleteImport(tx, importId);
    await applyRoomType(tx, roomTypeId);
  });
}

export type ImportOutcome = { row: repo.ImportRow; changed: boolean };

/**
 * Reads the feed and applies it; a failure is kept as the feed's last error (its last good nights stay
 * closed: a feed that cannot be read never reopens nights). Answers the import as it now stands.
 */
export async function runImport(db: Db, importId: string, o: SyncOptions): Promise<ImportOutcome> {
  const row = await repo.importById(db, importId);
  if (!row) throw notFound('That calendar');
  const today = todayInIndia();
  let nights: Record<string, number>;
  try {
    nights = feedNights(await fetchFeed(row.url, { allowPrivate: o.allowPrivate }), today, ownUidMark(row.roomTypeId));
  } catch (err) {
    if (!(err instanceof FeedError)) throw err;
    await repo.saveImportError(db, importId, err.message, new Date());
    return { row: (await repo.importById(db, importId))!, changed: false };
  }
  const changed = await db.transaction(async (tx) => {
    await repo.lockRoomType(tx, row.roomTypeId);
    // the feed may have been removed meanwhile
    if (!(await repo.importById(tx, importId))) return false;
    await repo.saveImportNights(tx, importId, nights, new Date());
    return applyRoomType(tx, row.roomTypeId);
  });
  return { row: (await repo.importById(db, importId)) ?? row, changed };
}

/**
 * Sets the room type's blocks from today on to what its feeds want together, and each feed's conflicts (the
 * nights it wants that could not all be closed). Under the room type's lock. Answers whether a block moved.
 */
async function applyRoomType(tx: Db, roomTypeId: string): Promise<boolean> {
  const today = todayInIndia();
  const imports = await repo.importsOf(tx, roomTypeId);
  const wanted = new Map<string, number>();
  for (const imp of imports)
    for (const [night, events] of Object.entries(imp.nights)) if (night >= today) wanted.set(night, (wanted.get(night) ?? 0) + events);
  const before = await repo.blockedFrom(tx, roomTypeId, today);
  for (const night of before) if (!wanted.has(night)) wanted.set(night, 0);
  const rows = [...wanted].map(([night, n]) => ({ night, wanted: n })).sort((a, b) => (a.night < b.night ? -1 : 1));
  const blocked = await repo.applyBlocks(tx, roomTypeId, rows);
  const short = new Set(rows.filter((r) => (blocked.get(r.night) ?? 0) < r.wanted).map((r) => r.night));
  for (const imp of imports) {
    const conflicts = Object.keys(imp.nights)
      .filter((night) => short.has(night))
      .sort();
    if (conflicts.join() !== imp.conflicts.join()) await repo.saveConflicts(tx, imp.id, conflicts);
  }
  return rows.some((r) => r.wanted > 0) || before.length > 0;
}

/** The export of the room type a token names: its nights closed or with no room left, today on; undefined: no such token. */
export async function exportFeed(db: Db, token: string, now = new Date()): Promise<string | undefined> {
  const found = await repo.roomTypeByToken(db, token);
  if (!found) return undefined;
  const from = todayInIndia(now);
  const to = addDays(from, EXPORT_DAYS - 1);
  const h = await loadHotelNights(db, found.hotelId, from, to);
  const plans = h.plans.filter((p) => !p.plan.archivedAt && p.prices.has(found.roomTypeId));
  const unavailable: string[] = [];
  for (let night = from; night <= to; night = addDays(night, 1)) {
    const soldOut = roomsFree(h.roomNight(found.roomTypeId, night)) === 0;
    const closed = plans.length === 0 || plans.every((p) => h.rateNight(p.plan.id, found.roomTypeId, night).closed);
    if (soldOut || closed) unavailable.push(night);
  }
  return exportCalendar(found.roomTypeId, unavailable, now);
}
