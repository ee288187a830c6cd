import type { CabBooking } from '@raahi/contract/bookings';
import type { Cab } from '@raahi/contract/cabs';
import { instantOfIndianTime } from '@raahi/contract/rules/dates';
import type { Breakdown } from '@raahi/contract/rules/pricing';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmBookingDialog, SummaryRow } from '../../../components/ui/confirm-booking-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatDateTime, formatRupees2 } from '../../../lib/format.ts';
import { isLocalTime, type TripForm } from './use-trip-form.ts';

const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  dialog[open], dialog[open] * { visibility: visible; }
  dialog[open] { position: absolute; inset: 0; margin: 0; width: 100%; max-width: none; box-shadow: none; }
  dialog[open] button, dialog[open] a { display: none; }
  dialog[open]::backdrop { background: none; }
}`;

/** What is paid now and what to the driver, when the fare is paid in part. */
function PartPayment({ price }: { price: Pick<Breakdown, 'payNow' | 'payLater'> }) {
  if (price.payLater <= 0) return null;
  return (
    <>
      <SummaryRow label="Pay now" value={formatRupees2(price.payNow)} />
      <SummaryRow label="To the driver" value={formatRupees2(price.payLater)} />
    </>
  );
}

/** 'Confirm Your Booking': the trip and the fare the server will store. */
export function ConfirmTripDialog({
  open,
  cab,
  form,
  price,
  pending,
  error,
  onClose,
  onConfirm,
}: {
  open: boolean;
  cab: Cab;
  form: TripForm;
  /** rupees */
  price: Breakdown;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmBookingDialog
      open={open}
      pending={pending}
      error={error}
      total={price.total}
      totalTestId="cab-confirm-total"
      onClose={onClose}
      onConfirm={onConfirm}
    >
      <SummaryRow label="Cab" value={cab.model} />
      <SummaryRow label="Pickup" value={form.pickupLocation} />
      <SummaryRow label="Drop-off" value={form.dropoffLocation} />
      <SummaryRow label="Pickup time" value={isLocalTime(form.pickupTime) ? formatDateTime(instantOfIndianTime(form.pickupTime)) : '—'} />
      {form.dropoffTime && <SummaryRow label="Drop-off time" value={formatDateTime(instantOfIndianTime(form.dropoffTime))} />}
      <SummaryRow label="Payment" value={form.payment === 'half' ? 'Advance now, rest to the driver' : 'Full now'} />
      <PartPayment price={price} />
    </ConfirmBookingDialog>
  );
}

/** 'Booking Confirmed': the booking as the server stored it, with Print Booking. */
export function BookedTripDialog({ booking, onClose }: { booking: CabBooking | null; onClose: () => void }) {
  return (
    <Dialog
      open={booking !== null}
      onClose={onClose}
      title="Booking Confirmed"
      footer={
        <>
          <Button variant="secondary" onClick={() => window.print()}>
            Print Booking
          </Button>
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      {booking && (
        <div className="space-y-3">
          {/* Print Booking prints this dialog only */}
          <style>{PRINT_CSS}</style>
          <p className="text-slate-700">Your cab is booked. Driver details arrive up to 30 minutes before pickup.</p>
          <dl className="space-y-2 text-sm">
            <SummaryRow label="Booking ID" value={booking._id} />
            <SummaryRow label="Cab" value={booking.cab.model} />
            <SummaryRow label="Pickup" value={booking.pickupLocation} />
            <SummaryRow label="Drop-off" value={booking.dropoffLocation} />
            <SummaryRow label="Pickup time" value={formatDateTime(booking.pickupTime)} />
            <SummaryRow label="Status" value={booking.status} />
            <PartPayment price={booking.breakdown} />
            <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-semibold text-slate-900">
              <dt>Total Amount</dt>
              <dd>{formatRupees2(booking.ammount)}</dd>
            </div>
          </dl>
          <Link to="/bookings" className="inline-block text-sm font-semibold text-teal-800 hover:underline">
            See all my bookings
          </Link>
        </div>
      )}
    </Dialog>
  );
}
