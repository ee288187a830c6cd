import type { HotelBookingCreated } from '@raahi/contract/bookings';
import type { Hotel } from '@raahi/contract/hotels';
import type { Breakdown } from '@raahi/contract/rules/pricing';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmBookingDialog, SummaryRow } from '../../../components/ui/confirm-booking-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatDay, formatRupees2 } from '../../../lib/format.ts';
import type { Choices } from './use-booking-choices.ts';
import { mealName } from './meal-labels.ts';

/** 'Confirm Your Booking': the stay and the total the server will store. */
export function ConfirmStayDialog({
  open,
  hotel,
  choices: c,
  nights,
  price,
  pending,
  error,
  onClose,
  onConfirm,
}: {
  open: boolean;
  hotel: Hotel;
  choices: Choices;
  nights: number;
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
      totalTestId="confirm-total"
      onClose={onClose}
      onConfirm={onConfirm}
    >
      <SummaryRow label="Hotel" value={hotel.name} />
      <SummaryRow label="Rooms" value={String(c.rooms)} />
      <SummaryRow label="Check-in" value={formatDay(c.checkin)} />
      <SummaryRow label="Check-out" value={formatDay(c.checkout)} />
      <SummaryRow label="Nights" value={String(nights)} />
      <SummaryRow label="Guests" value={String(c.guests)} />
      <SummaryRow label="Meal plan" value={mealName(c.meal)} />
      {c.insurance && <SummaryRow label="Trip Secure" value={formatRupees2(price.insurance)} />}
      {c.donation && <SummaryRow label="Donation" value={formatRupees2(price.donation)} />}
    </ConfirmBookingDialog>
  );
}

/** 'Booking Successful': the booking as the server stored it. */
export function BookedDialog({
  booking,
  billing,
  onClose,
}: {
  booking: HotelBookingCreated | null;
  /** what became of saving the name and email to the profile, when asked */
  billing: { saved: boolean; error: string | null };
  onClose: () => void;
}) {
  return (
    <Dialog
      open={booking !== null}
      onClose={onClose}
      title="Booking Successful"
      footer={
        <>
          <Link to="/bookings" className={buttonClass('secondary')}>
            My Bookings
          </Link>
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      {booking && (
        <div className="space-y-3">
          <p className="text-slate-700">Your stay is booked. The hotel will confirm it shortly.</p>
          {billing.saved && <p className="text-sm text-emerald-800">Your name and email were saved to your profile.</p>}
          {billing.error && (
            <p role="alert" className="text-sm text-red-800">
              Your billing details could not be saved: {billing.error}
            </p>
          )}
          <dl className="space-y-2 text-sm">
            <SummaryRow label="Booking ID" value={booking._id} />
            <SummaryRow label="Hotel" value={booking.hotelName} />
            <SummaryRow label="Rooms" value={String(booking.roomCount)} />
            <SummaryRow label="Dates" value={`${formatDay(booking.checkInDate)} – ${formatDay(booking.checkOutDate)}`} />
            <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-semibold text-slate-900">
              <dt>Total Amount</dt>
              <dd data-testid="success-total">{formatRupees2(booking.ammount)}</dd>
            </div>
          </dl>
        </div>
      )}
    </Dialog>
  );
}
