// The platform's commission and what providers earned per month. A hotel or cab owner sees their own
// listing, tour managers the tour packages, admins every provider. docs/decisions/0024-payments-ledger-and-earnings.md
import type { Commission, Earnings, EarningsQuery, EarningsRow } from '@raahi/contract/earnings';
import type { Role } from '@raahi/contract/rules/access';
import { BOOKING_KINDS, type BookingKind } from '@raahi/contract/rules/booking-actions';
import { addDays, startOfIndianDay } from '@raahi/contract/rules/dates';
import {
  addEarnings,
  basisPointsOfPercent,
  earningsOf,
  NO_EARNINGS,
  percentOfBasisPoints,
  type Earnings as Amounts,
  type RatedAmounts,
} from '@raahi/contract/rules/earnings';
import type { Db } from '../../db/client.ts';
import { toRupees } from '../../lib/money.ts';
import { commissionHistory, earningsGroups, insertCommissionRate, namesOf, type EarningsScope } from './earnings.repo.ts';

export async function commissionNow(db: Db, now = new Date()): Promise<Commission> {
  const history = (await commissionHistory(db, now)).map((r) => ({
    percent: percentOfBasisPoints(r.basisPoints),
    effectiveFrom: r.effectiveFrom.toISOString(),
    setBy: r.setBy || null,
  }));
  return { ...history[0]!, history };
}

/** A new rate for payments captured from now on; earlier payments keep theirs. */
export async function setCommission(db: Db, actor: { id: string }, percent: number, now = new Date()): Promise<Commission> {
  // in one transaction with the audit entry that records it (db/change-notes.ts recordBeforeCommit)
  await db.transaction((tx) => insertCommissionRate(tx, basisPointsOfPercent(percent), actor.id, now));
  return commissionNow(db, now);
}

function scopeOf(role: Role, userId: string): { scope: Earnings['scope']; where: EarningsScope } {
  if (role === 'hotel' || role === 'cab') return { scope: role, where: { kinds: [role], ownerId: userId } };
  if (role === 'tour') return { scope: 'tour', where: { kinds: ['tour'] } };
  return { scope: 'all', where: { kinds: BOOKING_KINDS } };
}

/** The first instant of a month (YYYY-MM) in India, and of the month after it. */
const monthStart = (month: string) => startOfIndianDay(`${month}-01`);
const nextMonthStart = (month: string) => startOfIndianDay(addDays(`${month}-28`, 4).slice(0, 7) + '-01');

const inRupees = (a: Amounts) => ({
  paid: toRupees(a.paid),
  refunded: toRupees(a.refunded),
  commission: toRupees(a.commission),
  net: toRupees(a.net),
});

type Group = {
  month: string;
  kind: BookingKind;
  listingId: string | null;
  listing: string;
  ownerId: string | null;
  parts: RatedAmounts[];
  payments: number;
  refunds: number;
};

export async function earningsFor(db: Db, actor: { id: string; role: Role }, q: EarningsQuery): Promise<Earnings> {
  const { scope, where } = scopeOf(actor.role, actor.id);
  const [sums, commission] = await Promise.all([
    earningsGroups(db, where, q.from ? monthStart(q.from) : undefined, q.to ? nextMonthStart(q.to) : undefined),
    commissionNow(db),
  ]);
  const groups = new Map<string, Group>();
  for (const s of sums) {
    const key = `${s.month}|${s.kind}|${s.listingId ?? ''}`;
    const g = groups.get(key) ?? { ...s, listing: s.listing, parts: [], payments: 0, refunds: 0 };
    const amount = Number(s.amount);
    const isPayment = s.entryType === 'payment';
    g.parts.push({ paid: isPayment ? amount : 0, refunded: isPayment ? 0 : amount, basisPoints: s.basisPoints });
    if (isPayment) g.payments += s.count;
    else g.refunds += s.count;
    groups.set(key, g);
  }
  const owners = await namesOf(db, [...new Set([...groups.values()].flatMap((g) => (g.ownerId ? [g.ownerId] : [])))]);
  let totals = NO_EARNINGS;
  const rows: EarningsRow[] = [...groups.values()].map((g) => {
    const amounts = earningsOf(g.parts);
    totals = addEarnings(totals, amounts);
    return {
      month: g.month,
      kind: g.kind,
      listingId: g.listingId,
      listing: g.kind === 'tour' ? 'Tour packages' : g.listing,
      provider: g.ownerId ? (owners.get(g.ownerId) ?? '') : '',
      payments: g.payments,
      refunds: g.refunds,
      ...inRupees(amounts),
    };
  });
  rows.sort((a, b) => b.month.localeCompare(a.month) || a.kind.localeCompare(b.kind) || a.listing.localeCompare(b.listing));
  return { scope, commissionPercent: commission.percent, rows, totals: inRupees(totals) };
}
