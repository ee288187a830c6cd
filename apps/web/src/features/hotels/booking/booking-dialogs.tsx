import type { HotelBookingCreated } from '@raahi/contract/bookings';
import type { Hotel } from '@raahi/contract/hotels';
import type { Breakdown } from '@raahi/contract/rules/pricing';
import { Link } from 'react-router';
import { BookedDialog, ConfirmBookingDialog, SummaryRow, type ConfirmState } from '../../../components/booking/booking-dialogs.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { formatDay } from '../../../lib/format.ts';
import type { Choices } from './use-booking-choices.ts';
import { mealName } from './meal-labels.ts';
import { ExtrasRows } from './price-summary.tsx';

/** 'Confirm Your Booking': the stay and the total (`price` in rupees) the server will store. */
export function ConfirmStayDialog({
  state,
  hotel,
  choices: c,
  nights,
  price,
}: {
  state: ConfirmState;
  hotel: Hotel;
  choices: Choices;
  nights: number;
  price: Breakdown;
}) {
  return (
    <ConfirmBookingDialog state={state} total={price.total} totalTestId="confirm-total">
      <SummaryRow label="Hotel" value={hotel.name} />
      <SummaryRow label="Rooms" value={String(c.rooms)} />
      <SummaryRow label="Check-in" value={formatDay(c.checkin)} />
      <SummaryRow label="Check-out" value={formatDay(c.checkout)} />
      <SummaryRow label="Nights" value={String(nights)} />
      <SummaryRow label="Guests" value={String(c.guests)} />
      <SummaryRow label="Meal plan" value={mealName(c.meal)} />
      <ExtrasRows choices={c} price={price} />
    </ConfirmBookingDialog>
  );
}

/** 'Booking Successful': the stay as the server stored it, and what became of saving the name and email to the profile. */
export function BookedStayDialog({
  booking,
  billing,
  onClose,
}: {
  booking: HotelBookingCreated | null;
  billing: { saved: boolean; error: string | null };
  onClose: () => void;
}) {
  return (
    <BookedDialog
      booking={booking}
      title="Booking Successful"
      totalTestId="success-total"
      onClose={onClose}
      action={
        <Link to="/bookings" className={buttonClass('secondary')}>
          My Bookings
        </Link>
      }
      lead={
        <>
          <p className="text-slate-700">Your stay is booked. The hotel will confirm it shortly.</p>
          {billing.saved && <p className="text-sm text-emerald-800">Your name and email were saved to your profile.</p>}
          {billing.error && (
            <p role="alert" className="text-sm text-red-800">
              Your billing details could not be saved: {billing.error}
            </p>
          )}
        </>
      }
    >
      {(b) => (
        <>
          <SummaryRow label="Hotel" value={b.hotelName} />
          <SummaryRow label="Rooms" value={String(b.roomCount)} />
          <SummaryRow label="Dates" value={`${formatDay(b.checkInDate)} – ${formatDay(b.checkOutDate)}`} />
        </>
      )}
    </BookedDialog>
  );
}
