// The admin's payments ledger, as a page of entries and as a CSV file of every entry the filters select.
import {
  LEDGER_CSV_MAX_ROWS,
  LEDGER_KIND_LABELS,
  LEDGER_METHOD_LABELS,
  LEDGER_STATUS_LABELS,
  type LedgerEntry,
  type LedgerFilters,
  type LedgerMethod,
  type LedgerQuery,
  type LedgerStatus,
} from '@raahi/contract/ledger';
import { indianLocalTime } from '@raahi/contract/rules/dates';
import type { Db } from '../../db/client.ts';
import { csvFile } from '../../lib/csv.ts';
import { badRequest } from '../../lib/errors.ts';
import { toRupees } from '../../lib/money.ts';
import { allOfLedger, countLedger, pageOfLedger, type LedgerRow } from './ledger.repo.ts';

const toWire = (r: LedgerRow): LedgerEntry => ({
  _id: r.id,
  kind: r.entryType,
  date: r.at.toISOString(),
  bookingId: r.bookingId,
  bookingKind: r.bookingKind,
  listing: r.listingName,
  guest: r.guestName,
  method: r.method,
  orderId: r.orderId,
  gatewayPaymentId: r.gatewayPaymentId,
  gatewayRefundId: r.gatewayRefundId,
  amount: toRupees(r.amount),
  status: r.status as LedgerStatus,
});

export async function ledgerPage(db: Db, q: LedgerQuery) {
  const { rows, total } = await pageOfLedger(db, q, q);
  return { items: rows.map(toWire), total };
}

const HEADER = [
  'Date (IST)',
  'Kind',
  'Booking ID',
  'Booking type',
  'Listing',
  'Guest',
  'Method',
  'Order ID',
  'Payment ID',
  'Refund ID',
  'Amount (INR)',
  'Status',
];

const methodLabel = (m: string) => LEDGER_METHOD_LABELS[m as LedgerMethod] ?? m;

/** The filtered ledger as CSV; a selection larger than one file may hold is refused (narrow the dates). */
export async function ledgerCsv(db: Db, f: LedgerFilters): Promise<string> {
  const total = await countLedger(db, f);
  if (total > LEDGER_CSV_MAX_ROWS)
    throw badRequest(`These filters select ${total} entries; one file holds at most ${LEDGER_CSV_MAX_ROWS}. Choose fewer days.`);
  const rows = await allOfLedger(db, f);
  return csvFile(
    HEADER,
    rows.map((r) => [
      indianLocalTime(r.at).replace('T', ' '),
      LEDGER_KIND_LABELS[r.entryType],
      r.bookingId,
      r.bookingKind,
      r.listingName,
      r.guestName,
      methodLabel(r.method),
      r.orderId,
      r.gatewayPaymentId,
      r.gatewayRefundId,
      (r.amount / 100).toFixed(2),
      LEDGER_STATUS_LABELS[r.status as LedgerStatus] ?? r.status,
    ]),
  );
}

/** The file's name: the dates it covers. */
export const ledgerFileName = (f: LedgerFilters) => `raahi-payments${f.from ? `-from-${f.from}` : ''}${f.to ? `-to-${f.to}` : ''}.csv`;
