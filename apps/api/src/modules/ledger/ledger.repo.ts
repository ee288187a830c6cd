// Drizzle for the ledger: the ledger_entries view (every payment and refund with its listing and guest).
import type { LedgerFilters } from '@raahi/contract/ledger';
import { addDays, startOfIndianDay } from '@raahi/contract/rules/dates';
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pageOfSelect } from '../../db/rows.ts';
import { ledgerEntries } from '../../db/schema.ts';

export type LedgerRow = typeof ledgerEntries.$inferSelect;

/** The filters as a condition: Indian calendar days from and to, both included. */
export function ledgerFilter(f: LedgerFilters): SQL | undefined {
  const e = ledgerEntries;
  return and(
    f.from ? gte(e.at, startOfIndianDay(f.from)) : undefined,
    f.to ? lt(e.at, startOfIndianDay(addDays(f.to, 1))) : undefined,
    f.kind ? eq(e.entryType, f.kind) : undefined,
    f.status ? eq(e.status, f.status) : undefined,
    f.method ? eq(e.method, f.method) : undefined,
  );
}

const newestFirst = [desc(ledgerEntries.at), desc(ledgerEntries.id)];

export async function pageOfLedger(db: Db, f: LedgerFilters, paging: { page?: number; limit?: number }) {
  const where = ledgerFilter(f);
  const select = db
    .select()
    .from(ledgerEntries)
    .where(where)
    .orderBy(...newestFirst)
    .$dynamic();
  return pageOfSelect(select, db.$count(ledgerEntries, where), paging);
}

export const countLedger = (db: Db, f: LedgerFilters) => db.$count(ledgerEntries, ledgerFilter(f));

/** Every row the filters select, newest first (the caller has counted them). */
export const allOfLedger = (db: Db, f: LedgerFilters): Promise<LedgerRow[]> =>
  db
    .select()
    .from(ledgerEntries)
    .where(ledgerFilter(f))
    .orderBy(...newestFirst);
