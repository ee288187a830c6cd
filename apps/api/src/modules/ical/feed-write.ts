// A room type's export (GET /ical/{token}.ics): one all-day event per run of nights closed or sold out,
// named only 'Not available' (no guest, no booking, no price in it). Each event's UID carries a mark of the
// room type, so a site that sends the feed back is not read as its own block (feed-read.ts).
import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { addDays } from '@raahi/contract/rules/dates';

export const UID_DOMAIN = 'ical.raahi.in';

/** the part of every exported UID that names the room type without showing its id */
export const ownUidMark = (roomTypeId: string) => `-${createHash('sha256').update(roomTypeId).digest('hex').slice(0, 16)}@${UID_DOMAIN}`;

/** consecutive nights as [first, last] runs */
export function runsOf(nights: string[]): [string, string][] {
  const runs: [string, string][] = [];
  for (const night of [...nights].sort()) {
    const run = runs.at(-1);
    if (run && addDays(run[1], 1) === night) run[1] = night;
    else runs.push([night, night]);
  }
  return runs;
}

export function exportCalendar(roomTypeId: string, unavailable: string[], now = new Date()): string {
  const cal = new ICAL.Component(['vcalendar', [], []]);
  cal.updatePropertyWithValue('prodid', '-//Raahi//Channel sync//EN');
  cal.updatePropertyWithValue('version', '2.0');
  cal.updatePropertyWithValue('calscale', 'GREGORIAN');
  cal.updatePropertyWithValue('method', 'PUBLISH');
  const stamp = ICAL.Time.fromJSDate(now, true);
  const mark = ownUidMark(roomTypeId);
  for (const [first, last] of runsOf(unavailable)) {
    const event = new ICAL.Component('vevent');
    event.updatePropertyWithValue('uid', `${first}${mark}`);
    event.updatePropertyWithValue('dtstamp', stamp);
    event.updatePropertyWithValue('dtstart', ICAL.Time.fromDateString(first));
    event.updatePropertyWithValue('dtend', ICAL.Time.fromDateString(addDays(last, 1)));
    event.updatePropertyWithValue('summary', 'Not available');
    event.updatePropertyWithValue('transp', 'OPAQUE');
    cal.addSubcomponent(event);
  }
  return cal.toString();
}
