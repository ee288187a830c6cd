// Channel sync by iCalendar (issue 28, docs/decisions/0062-channel-sync-ical.md): a room type's secret export
// address (GET /ical/{token}.ics, its closed and sold-out nights) and the feeds it imports, each night an
// imported event covers taking one room of the type.
import * as z from 'zod/mini';
import { deleteResult, pathId } from './fields.ts';
import { rowsFor } from './collection.ts';

/** the longest feed address accepted */
export const MAX_FEED_URL = 2000;
/** the most feeds one room type imports */
export const MAX_FEEDS_PER_ROOM_TYPE = 10;

/** webcal:// (as calendar sites hand them out) is https:// */
export const feedAddress = (raw: string) => raw.trim().replace(/^webcals?:\/\//i, 'https://');

const isWebAddress = (raw: string) => {
  try {
    const u = new URL(feedAddress(raw));
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname !== '' && !u.username && !u.password;
  } catch {
    return false;
  }
};

export const feedUrl = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'This field is required.'),
    z.maxLength(MAX_FEED_URL, `At most ${MAX_FEED_URL} characters.`),
    z.refine(isWebAddress, 'Give the address of the calendar (https://…, http://… or webcal://…).'),
  );

export const icalImport = z.object({
  _id: z.string(),
  url: z.string(),
  /** the last time the feed was read and applied; null: never yet */
  lastImportedAt: z.nullable(z.string()),
  /** the last time it was tried, well or not */
  lastTriedAt: z.nullable(z.string()),
  /** why the last try failed (null: it worked); the nights of the last good import stay closed meanwhile */
  lastError: z.nullable(z.string()),
  /** nights (YYYY-MM-DD) the feed would close that were already sold here: nobody is cancelled, the owner decides */
  conflicts: z.array(z.string()),
  /** nights the feed closes now, from today on */
  nightsClosed: z.number(),
  createdAt: z.string(),
});
export type IcalImport = z.infer<typeof icalImport>;

export const icalSettings = z.object({
  roomTypeId: z.string(),
  /** the secret export address, to paste into the other site; rotating it stops the old one */
  exportUrl: z.string(),
  exportRotatedAt: z.nullable(z.string()),
  imports: z.array(icalImport),
});
export type IcalSettings = z.infer<typeof icalSettings>;

/** add a feed (`url`), or rotate the export address (`rotateExport: true`) */
export const icalChange = z.union([z.object({ url: feedUrl }), z.object({ rotateExport: z.literal(true) })]);

const roomTypeParams = z.object({ hotelId: pathId, roomTypeId: pathId });
const importParams = z.object({ hotelId: pathId, roomTypeId: pathId, importId: pathId });
/** the owner of the hotel `:hotelId` names, and admins */
const hotelOwner = rowsFor({ who: ['hotel'], of: { listing: 'hotel', param: 'hotelId' } });

export const getIcal = hotelOwner.get(
  '/api/hotels/:hotelId/room-types/:roomTypeId/ical',
  "A room type's iCalendar export address and the feeds it imports, each with its last import and last error",
  { params: roomTypeParams, response: icalSettings },
);
export const changeIcal = hotelOwner.post(
  '/api/hotels/:hotelId/room-types/:roomTypeId/ical',
  'Import a feed (`url`: imported at once, then every ICAL_POLL_MINUTES) or rotate the export address (`rotateExport`)',
  { params: roomTypeParams, body: icalChange, response: icalSettings },
);
export const syncIcalImport = hotelOwner.post(
  '/api/hotels/:hotelId/room-types/:roomTypeId/ical/imports/:importId/sync',
  'Import the feed now; answers once it has run, with its result',
  { params: importParams, response: icalImport },
);
export const removeIcalImport = hotelOwner.delete(
  '/api/hotels/:hotelId/room-types/:roomTypeId/ical/imports/:importId',
  'Stop importing a feed; the nights it closed open again',
  { params: importParams, response: deleteResult },
);
