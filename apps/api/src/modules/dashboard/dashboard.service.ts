import { DASHBOARD_CHART_DAYS, DASHBOARD_REVENUE_DAYS, type Dashboard } from '@raahi/contract/dashboard';
import type { Db } from '../../db/client.ts';
import type { BookingKind, Role } from '../../db/schema.ts';
import { addDays, startOfIndianDay, todayInIndia } from '@raahi/contract/rules/dates';
import { toRupees } from '../../lib/money.ts';
import { toWireCabBooking, toWireHotelBooking, toWireTourBooking } from '../bookings/index.ts';
import { listCabBookings, listHotelBookings, listTourBookings } from '../bookings/index.ts';
import { revenueIn } from '../analytics/index.ts';
import { contentCounts, countsPerDay, statusCounts } from './dashboard.repo.ts';

const LATEST = 5;

/** Which booking kinds a role's figures cover, and whether they are limited to the listing it owns. */
function scopeOf(role: Role): { scope: Dashboard['scope']; kinds: BookingKind[]; owned: boolean } {
  if (role === 'hotel') return { scope: 'hotel', kinds: ['hotel'], owned: true };
  if (role === 'cab') return { scope: 'cab', kinds: ['cab'], owned: true };
  if (role === 'tour') return { scope: 'tour', kinds: ['tour'], owned: false };
  if (role === 'content') return { scope: 'content', kinds: [], owned: false };
  return { scope: 'all', kinds: ['hotel', 'cab', 'tour'], owned: false };
}

async function latestOf(db: Db, kind: BookingKind, ownerId: string | undefined): Promise<Dashboard['latest']> {
  const q = { page: 1, limit: LATEST, sort: 'newest' as const };
  const scope = ownerId ? { ownerId } : {};
  const pick = (
    b: { _id: string; user: { name: string }; ammount: number; status: Dashboard['latest'][number]['status']; createdAt: string },
    title: string,
  ) => ({
    _id: b._id,
    kind,
    title,
    guestName: b.user.name,
    ammount: b.ammount,
    status: b.status,
    createdAt: b.createdAt,
  });
  if (kind === 'hotel')
    return (await listHotelBookings(db, scope, q)).rows.map((r) => toWireHotelBooking(r)).map((b) => pick(b, b.hotelName));
  if (kind === 'cab') return (await listCabBookings(db, scope, q)).rows.map((r) => toWireCabBooking(r)).map((b) => pick(b, b.cab.model));
  return (await listTourBookings(db, {}, q)).rows.map((r) => toWireTourBooking(r)).map((b) => pick(b, b.tourName));
}

export async function dashboardFor(db: Db, user: { id: string; role: Role }, now = new Date()): Promise<Dashboard> {
  const { scope, kinds, owned } = scopeOf(user.role);
  const ownerId = owned ? user.id : undefined;
  const today = todayInIndia(now);
  // the same days and the same sum as Analytics for them
  const revenueDays = { from: addDays(today, -(DASHBOARD_REVENUE_DAYS - 1)), to: today, kinds, ownerId };
  const firstDay = addDays(today, -(DASHBOARD_CHART_DAYS - 1));
  const chartFrom = startOfIndianDay(firstDay);

  const perKind = await Promise.all(
    kinds.map(async (kind) => ({
      statuses: await statusCounts(db, kind, ownerId),
      days: await countsPerDay(db, kind, chartFrom, ownerId),
      latest: await latestOf(db, kind, ownerId),
    })),
  );

  const byStatus = { Pending: 0, Confirmed: 0, Cancelled: 0 };
  const perDay = new Map(Array.from({ length: DASHBOARD_CHART_DAYS }, (_, i) => [addDays(firstDay, i), 0]));
  for (const k of perKind) {
    for (const s of k.statuses) byStatus[s.status] += s.n;
    for (const d of k.days) if (perDay.has(d.date)) perDay.set(d.date, perDay.get(d.date)! + d.n);
  }
  const latest = perKind
    .flatMap((k) => k.latest)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, LATEST);
  return {
    scope,
    byStatus,
    revenue: toRupees(await revenueIn(db, revenueDays)),
    revenueDays: DASHBOARD_REVENUE_DAYS,
    perDay: [...perDay].map(([date, count]) => ({ date, count })),
    latest,
    ...(scope === 'content' || scope === 'all' ? { content: await contentCounts(db) } : {}),
  };
}
