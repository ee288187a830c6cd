import type { Cab } from '@raahi/contract/cabs';
import { instantOfIndianTime } from '@raahi/contract/rules/dates';
import type { Breakdown } from '@raahi/contract/rules/pricing';
import { ConfirmBookingDialog, type ConfirmState } from '../../../components/booking/booking-dialogs.tsx';
import { DiscountRow, MoneyRow, SummaryRow } from '../../../components/booking/summary-rows.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { isLocalTime } from '../../../lib/dates.ts';
import type { TripForm } from './use-trip-form.ts';

/** What is paid now and what to the driver, when the fare is paid in part. */
function PartPayment({ price }: { price: Pick<Breakdown, 'payNow' | 'payLater'> }) {
  if (price.payLater <= 0) return null;
  return (
    <>
      <MoneyRow label="Pay now" amount={price.payNow} />
      <MoneyRow label="Due to the driver" amount={price.payLater} />
    </>
  );
}

/** 'Confirm Your Booking': the trip and the fare (`price` in rupees) the server will store. */
export function ConfirmTripDialog({ state, cab, form, price }: { state: ConfirmState; cab: Cab; form: TripForm; price: Breakdown }) {
  return (
    <ConfirmBookingDialog state={state} total={price.total} totalTestId="cab-confirm-total">
      <SummaryRow label="Cab" value={cab.model} />
      <SummaryRow label="Pickup" value={form.route ? form.pickupAddress : form.pickupLocation} />
      <SummaryRow
        label="Drop-off"
        value={form.route ? (form.route.trip === 'local' ? form.route.from : form.route.to) : form.dropoffLocation}
      />
      {form.route && <SummaryRow label="Passenger" value={`${form.passengerName} · ${form.passengerPhone}`} />}
      <SummaryRow label="Pickup time" value={isLocalTime(form.pickupTime) ? formatDateTime(instantOfIndianTime(form.pickupTime)) : '—'} />
      {!form.route && form.dropoffTime && (
        <SummaryRow label="Drop-off time" value={formatDateTime(instantOfIndianTime(form.dropoffTime))} />
      )}
      <DiscountRow amount={price.discount} />
      <SummaryRow label="Payment" value={form.payment === 'half' ? 'Advance now, rest to the driver' : 'Full now'} />
      <PartPayment price={price} />
    </ConfirmBookingDialog>
  );
}
