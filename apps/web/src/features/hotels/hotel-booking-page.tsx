// Review Your Booking (/hotel/booking/{id}): the choices, the guest's details, the price the server will
// charge (its quote), a coupon, Pay Now → Confirm Your Booking → the payment page → /payment/result.
// Signed out, Pay Now signs in first and comes back with the choices kept (they live in the URL).
import type { Hotel } from '@raahi/contract/hotels';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { loginPath } from '../../components/require-auth.tsx';
import { ApiError, messageOf } from '../../lib/api-client.ts';
import { CouponBox } from '../../components/ui/coupon-box.tsx';
import { formatRupees2 } from '../../lib/format.ts';
import { useStartPayment } from '../../lib/payments.ts';
import { useQuote } from '../../lib/quote.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { useCreateHotelBooking } from './api/create-hotel-booking.ts';
import { useSaveBillingDetails } from './api/save-billing-details.ts';
import { ConfirmStayDialog } from './booking/booking-dialogs.tsx';
import {
  EMPTY_GUEST,
  GuestDetails,
  bookingDetailsOf,
  guestEmailOf,
  guestErrors,
  guestNameOf,
  type GuestErrors,
} from './booking/guest-details.tsx';
import { PriceSummary } from './booking/price-summary.tsx';
import { StaySummary } from './booking/stay-summary.tsx';
import { ImportantInformation, MealPlanChoice, TripSecure, WhySignUp } from './booking/stay-extras.tsx';
import { useBookingChoices } from './booking/use-booking-choices.ts';
import { WithHotel } from './components/with-hotel.tsx';

export function Component() {
  return <WithHotel loadingLabel="Loading your booking…">{(hotel) => <BookingReview hotel={hotel} />}</WithHotel>;
}

function BookingReview({ hotel }: { hotel: Hotel }) {
  const { choices: c, set, nights, dateError, price: estimate } = useBookingChoices(hotel);
  const [coupon, setCoupon] = useState('');
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const backHere = loginPath(location.pathname + location.search);

  const [guest, setGuest] = useState(EMPTY_GUEST);
  const [guestIssues, setGuestIssues] = useState<GuestErrors>({});
  const [confirmOpen, setConfirmOpen] = useState(false);
  const create = useCreateHotelBooking();
  const pay = useStartPayment();
  const saveBilling = useSaveBillingDetails();
  const idemKey = useRef<string | null>(null);
  const choicesBody = {
    hotel: hotel._id,
    roomCount: c.rooms,
    checkInDate: c.checkin,
    checkOutDate: c.checkout,
    guests: c.guests,
    mealPlan: c.meal,
    insurance: c.insurance,
    donation: c.donation,
  };
  const quote = useQuote(dateError ? null : { kind: 'hotel', ...choicesBody, couponCode: coupon || undefined });
  // the server's price; the same rules computed here only until its first answer arrives
  const price = quote.data?.breakdown ?? estimate;
  const couponApplies = !!coupon && quote.data?.coupon?.applied === true;

  const payNow = () => {
    if (dateError) return;
    if (!user) {
      navigate(backHere);
      return;
    }
    const issues = guestErrors(guest);
    setGuestIssues(issues);
    const first = Object.keys(issues)[0];
    if (first) {
      document.getElementById(`guest-${first}`)?.focus();
      return;
    }
    create.reset();
    idemKey.current = crypto.randomUUID();
    setConfirmOpen(true);
  };

  const saveNameAndEmail = () => {
    const name = guestNameOf(guest, user).trim();
    const email = guestEmailOf(guest, user).trim();
    const [firstName = '', ...rest] = name.split(/\s+/);
    const changed = user && (firstName !== user.firstName || rest.join(' ') !== user.lastName || email.toLowerCase() !== user.email);
    if (guest.save && firstName && email && changed) saveBilling.mutate({ firstName, lastName: rest.join(' '), email });
  };

  const confirm = () => {
    create.mutate(
      {
        body: { ...choicesBody, ...bookingDetailsOf(guest), ...(couponApplies ? { couponCode: coupon } : {}) },
        idempotencyKey: idemKey.current ?? crypto.randomUUID(),
      },
      {
        onSuccess: (b) => {
          saveNameAndEmail();
          pay.mutate(b._id);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 401) navigate(backHere);
        },
      },
    );
  };

  return (
    <div className="mx-auto max-w-7xl px-4 pb-28 pt-6 lg:pb-6">
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">Review Your Booking</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_24rem]">
        <div className="space-y-6">
          <StaySummary hotel={hotel} choices={c} nights={nights} dateError={dateError} onChange={set} />
          <MealPlanChoice value={c.meal} onChange={(meal) => set({ meal })} />
          <ImportantInformation />
          <GuestDetails value={guest} user={user} errors={guestIssues} onChange={setGuest} />
          <TripSecure added={c.insurance} onToggle={() => set({ insurance: !c.insurance })} />
        </div>

        <div className="space-y-6">
          <PriceSummary
            choices={c}
            nights={nights}
            price={price}
            signedIn={!!user}
            payDisabled={!!dateError}
            onChange={set}
            onPay={payNow}
          />
          <CouponBox
            applied={coupon}
            result={quote.data?.coupon}
            checking={quote.isFetching}
            onApply={setCoupon}
            onRemove={() => setCoupon('')}
          />
          {quote.data && (
            <p className="rounded-xl bg-white p-4 text-sm text-slate-700 ring-1 ring-slate-200" data-testid="cancellation-policy">
              <span className="font-semibold text-slate-900">Cancellation: </span>
              {quote.data.cancellationPolicy}
            </p>
          )}
          {!user && <WhySignUp loginTo={backHere} />}
        </div>
      </div>

      <div className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur lg:hidden">
        <p className="text-sm text-slate-600">
          Total <span className="block text-lg font-bold text-slate-900">{formatRupees2(price.total)}</span>
        </p>
        <Button
          className="py-3"
          onClick={() => {
            document.getElementById('price-heading')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
            document.getElementById('pay-now')?.focus({ preventScroll: true });
          }}
        >
          Review and pay
        </Button>
      </div>

      <ConfirmStayDialog
        open={confirmOpen}
        hotel={hotel}
        choices={c}
        nights={nights}
        price={price}
        pending={create.isPending || pay.isPending || pay.isSuccess}
        error={
          create.isError
            ? messageOf(create.error, 'Booking failed. Please try again.')
            : pay.isError
              ? messageOf(pay.error, 'The payment could not be started. Your booking is held: pay from My Bookings.')
              : null
        }
        onClose={() => setConfirmOpen(false)}
        onConfirm={confirm}
      />
    </div>
  );
}
