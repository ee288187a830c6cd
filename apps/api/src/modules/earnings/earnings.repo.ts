// Drizzle for the commission rates and the providers' earnings (read from the ledger_entries view).
import { DEFAULT_COMMISSION_BASIS_POINTS } from '@raahi/contract/rules/earnings';
import { and, desc, eq, gte, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { noteChange } from '../../db/change-notes.ts';
import { commissionRates, ledgerEntries, users, type BookingKind } from '../../db/schema.ts';

const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** The rates, newest first, with who set them (the first rate was set by the migration: no one). */
export async function commissionHistory(db: Db, now: Date, limit = 50) {
  return db
    .select({ basisPoints: commissionRates.basisPoints, effectiveFrom: commissionRates.effectiveFrom, setBy: fullName })
    .from(commissionRates)
    .leftJoin(users, eq(users.id, commissionRates.setBy))
    .where(lte(commissionRates.effectiveFrom, now))
    .orderBy(desc(commissionRates.effectiveFrom), desc(commissionRates.createdAt))
    .limit(limit);
}

export async function insertCommissionRate(db: Db, basisPoints: number, setBy: string, effectiveFrom: Date) {
  const [row] = await db.insert(commissionRates).values({ basisPoints, setBy, effectiveFrom }).returning();
  noteChange('commission_rates', row!.id, null, row);
}

/** The rate in force when the entry's payment was captured. */
const rateOfEntry = sql<number>`coalesce((
  select ${commissionRates.basisPoints} from ${commissionRates}
  where ${commissionRates.effectiveFrom} <= ${ledgerEntries.paidAt}
  order by ${commissionRates.effectiveFrom} desc, ${commissionRates.createdAt} desc limit 1
), ${DEFAULT_COMMISSION_BASIS_POINTS})::int`;

const monthOf = sql<string>`to_char(${ledgerEntries.at} at time zone 'Asia/Kolkata', 'YYYY-MM')`;
/** Tour packages are run by the tour managers together: one provider. */
const listingKey = sql<string | null>`case when ${ledgerEntries.bookingKind} = 'tour' then null else ${ledgerEntries.listingId} end`;

/** Money that moved: captured payments, and refunds that did not fail. */
const moneyMoved = or(
  and(eq(ledgerEntries.entryType, 'payment'), eq(ledgerEntries.status, 'captured')),
  and(eq(ledgerEntries.entryType, 'refund'), ne(ledgerEntries.status, 'failed')),
);

export type EarningsScope = { kinds: readonly BookingKind[]; ownerId?: string };

/** Payments and refunds summed by month, listing and commission rate, within the scope and the months. */
export async function earningsGroups(db: Db, scope: EarningsScope, since?: Date, before?: Date) {
  const e = ledgerEntries;
  const rated = db
    .select({
      month: monthOf.as('month'),
      kind: e.bookingKind,
      listingId: listingKey.as('listing_key'),
      listing: e.listingName,
      ownerId: e.ownerId,
      entryType: e.entryType,
      basisPoints: rateOfEntry.as('basis_points'),
      amount: e.amount,
    })
    .from(e)
    .where(
      and(
        moneyMoved,
        inArray(e.bookingKind, [...scope.kinds]),
        scope.ownerId ? eq(e.ownerId, scope.ownerId) : undefined,
        since ? gte(e.at, since) : undefined,
        before ? lt(e.at, before) : undefined,
      ),
    )
    .as('rated');
  return db
    .select({
      month: rated.month,
      kind: rated.kind,
      listingId: rated.listingId,
      listing: sql<string>`max(${rated.listing})`,
      ownerId: sql<string | null>`max(${rated.ownerId}::text)`,
      entryType: rated.entryType,
      basisPoints: rated.basisPoints,
      amount: sql<string>`sum(${rated.amount})`,
      count: sql<number>`count(*)::int`,
    })
    .from(rated)
    .groupBy(rated.month, rated.kind, rated.listingId, rated.entryType, rated.basisPoints);
}

export async function namesOf(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db.select({ id: users.id, name: fullName }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
