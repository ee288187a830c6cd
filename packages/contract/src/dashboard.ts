// GET /api/admin/dashboard: figures for the signed-in staff role's own scope.
import * as z from 'zod/mini';
import { staff } from './collection.ts';
import { bookingStatus, id } from './fields.ts';
import { BOOKING_KINDS } from './rules/booking-actions.ts';

export const DASHBOARD_REVENUE_DAYS = 30;
export const DASHBOARD_CHART_DAYS = 14;

/** admin: every booking; hotel / cab: the listing it owns; tour: tour bookings; content: blogs and offers only. */
export const dashboardScope = z.enum(['all', 'hotel', 'cab', 'tour', 'content']);

export const dashboard = z.object({
  scope: dashboardScope,
  /** bookings ever made in scope, by status */
  byStatus: z.object({ Pending: z.number(), Confirmed: z.number(), Cancelled: z.number() }),
  /** rupees paid for bookings made in the last 30 Indian calendar days, today included: Analytics' revenue for those days */
  revenue: z.number(),
  revenueDays: z.number(),
  /** one entry per Indian calendar day, oldest first, the last being today */
  perDay: z.array(z.object({ date: z.string(), count: z.number() })),
  latest: z.array(
    z.object({
      _id: id,
      kind: z.enum(BOOKING_KINDS),
      /** hotel, cab model or tour name */
      title: z.string(),
      guestName: z.string(),
      ammount: z.number(),
      status: bookingStatus,
      createdAt: z.string(),
    }),
  ),
  /** content scope (and admin): how many blogs and offers exist */
  content: z.optional(z.object({ blogs: z.number(), offers: z.number() })),
});
export type Dashboard = z.infer<typeof dashboard>;

export const getDashboard = staff.get(
  '/api/admin/dashboard',
  "The back-office dashboard: the caller's own scope's booking figures (content managers: blogs and offers)",
  { response: dashboard },
);
