// An imported feed's nights (decision 0062): each night an event covers, counted per event, from today for
// the horizon. All-day events cover their dates (the end date excluded, as RFC 5545 says); timed events
// cover the nights from their start date to the day before their end date (at least the start's night).
// Cancelled and free (TRANSPARENT) events close nothing, nor do this room type's own exported events if a
// site sends them back. Recurring events are expanded up to the horizon.
import ICAL from 'ical.js';
import { addDays, daysBetween } from '@raahi/contract/rules/dates';
import { FeedError } from './feed-fetch.ts';

/** how far ahead a feed's events close nights */
export const IMPORT_HORIZON_DAYS = 730;
const MAX_OCCURRENCES = 2000;

type Time = InstanceType<typeof ICAL.Time>;
const dayOf = (t: Time) => `${String(t.year).padStart(4, '0')}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`;

function nightsOfEvent(start: Time, end: Time | null, from: string, last: string, into: Map<string, number>) {
  const first = dayOf(start);
  const endDay = end ? dayOf(end) : first;
  const count = Math.max(1, daysBetween(first, endDay));
  for (let i = 0; i < count; i++) {
    const night = addDays(first, i);
    if (night > last) break;
    if (night >= from) into.set(night, (into.get(night) ?? 0) + 1);
  }
}

/** night → the events covering it, of nights [today, today + horizon) */
export function feedNights(text: string, today: string, ownUidMark: string): Record<string, number> {
  let root: InstanceType<typeof ICAL.Component>;
  try {
    root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch {
    throw new FeedError('Not an iCalendar feed.');
  }
  if (root.name !== 'vcalendar') throw new FeedError('Not an iCalendar feed.');
  const last = addDays(today, IMPORT_HORIZON_DAYS - 1);
  const nights = new Map<string, number>();
  for (const component of root.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component);
    const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
    const transp = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
    if (status === 'CANCELLED' || transp === 'TRANSPARENT' || !event.startDate) continue;
    if ((event.uid ?? '').includes(ownUidMark)) continue;
    if (!event.isRecurring()) {
      nightsOfEvent(event.startDate, event.endDate ?? null, today, last, nights);
      continue;
    }
    const it = event.iterator();
    for (let n = 0, next = it.next(); next && n < MAX_OCCURRENCES; n++, next = it.next()) {
      const o = event.getOccurrenceDetails(next);
      if (dayOf(o.startDate) > last) break;
      nightsOfEvent(o.startDate, o.endDate, today, last, nights);
    }
  }
  return Object.fromEntries([...nights].sort(([a], [b]) => (a < b ? -1 : 1)));
}
