// Review your cab booking (/cab/booking/{id}): the trip, the fare the server will store (all of it, or the
// cab's advance now and the rest to the driver) less a coupon the server's quote accepts, Book Now → Confirm
// Your Booking → the payment page → /payment/result. Signed out, Book Now signs in first and comes back with
// the trip and the coupon kept (they travel in the URL, which also brings them back after a failed payment).
import type { Cab } from '@raahi/contract/cabs';
import { useId, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { DocumentHead } from '../../components/document-head.tsx';
import { ListingOffers } from '../../components/listing-offers.tsx';
import { ListingTalk } from '../../components/listing-talk/listing-talk.tsx';
import { Loaded } from '../../components/query-states.tsx';
import { CouponBox } from '../../components/ui/coupon-box.tsx';
import { MissingState } from '../../components/ui/not-found-state.tsx';
import { Spinner } from '../../components/ui/states.tsx';
import { NOINDEX } from '../../lib/head-tags.ts';
import { useCurrentUser, useSignedInNow } from '../../lib/session.ts';
import { useCouponCode } from '../../lib/use-coupon-code.ts';
import { useBookingFlow } from '../../lib/use-booking-flow.ts';
import { useFieldErrors } from '../../lib/use-field-errors.ts';
import { cabQuery, useCab } from './api/get-cab.ts';
import { missingListing, pageLoader, required } from '../../lib/route-data.ts';
import { useQuote } from '../../lib/quote.ts';
import { CabSummary, GoodToKnow } from './booking/cab-summary.tsx';
import { FareSummary } from './booking/fare-summary.tsx';
import { RouteFareSummary, routePrice } from './booking/route-fare.tsx';
import { TripDetails, tripFieldId } from './booking/trip-details.tsx';
import { useT } from '../../lib/i18n.tsx';
import { bookingBodyOf, fareOf, tripErrors, useTripForm } from './booking/use-trip-form.ts';
import { useCreateBooking } from '../../lib/create-booking.ts';
import { SoldBy } from '../../components/sold-by.tsx';
import { onDemand } from '../../components/ui/on-demand.tsx';

// 'Sign in or book as a guest' and 'Confirm Your Booking' load when the traveller first asks to book
const ConfirmTripDialog = onDemand(
  async () => (await import('./booking/booking-dialogs.tsx')).ConfirmTripDialog,
  ({ state }) => state.open || state.guestChoice.open,
);
const PARTY_FIELDS = ['pickupAddress', 'passengerName', 'passengerPhone'];

const CAB_NOT_FOUND = missingListing('cab', '/c');

export const loader = pageLoader(({ params }, qc) => [required(qc.ensureQueryData(cabQuery(params.id ?? '')), CAB_NOT_FOUND)]);

export function Component() {
  const words = useT();
  const cab = useCab(useParams().id);
  return (
    <>
      <DocumentHead tags={[{ title: words('cabs.review.documentTitle') }, NOINDEX]} />
      <Loaded
        query={cab}
        loading={<Spinner label={words('cabs.review.loading')} />}
        notFound={<MissingState missing={CAB_NOT_FOUND} />}
        errorText={words('cabs.review.error')}
      >
        {(cab) => <CabReview cab={cab} />}
      </Loaded>
    </>
  );
}

function CabReview({ cab }: { cab: Cab }) {
  const words = useT();
  const { data: user } = useCurrentUser();
  const signedInNow = useSignedInNow();
  const { form, set, backHere } = useTripForm(cab);
  const coupon = useCouponCode();
  const formId = useId();
  const tripCheck = useFieldErrors(() => tripErrors(form), tripFieldId);
  // the trip can be priced before the pickup address and the passenger are given
  const bookable = Object.keys(tripErrors(form)).every((k) => PARTY_FIELDS.includes(k));
  // the server's word on the coupon and the cancellation terms this trip is sold under
  const quote = useQuote(bookable ? { kind: 'cab', ...bookingBodyOf(cab, form), couponCode: coupon.code || undefined } : null);
  const discount = coupon.discountOf(quote.data);
  const price = form.route
    ? quote.data && routePrice(quote.data.breakdown, form.payment, cab.advancePercent)
    : fareOf(cab, form.payment, discount);
  const flow = useBookingFlow({
    create: useCreateBooking(() => import('@raahi/contract/bookings').then((m) => m.createCabBooking)),
    backHere: () => coupon.withCode(backHere()),
    body: () => ({ ...bookingBodyOf(cab, form), ...coupon.bodyPart(quote.data?.coupon) }),
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!(await tripCheck.check())) return;
    if (!(await signedInNow())) flow.chooseHowToBook();
    else flow.askToConfirm();
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{words('cabs.review.title')}</h1>
      <SoldBy provider={cab.provider} className="mt-1" />
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]">
        {/* Book Now (in the fare box) submits this form; the coupon box beside it is a form of its own */}
        <form id={formId} onSubmit={submit} noValidate aria-label="Your trip" className="space-y-6">
          <CabSummary cab={cab} />
          <ListingOffers kind="Cab" id={cab._id} />
          <TripDetails form={form} errors={tripCheck.errors} onChange={set} seats={cab.seats} />
          <GoodToKnow terms={quote.data?.cancellationTerms} policy={quote.data?.cancellationPolicy} />
        </form>
        <div className="space-y-6 lg:sticky lg:top-20 lg:self-start">
          {form.route ? (
            <RouteFareSummary
              quote={quote.data}
              payment={form.payment}
              advancePercent={cab.advancePercent}
              signedIn={!!user}
              form={formId}
              onPayment={(payment) => set({ payment })}
            />
          ) : (
            <FareSummary
              cab={cab}
              payment={form.payment}
              discount={discount}
              signedIn={!!user}
              form={formId}
              onPayment={(payment) => set({ payment })}
            />
          )}
          <CouponBox coupon={coupon} quote={quote} />
        </div>
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <ListingTalk kind="cab" id={cab._id} name={cab.model} />
        </div>
      </div>

      {price && <ConfirmTripDialog state={flow.confirm} cab={cab} form={form} price={price} />}
    </div>
  );
}
