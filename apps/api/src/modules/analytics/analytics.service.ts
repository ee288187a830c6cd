// The analytics of one caller: its scope (admins everything, hotel and cab owners their own listing, tour
// managers tour bookings), the range cut into periods, and the money in rupees.
import type { Analytics, AnalyticsQuery } from '@raahi/contract/analytics';
import { addDays, daysBetween, todayInIndia } from '@raahi/contract/rules/dates';
import { DEFAULT_ANALYTICS_DAYS, occupancyNights, periodOf, periodsBetween } from '@raahi/contract/rules/periods';
import type { Actor } from '@raahi/contract/rules/access';
import type { Db } from '../../db/client.ts';
import type { BookingKind } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { csvFile } from '../../lib/csv.ts';
import { toRupees } from '../../lib/money.ts';
import { figuresPerDay, hotelOwnedBy, roomsTaken, topListings, type Scope } from './analytics.repo.ts';

const TOP_LISTINGS = 5;
const ALL_KINDS: BookingKind[] = ['hotel', 'cab', 'tour'];

/** Which bookings a role's analytics cover; admins may narrow them to one kind. */
function scopeOf(actor: Actor, kind: BookingKind | undefined) {
  if (actor.role === 'admin') return { scope: 'all' as const, kinds: kind ? [kind] : ALL_KINDS, owned: false };
  if (actor.role !== 'hotel' && actor.role !== 'cab' && actor.role !== 'tour') throw forbidden();
  if (kind && kind !== actor.role) throw forbidden('You can only see the analytics of your own listings.');
  return { scope: actor.role, kinds: [actor.role], owned: actor.role !== 'tour' };
}

/** The range asked for, in Indian calendar days, with its defaults. */
function rangeOf(q: AnalyticsQuery, now: Date) {
  const to = q.to ?? (q.from ? addDays(q.from, DEFAULT_ANALYTICS_DAYS - 1) : todayInIndia(now));
  const from = q.from ?? addDays(to, -(DEFAULT_ANALYTICS_DAYS - 1));
  if (to < from) throw badRequest('The end date is before the start date.', { to: 'The end date is before the start date.' });
  return { from, to, interval: q.interval ?? (daysBetween(from, to) > 92 ? 'month' : 'day') } as const;
}

/** Whose hotel's nights the occupancy shows: an owner's own, or the one an admin names. */
async function occupancyHotel(db: Db, actor: Actor, hotelId: string | undefined) {
  if (actor.role === 'hotel') {
    const own = await hotelOwnedBy(db, actor.id);
    if (hotelId && hotelId !== own) throw notFound('Hotel');
    return own;
  }
  if (hotelId && actor.role !== 'admin') throw forbidden('You can only see the analytics of your own listings.');
  return hotelId;
}

/**
 * The money paid for the bookings made in a scope's days (paise), refunds not taken off: the 'Revenue' of
 * the analytics (its totals sum the same day figures) and of the dashboard.
 */
export async function revenueIn(db: Db, scope: Scope): Promise<number> {
  if (!scope.kinds.length) return 0;
  return (await figuresPerDay(db, scope)).reduce((sum, d) => sum + d.revenue, 0);
}

export async function analyticsFor(db: Db, actor: Actor, q: AnalyticsQuery, now = new Date()): Promise<Analytics> {
  const { scope, kinds, owned } = scopeOf(actor, q.kind);
  const { from, to, interval } = rangeOf(q, now);
  const counted: Scope = { from, to, kinds, ownerId: owned ? actor.id : undefined };
  const hotelId = await occupancyHotel(db, actor, q.hotelId);

  const [days, tops] = await Promise.all([figuresPerDay(db, counted), topListings(db, counted, TOP_LISTINGS)]);

  const zero = () => ({ bookings: 0, paid: 0, cancelled: 0, revenue: 0, refunds: 0 });
  const periods = new Map(periodsBetween(from, to, interval).map((p) => [p, zero()]));
  const totals = { ...zero(), paidTotals: 0 };
  for (const d of days) {
    const p = periods.get(periodOf(d.day, interval));
    for (const into of p ? [p, totals] : [totals]) {
      into.bookings += d.bookings;
      into.paid += d.paid;
      into.cancelled += d.cancelled;
      into.revenue += d.revenue;
      into.refunds += d.refunds;
    }
    totals.paidTotals += d.paidTotals;
  }

  const nights = occupancyNights(from, to);
  const hotel = hotelId ? await roomsTaken(db, hotelId, nights[0]!, nights[nights.length - 1]!) : undefined;
  if (hotelId && !hotel) throw notFound('Hotel');
  const taken = new Map(hotel?.nights.map((n) => [n.night, n.roomsTaken]));

  return {
    scope,
    from,
    to,
    interval,
    series: [...periods].map(([period, f]) => ({ period, ...f, revenue: toRupees(f.revenue), refunds: toRupees(f.refunds) })),
    totals: {
      bookings: totals.bookings,
      paid: totals.paid,
      cancelled: totals.cancelled,
      revenue: toRupees(totals.revenue),
      refunds: toRupees(totals.refunds),
      net: toRupees(totals.revenue - totals.refunds),
      averageBookingValue: totals.paid ? toRupees(Math.round(totals.paidTotals / totals.paid)) : 0,
      conversion: totals.bookings ? totals.paid / totals.bookings : 0,
    },
    topListings: tops.map((l) => ({ ...l, net: toRupees(l.net) })),
    occupancy:
      hotel && hotelId
        ? {
            hotelId,
            hotelName: hotel.name,
            rooms: hotel.rooms,
            nights: nights.map((night) => ({ night, roomsTaken: taken.get(night) ?? 0 })),
          }
        : null,
  };
}

/** The series as shown, one row per period, for a spreadsheet. */
export function analyticsCsv(a: Analytics): string {
  return csvFile(
    ['period', 'bookings', 'paid', 'cancelled', 'revenue (INR)', 'refunds (INR)', 'net (INR)'],
    a.series.map((p) => [p.period, p.bookings, p.paid, p.cancelled, p.revenue, p.refunds, Math.round((p.revenue - p.refunds) * 100) / 100]),
  );
}
