import { firstTourDay, tourDateProblem } from '@raahi/contract/rules/booking-dates';
import { MAX_PERSONS } from '@raahi/contract/rules/booking-limits';
import { breakdownInRupees, paise, priceTour } from '@raahi/contract/rules/pricing';
import type { Tour } from '@raahi/contract/tours';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_POLICIES, describePolicy } from '@raahi/contract/rules/cancellation';
import { ConfirmBookingDialog, DiscountRow, MoneyRow, SummaryRow } from '../../../components/booking/booking-dialogs.tsx';
import { CancellationTerms, tourTerms } from '../../../components/booking/cancellation-terms.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CouponBox } from '../../../components/ui/coupon-box.tsx';
import { StackedInput } from '../../../components/ui/fields.tsx';
import { AlertText } from '../../../components/ui/states.tsx';
import { formatDay } from '../../../lib/format.ts';
import { rupees, rupeesExact } from '@raahi/contract/rules/rupees';
import { tourPriceNote } from '../../../lib/price-notes.ts';
import { useQuote } from '../../../lib/quote.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useBookingFlow } from '../../../lib/use-booking-flow.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useCouponCode } from '../../../lib/use-coupon-code.ts';
import { useCreateBooking } from '../../../lib/create-booking.ts';

/**
 * Date + persons (+ a coupon the server's quote accepts) → Confirm Your Booking → the payment page → /payment/result. The price shown is all-in (the
 * contract's priceTour, as the server charges it). Signed-out visitors sign in and come back with their
 * choice and code kept; they are in the address too before paying, so Back from a failed payment keeps them.
 */
export function BookingPanel({ tour }: { tour: Tour }) {
  const [params] = useSearchParams();
  const [date, setDate] = useState(() => params.get('date') ?? '');
  const [persons, setPersons] = useState(() => Math.max(1, Math.floor(Number(params.get('persons'))) || 1));
  const [dateError, setDateError] = useState('');
  const { data: user } = useCurrentUser();
  const id = useId();
  // booking asks to sign in and confirm in a dialog: the panel's buttons wait for the app
  const hydrated = useHydrated();
  const coupon = useCouponCode();
  const min = firstTourDay(tour);
  const max = tour.availableTill;
  const soldOutWindow = max < min;
  // asked only with a code (the price itself is the contract's, below); the price does not depend on the day,
  // so before one is chosen the first bookable day stands in
  const quote = useQuote(
    coupon.code && !soldOutWindow
      ? {
          kind: 'tour',
          tourId: tour._id,
          bookingDate: date && !tourDateProblem(tour, date) ? date : min,
          persons,
          couponCode: coupon.code,
        }
      : null,
  );
  const discount = coupon.discountOf(quote.data);
  // the refund tiers for the chosen day, before paying (the rule the server refunds by)
  const policy = tour.cancellationPolicy ?? DEFAULT_POLICIES.tour;
  const terms = date && !tourDateProblem(tour, date) ? tourTerms(policy, date) : undefined;
  const price = breakdownInRupees(priceTour({ price: paise(tour.price), persons, discount: paise(discount) }));
  const flow = useBookingFlow({
    create: useCreateBooking(() => import('@raahi/contract/bookings').then((m) => m.createTourBooking)),
    body: () => ({ tourId: tour._id, bookingDate: date, persons, ...coupon.bodyPart(quote.data?.coupon) }),
    backHere: () => coupon.withCode(`/tour/${tour._id}?date=${date}&persons=${persons}`),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = date ? tourDateProblem(tour, date)?.message : 'Please select a booking date';
    setDateError(problem ?? '');
    if (problem) return;
    if (!user) flow.signIn();
    else flow.askToConfirm();
  };

  return (
    <>
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby={`${id}-title`}
        className="rounded-2xl bg-white p-5 shadow-lg ring-1 ring-slate-200"
      >
        <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
          Book this tour
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          <span className="text-2xl font-extrabold text-slate-900">{rupees(tour.price)}</span> {tourPriceNote(tour.price)}
        </p>
        <StackedInput
          label="Tour date"
          id={`${id}-date`}
          className="mt-4"
          type="date"
          value={date}
          min={min}
          max={max}
          onValue={(value) => {
            setDate(value);
            if (dateError) setDateError('');
          }}
          aria-invalid={Boolean(dateError)}
          aria-describedby={`${id}-window${dateError ? ` ${id}-date-error` : ''}`}
        >
          <p id={`${id}-window`} className="mt-1 text-xs text-slate-500">
            {soldOutWindow ? 'This package has no upcoming dates.' : `Available ${formatDay(min)} to ${formatDay(max)}`}
          </p>
          <AlertText id={`${id}-date-error`} message={dateError} className="mt-1 text-sm font-medium text-red-700" />
        </StackedInput>
        <fieldset className="mt-4">
          <legend className="text-sm font-semibold text-slate-700">Persons</legend>
          <div className="mt-1 flex items-center gap-3">
            <button
              type="button"
              onClick={() => setPersons((p) => Math.max(1, p - 1))}
              disabled={!hydrated || persons <= 1}
              aria-label="Fewer persons"
              className="grid h-10 w-10 place-items-center rounded-full border border-slate-300 text-xl font-bold text-slate-800 hover:bg-slate-50 disabled:opacity-40"
            >
              −
            </button>
            <output aria-live="polite" aria-label="Number of persons" className="w-8 text-center text-lg font-bold">
              {persons}
            </output>
            <button
              type="button"
              onClick={() => setPersons((p) => Math.min(MAX_PERSONS, p + 1))}
              disabled={!hydrated || persons >= MAX_PERSONS}
              aria-label="More persons"
              className="grid h-10 w-10 place-items-center rounded-full border border-slate-300 text-xl font-bold text-slate-800 hover:bg-slate-50 disabled:opacity-40"
            >
              +
            </button>
          </div>
        </fieldset>
        <dl className="mt-4 space-y-1 border-t border-slate-200 pt-4 text-sm" data-testid="tour-price">
          <MoneyRow label={`${persons} × ${rupees(tour.price)}`} amount={price.base} />
          <DiscountRow amount={price.discount} />
          <MoneyRow label={`GST (${price.taxRate}%)`} amount={price.taxes} />
          <div className="flex items-baseline justify-between pt-1">
            <dt className="font-semibold text-slate-900">Total to pay</dt>
            <dd className="text-xl font-extrabold text-slate-900" data-testid="tour-total">
              {rupees(price.total)}
            </dd>
          </div>
        </dl>
        <CancellationTerms
          terms={terms}
          policy={describePolicy(policy, 'tour')}
          className="mt-4 border-t border-slate-200 pt-4 text-sm text-slate-700"
        />
        <Button type="submit" className="mt-4 w-full py-3 text-base" disabled={!hydrated || soldOutWindow}>
          Book Now · {rupeesExact(price.total)}
        </Button>
        {!user && <p className="mt-2 text-center text-xs text-slate-500">You will be asked to sign in; your date and persons are kept.</p>}
      </form>
      {!soldOutWindow && (
        <div className="mt-4">
          <CouponBox coupon={coupon} quote={quote} />
        </div>
      )}
      <ConfirmBookingDialog state={flow.confirm} total={price.total} totalTestId="tour-confirm-total">
        <SummaryRow label="Tour" value={tour.name} />
        <SummaryRow label="Date" value={date ? formatDay(date) : '—'} />
        <SummaryRow label="Persons" value={String(persons)} />
        <DiscountRow amount={price.discount} />
        <MoneyRow label={`GST (${price.taxRate}%)`} amount={price.taxes} />
        <CancellationTerms terms={terms} className="pt-2 text-sm text-slate-700" />
      </ConfirmBookingDialog>
    </>
  );
}
