// GET /api/admin/analytics: bookings, money and occupancy over time, for admins across the platform and
// for each provider over its own listing (hotel and cab owners) or kind (tour managers).
import * as z from 'zod/mini';
import { providers } from './collection.ts';
import { calendarDate, id } from './fields.ts';
import { BOOKING_KINDS } from './rules/booking-actions.ts';
import { ANALYTICS_INTERVALS, MAX_ANALYTICS_DAYS } from './rules/periods.ts';
import { daysBetween } from './rules/dates.ts';

export const analyticsScope = z.enum(['all', 'hotel', 'cab', 'tour']);

export const analyticsQuery = z
  .object({
    /** first Indian calendar day counted (default: 29 days before `to`) */
    from: z.optional(calendarDate),
    /** last Indian calendar day counted (default: today) */
    to: z.optional(calendarDate),
    interval: z.optional(z.enum(ANALYTICS_INTERVALS, 'Choose day, week or month.')),
    /** admins: one kind of booking only */
    kind: z.optional(z.enum(BOOKING_KINDS, 'Choose hotel, cab or tour.')),
    /** admins: the hotel whose nights the occupancy shows (hotel owners always see their own) */
    hotelId: z.optional(id),
    format: z.optional(z.enum(['json', 'csv'], 'Choose json or csv.')),
  })
  .check(
    z.superRefine((q, ctx) => {
      if (q.from && q.to && q.to < q.from)
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date is before the start date.', input: q });
      else if (q.from && q.to && daysBetween(q.from, q.to) >= MAX_ANALYTICS_DAYS)
        ctx.addIssue({ code: 'custom', path: ['from'], message: `Choose at most ${MAX_ANALYTICS_DAYS} days.`, input: q });
    }),
  );
export type AnalyticsQuery = z.infer<typeof analyticsQuery>;

const money = z.number();
/** Counts and rupees of the bookings made in one period (everything is attributed to the day a booking was made). */
const figures = {
  /** bookings made (held), paid or not */
  bookings: z.number(),
  /** of those, how many were paid (in full or the cab's advance) */
  paid: z.number(),
  /** of those, how many are now cancelled */
  cancelled: z.number(),
  /** rupees received for them */
  revenue: money,
  /** rupees given back for them */
  refunds: money,
};

export const analyticsPeriod = z.object({
  /** the first day of the period: the day, the Monday of the week, the first of the month */
  period: calendarDate,
  ...figures,
});
export type AnalyticsPeriod = z.infer<typeof analyticsPeriod>;

export const analytics = z.object({
  scope: analyticsScope,
  from: calendarDate,
  to: calendarDate,
  interval: z.enum(ANALYTICS_INTERVALS),
  /** every period of the range, oldest first, empty ones included */
  series: z.array(analyticsPeriod),
  totals: z.object({
    ...figures,
    /** revenue less refunds */
    net: money,
    /** average total of a paid booking, rupees */
    averageBookingValue: money,
    /** share of held bookings that were paid, 0–1 */
    conversion: z.number(),
  }),
  /** the listings that earned most (net) in the range, at most five */
  topListings: z.array(z.object({ kind: z.enum(BOOKING_KINDS), id, name: z.string(), bookings: z.number(), net: money })),
  /** a hotel's rooms taken per night of the range (at most MAX_OCCUPANCY_NIGHTS nights from `from`) */
  occupancy: z.nullable(
    z.object({
      hotelId: id,
      hotelName: z.string(),
      rooms: z.number(),
      nights: z.array(z.object({ night: calendarDate, roomsTaken: z.number() })),
    }),
  ),
});
export type Analytics = z.infer<typeof analytics>;

export const getAnalytics = providers.get(
  '/api/admin/analytics',
  "Bookings, revenue, cancellations and refunds over time, occupancy, conversion and top listings, in the caller's scope (format=csv: the series as CSV)",
  { query: analyticsQuery, response: analytics, file: true },
);
