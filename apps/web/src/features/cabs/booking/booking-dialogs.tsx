import type { CabBooking } from '@raahi/contract/bookings';
import type { Cab } from '@raahi/contract/cabs';
import { instantOfIndianTime } from '@raahi/contract/rules/dates';
import type { Breakdown } from '@raahi/contract/rules/pricing';
import { Link } from 'react-router';
import {
  BookedDialog,
  ConfirmBookingDialog,
  MoneyRow,
  SummaryRow,
  type ConfirmState,
} from '../../../components/booking/booking-dialogs.tsx';
import { BookingDocuments } from '../../../components/booking/booking-documents.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { isLocalTime } from '../../../lib/dates.ts';
import type { TripForm } from './use-trip-form.ts';

/** What is paid now and what to the driver, when the fare is paid in part. */
function PartPayment({ price }: { price: Pick<Breakdown, 'payNow' | 'payLater'> }) {
  if (price.payLater <= 0) return null;
  return (
    <>
      <MoneyRow label="Pay now" amount={price.payNow} />
      <MoneyRow label="To the driver" amount={price.payLater} />
    </>
  );
}

/** 'Confirm Your Booking': the trip and the fare (`price` in rupees) the server will store. */
export function ConfirmTripDialog({ state, cab, form, price }: { state: ConfirmState; cab: Cab; form: TripForm; price: Breakdown }) {
  return (
    <ConfirmBookingDialog state={state} total={price.total} totalTestId="cab-confirm-total">
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

/** 'Booking Confirmed': the trip as the server stored it, with Print Booking (the voucher PDF) and, once paid, the invoice. */
export function BookedTripDialog({ booking, onClose }: { booking: CabBooking | null; onClose: () => void }) {
  return (
    <BookedDialog
      booking={booking}
      title="Booking Confirmed"
      onClose={onClose}
      action={booking && <BookingDocuments booking={booking} />}
      lead={<p className="text-slate-700">Your cab is booked. Driver details arrive up to 30 minutes before pickup.</p>}
      after={
        <Link to="/bookings" className="inline-block text-sm font-semibold text-teal-800 hover:underline">
          See all my bookings
        </Link>
      }
    >
      {(b) => (
        <>
          <SummaryRow label="Cab" value={b.cab.model} />
          <SummaryRow label="Pickup" value={b.pickupLocation} />
          <SummaryRow label="Drop-off" value={b.dropoffLocation} />
          <SummaryRow label="Pickup time" value={formatDateTime(b.pickupTime)} />
          <SummaryRow label="Status" value={b.status} />
          <PartPayment price={b.breakdown} />
        </>
      )}
    </BookedDialog>
  );
}
