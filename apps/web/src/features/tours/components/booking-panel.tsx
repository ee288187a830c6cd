import { firstTourDay, tourDateProblem } from '@raahi/contract/rules/booking-dates';
import { MAX_PERSONS } from '@raahi/contract/rules/booking-limits';
import { farePartsInRupees, MAX_CHILD_AGE, MAX_CHILDREN, tourFareParts, type TourFarePart } from '@raahi/contract/rules/travellers';
import { breakdownInRupees, paise, priceTour } from '@raahi/contract/rules/pricing';
import type { Tour } from '@raahi/contract/tours';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_POLICIES, describePolicy } from '@raahi/contract/rules/cancellation';
import { ConfirmBookingDialog } from '../../../components/booking/booking-dialogs.tsx';
import { DiscountRow, MoneyRow, SummaryRow } from '../../../components/booking/summary-rows.tsx';
import { CancellationTerms, tourTerms } from '../../../components/booking/cancellation-terms.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CouponBox } from '../../../components/ui/coupon-box.tsx';
import { StackedInput } from '../../../components/ui/fields.tsx';
import { AlertText } from '../../../components/ui/states.tsx';
import { formatDay } from '../../../lib/format.ts';
import { rupees, rupeesExact } from '@raahi/contract/rules/rupees';
import { tourPriceNote } from '../../../lib/price-notes.ts';
import { useQuote } from '../../../lib/quote.ts';
import { useCurrentUser, useSignedInNow } from '../../../lib/session.ts';
import { useBookingFlow } from '../../../lib/use-booking-flow.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useCouponCode } from '../../../lib/use-coupon-code.ts';
import { useCreateBooking } from '../../../lib/create-booking.ts';
import { useT, useWords } from '../../../lib/i18n.tsx';
import { GuestsField, useGuestsSummary } from '../../../components/guests/guests-field.tsx';
import type { PartyLimits } from '../../../components/guests/party.ts';

/** A tour's party: adults and children, no rooms. */
const TOUR_PARTY: PartyLimits = { maxRooms: 1, maxGuests: MAX_PERSONS + MAX_CHILDREN, maxAdults: MAX_PERSONS, maxChildren: MAX_CHILDREN };

/** `childAges=5,9` from the address (after sign-in), ages kept to 0-17. */
const childAgesParam = (value: string | null) =>
  (value ?? '')
    .split(',')
    .filter((a) => /^\d{1,2}$/.test(a) && Number(a) <= MAX_CHILD_AGE)
    .map(Number)
    .slice(0, MAX_CHILDREN);

/** The tour's child prices and supplement, paise, as the contract's price function takes them. */
const faresOf = (tour: Tour) => ({
  childPrices: tour.childPrices.map((b) => ({ ...b, price: paise(b.price) })),
  infantBelowAge: tour.infantBelowAge,
  singleSupplement: paise(tour.singleSupplement),
});

/**
 * Date + persons (+ a coupon the server's quote accepts) → Confirm Your Booking → the payment page → /payment/result. The price shown is all-in (the
 * contract's priceTour, as the server charges it). Signed-out visitors sign in and come back with their
 * choice and code kept; they are in the address too before paying, so Back from a failed payment keeps them.
 */
export function BookingPanel({ tour }: { tour: Tour }) {
  const [params] = useSearchParams();
  const [date, setDate] = useState(() => params.get('date') ?? '');
  const [persons, setPersons] = useState(() => Math.min(MAX_PERSONS, Math.max(1, Math.floor(Number(params.get('persons'))) || 1)));
  const [childAges, setChildAges] = useState(() => childAgesParam(params.get('childAges')));
  const t = useT();
  const words = useWords();
  const summary = useGuestsSummary();
  const partLabel = (part: TourFarePart) => {
    const values = { count: part.count, price: rupees(part.unit) };
    if (part.kind === 'children') return t('tours.price.children', { ...values, from: part.fromAge, to: part.toAge });
    if (part.kind === 'children-at-adult-price') return t('tours.price.childrenAdult', values);
    if (part.kind === 'infants') return t('tours.price.infants', values);
    if (part.kind === 'single-supplement') return t('tours.price.singleSupplement');
    return t('tours.price.adults', values);
  };
  const [dateError, setDateError] = useState('');
  const { data: user } = useCurrentUser();
  const signedInNow = useSignedInNow();
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
          childAges,
          couponCode: coupon.code,
        }
      : null,
  );
  const discount = coupon.discountOf(quote.data);
  // the refund tiers for the chosen day, before paying (the rule the server refunds by)
  const policy = tour.cancellationPolicy ?? DEFAULT_POLICIES.tour;
  const terms = date && !tourDateProblem(tour, date) ? tourTerms(policy, date, words) : undefined;
  const fares = faresOf(tour);
  const price = breakdownInRupees(priceTour({ price: paise(tour.price), persons, childAges, fares, discount: paise(discount) }));
  const parts = farePartsInRupees(tourFareParts({ price: paise(tour.price), ...fares }, persons, childAges));
  const party = childAges.length ? `&childAges=${childAges.join(',')}` : '';
  const flow = useBookingFlow({
    create: useCreateBooking(() => import('@raahi/contract/bookings').then((m) => m.createTourBooking)),
    body: () => ({ tourId: tour._id, bookingDate: date, persons, childAges, ...coupon.bodyPart(quote.data?.coupon) }),
    backHere: () => coupon.withCode(`/tour/${tour._id}?date=${date}&persons=${persons}${party}`),
  });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = date ? tourDateProblem(tour, date)?.message : t('tours.panel.pickDate');
    setDateError(problem ?? '');
    if (problem) return;
    if (!(await signedInNow())) flow.chooseHowToBook();
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
          {t('tours.panel.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          <span className="text-2xl font-extrabold text-slate-900">{rupees(tour.price)}</span> {tourPriceNote(t, tour.price)}
        </p>
        <StackedInput
          label={t('tours.panel.date')}
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
            {soldOutWindow ? t('tours.panel.noDates') : t('tours.panel.window', { from: formatDay(min), to: formatDay(max) })}
          </p>
          <AlertText id={`${id}-date-error`} message={dateError} className="mt-1 text-sm font-medium text-red-700" />
        </StackedInput>
        <GuestsField
          className="mt-4"
          label={t('common.guests.travellersLabel')}
          title={t('common.guests.travellersTitle')}
          rooms={[{ adults: persons, childAges }]}
          limits={TOUR_PARTY}
          disabled={!hydrated}
          note={t('tours.panel.infantsFree', { age: tour.infantBelowAge })}
          onRooms={([party]) => {
            setPersons(party!.adults);
            setChildAges(party!.childAges);
          }}
        />
        {tour.childPrices.length > 0 && (
          <ul className="mt-2 space-y-0.5 text-xs text-slate-600" aria-label={t('tours.panel.childPricesLabel')}>
            {tour.childPrices.map((b) => (
              <li key={b.fromAge}>{t('tours.panel.childPrice', { from: b.fromAge, to: b.toAge, price: rupees(b.price) })}</li>
            ))}
          </ul>
        )}
        <dl className="mt-4 space-y-1 border-t border-slate-200 pt-4 text-sm" data-testid="tour-price">
          {parts.map((part) => (
            <MoneyRow key={`${part.kind}-${'fromAge' in part ? part.fromAge : ''}`} label={partLabel(part)} amount={part.amount} />
          ))}
          <DiscountRow amount={price.discount} />
          <MoneyRow label={t('tours.panel.gst', { rate: price.taxRate })} amount={price.taxes} />
          <div className="flex items-baseline justify-between pt-1">
            <dt className="font-semibold text-slate-900">{t('tours.panel.total')}</dt>
            <dd className="text-xl font-extrabold text-slate-900" data-testid="tour-total">
              {rupees(price.total)}
            </dd>
          </div>
        </dl>
        <CancellationTerms
          terms={terms}
          policy={describePolicy(policy, 'tour', words)}
          className="mt-4 border-t border-slate-200 pt-4 text-sm text-slate-700"
        />
        <Button type="submit" className="mt-4 w-full py-3 text-base" disabled={!hydrated || soldOutWindow}>
          {t('tours.panel.bookNow', { total: rupeesExact(price.total) })}
        </Button>
        {!user && <p className="mt-2 text-center text-xs text-slate-500">{t('tours.panel.signInKeeps')}</p>}
      </form>
      {!soldOutWindow && (
        <div className="mt-4">
          <CouponBox coupon={coupon} quote={quote} />
        </div>
      )}
      <ConfirmBookingDialog state={flow.confirm} total={price.total} totalTestId="tour-confirm-total">
        <SummaryRow label={t('tours.panel.summaryTour')} value={tour.name} />
        <SummaryRow label={t('tours.panel.summaryDate')} value={date ? formatDay(date) : '—'} />
        <SummaryRow label={t('common.guests.travellersLabel')} value={summary([{ adults: persons, childAges }], false)} />
        {parts.map((part) => (
          <MoneyRow key={`${part.kind}-${'fromAge' in part ? part.fromAge : ''}`} label={partLabel(part)} amount={part.amount} />
        ))}
        <DiscountRow amount={price.discount} />
        <MoneyRow label={t('tours.panel.gst', { rate: price.taxRate })} amount={price.taxes} />
        <CancellationTerms terms={terms} className="pt-2 text-sm text-slate-700" />
      </ConfirmBookingDialog>
    </>
  );
}
