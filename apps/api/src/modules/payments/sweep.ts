// The consistency sweep: finds bookings whose status and money disagree, repairs what it can and reports the
// rest (docs/decisions/0047-booking-events.md). A cancellation commits its refund rows with its status, so a
// paid booking Cancelled without them is one a fault or an older version left behind: when its cancellation
// event says what is owed, that refund is started now (its handlers then send it and issue the credit note);
// otherwise, and for a booking paid yet still Pending long after the capture, it is reported.
import { BOOKING_KINDS, type BookingKind } from '@raahi/contract/rules/booking-actions';
import type { Db } from '../../db/client.ts';
import { startRefund } from './payments.service.ts';
import { cancelledWithoutRefund, pendingThoughPaid } from './sweep.repo.ts';

/** how long after its capture a paid booking may still be Pending before the sweep reports it */
export const PENDING_AFTER_CAPTURE_MS = 15 * 60_000;

type Ref = { kind: BookingKind; id: string };
export type SweepReport = {
  /** refunds started now for cancelled paid bookings that had none */
  repaired: Ref[];
  /** paid and Cancelled with no refund and no record of what is owed */
  cancelledUnrefunded: Ref[];
  /** paid and still Pending long after the capture */
  pendingThoughPaid: Ref[];
};

export async function sweepBookings(db: Db, now = new Date(), limit = 200): Promise<SweepReport> {
  const report: SweepReport = { repaired: [], cancelledUnrefunded: [], pendingThoughPaid: [] };
  for (const kind of BOOKING_KINDS) {
    for (const b of await cancelledWithoutRefund(db, kind, limit)) {
      if (b.owed === 0) continue; // the policy kept it all: nothing was owed
      if (b.owed === null) {
        report.cancelledUnrefunded.push({ kind, id: b.id });
        continue;
      }
      const owed = b.owed;
      const started = await db.transaction((tx) =>
        startRefund(tx, { kind, bookingId: b.id, amount: owed, key: `cancel:${b.id}`, reason: 'Cancelled' }),
      );
      if (started > 0) report.repaired.push({ kind, id: b.id });
    }
    for (const b of await pendingThoughPaid(db, kind, new Date(now.getTime() - PENDING_AFTER_CAPTURE_MS), limit))
      report.pendingThoughPaid.push({ kind, id: b.id });
  }
  return report;
}
