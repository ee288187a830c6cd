// Review Your Booking (/hotel/booking/{id}): the choices, the guest's details, the price the server will
// charge (its quote), a coupon, Pay Now → Confirm Your Booking → the payment page → /payment/result.
// Signed out, Pay Now signs in first and comes back with the choices kept (they and the coupon live in the
// URL; the guest's details in this tab's storage, so a failed payment's Back finds them too).
import type { Hotel } from '@raahi/contract/hotels';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { DocumentHead } from '../../components/document-head.tsx';
import { Button } from '../../components/ui/button.tsx';
import { MobileBar, MobileBarPrice } from '../../components/ui/mobile-bar.tsx';
import { loginPath } from '../../components/require-auth.tsx';
import { rupeesExact } from '@raahi/contract/rules/rupees';
import { NOINDEX } from '../../lib/head-tags.ts';
import { useQuote } from '../../lib/quote.ts';
import { useCouponCode } from '../../lib/use-coupon-code.ts';
import { useCurrentUser, useSignedInNow } from '../../lib/session.ts';
import { useBookingFlow } from '../../lib/use-booking-flow.ts';
import { useKeptState } from '../../lib/use-kept-state.ts';
import { useFieldErrors } from '../../lib/use-field-errors.ts';
import { useSaveBillingDetails } from './api/save-billing-details.ts';
import {
  EMPTY_GUEST,
  bookingDetailsOf,
  guestEmailOf,
  guestErrors,
  guestFieldId,
  guestNameOf,
  withSavedBilling,
} from './booking/guest-details.ts';
import { stayAskOf, useBookingChoices } from './booking/use-booking-choices.ts';
import { useChosenRoom, type ChosenRoom } from './booking/use-chosen-room.ts';
import type { PartyRoom } from './booking/party-rooms.ts';
import { breakdownInRupees, paise, priceHotelRooms } from '@raahi/contract/rules/pricing';
import { Link } from 'react-router';
import { AlertText, Spinner } from '../../components/ui/states.tsx';
import { QueryError } from '../../components/query-states.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { useLanguage, useT } from '../../lib/i18n.tsx';
import { refusalWords } from './rooms/room-words.ts';
import { stayQuery } from './search-params.ts';
import { hotelLoader, WithHotel } from './components/with-hotel.tsx';
import { stayRoomsQuery } from './api/get-stay-rooms.ts';
import { pageLoader } from '../../lib/route-data.ts';
import { useCreateBooking } from '../../lib/create-booking.ts';
import { onDemand } from '../../components/ui/on-demand.tsx';
import { partApart } from '../../components/hydrate-apart.tsx';

/** The hotel, and its rooms for the stay in the address: the room, its nights and its rates come with the page. */
export const loader = pageLoader((args, qc) => {
  const ask = stayAskOf(new URL(args.request.url).searchParams);
  return [hotelLoader(args), ...(ask ? [qc.ensureQueryData(stayRoomsQuery(args.params.id ?? '', ask))] : [])];
});

// the room's nights, its other rates and its rules follow a call the browser makes: their code comes with it
// the guest's details, the price box and the cards around them load in their own turn after the first paint
const StaySummary = partApart(async () => (await import('./booking/stay-summary.tsx')).StaySummary);
const GuestDetails = partApart(async () => (await import('./booking/guest-details-form.tsx')).GuestDetails);
const PriceSummary = partApart(async () => (await import('./booking/price-summary.tsx')).PriceSummary);
const PartyRoomsList = partApart(async () => (await import('./booking/party-rooms-list.tsx')).PartyRoomsList);
const extras = () => import('./booking/stay-extras.tsx');
const ImportantInformation = partApart(async () => (await extras()).ImportantInformation);
const TripSecure = partApart(async () => (await extras()).TripSecure);
const WhySignUp = partApart(async () => (await extras()).WhySignUp);
const CouponBox = partApart(async () => (await import('../../components/ui/coupon-box.tsx')).CouponBox);
// 'Sign in or book as a guest' and 'Confirm Your Booking' load when the guest first asks to pay
const ConfirmStayDialog = onDemand(
  async () => (await import('./booking/booking-dialogs.tsx')).ConfirmStayDialog,
  ({ state }) => state.open || state.guestChoice.open,
);
const PlanUpgrade = lazy(async () => ({ default: (await import('./booking/plan-upgrade.tsx')).PlanUpgrade }));
const StayNights = lazy(async () => ({ default: (await import('./booking/stay-rules.tsx')).StayNights }));
const StayRules = lazy(async () => ({ default: (await import('./booking/stay-rules.tsx')).StayRules }));

export function Component() {
  const t = useT();
  return (
    <>
      <DocumentHead tags={[{ title: `${t('booking.hotel.title')} · Raahi` }, NOINDEX]} />
      <WithHotel loadingLabel={t('booking.hotel.loading')}>{(hotel) => <BookingReview hotel={hotel} />}</WithHotel>
    </>
  );
}

function BookingReview({ hotel }: { hotel: Hotel }) {
  const t = useT();
  const first = useBookingChoices(hotel);
  const { rooms, chosen, party } = useChosenRoom(hotel._id, first.choices, first.dateError);
  // the estimate follows the plan's own nights once they are known (the quote then replaces it)
  const fresh = chosen && !rooms.isPlaceholderData ? chosen : null;
  const freshParty = party && !rooms.isPlaceholderData ? party : null;
  const {
    choices: c,
    set,
    nights,
    dateError,
    price: estimate,
  } = {
    ...first,
    ...(fresh && withNights(first, fresh)),
    ...(freshParty && { price: partyEstimate(freshParty, first.choices) }),
  };
  const language = useLanguage();
  // a party no combination of rooms fits cannot be booked: its list says why
  const refusal = fresh && !fresh.offer.sellable ? refusalWords(t, language, fresh.offer) : party === null ? '' : null;
  const location = useLocation();
  const coupon = useCouponCode();
  const here = () => coupon.withCode(`${location.pathname}${location.search}`);
  const [typed, setGuest] = useKeptState('raahi:guest-details', EMPTY_GUEST);
  const saveBilling = useSaveBillingDetails();
  const { data: user } = useCurrentUser();
  const signedInNow = useSignedInNow();
  const guest = withSavedBilling(typed, user);
  const guestCheck = useFieldErrors(() => guestErrors(guest), guestFieldId);
  const choicesBody = {
    hotel: hotel._id,
    checkInDate: c.checkin,
    checkOutDate: c.checkout,
    // a party room by room: each room the answer proposed, with its guests
    ...(party
      ? {
          rooms: party.map((r) => ({
            adults: r.guests.adults,
            childAges: r.guests.childAges,
            roomTypeId: r.room.roomType._id,
            ratePlanId: r.offer.ratePlan._id,
          })),
        }
      : { roomCount: c.rooms, guests: c.guests }),
    // the plan's meals are in its nightly price; an older link's meal plan chose the plan
    ...(chosen ? { roomTypeId: chosen.room.roomType._id, ratePlanId: chosen.offer.ratePlan._id, mealPlan: 'none' as const } : {}),
    insurance: c.insurance,
    donation: c.donation,
  };
  // asked once the room is known (or its answer failed: then the hotel's default, as the server picks it)
  const waiting = c.occupancy ? !party : !chosen && !rooms.isError;
  const quote = useQuote(
    dateError || refusal !== null || waiting ? null : { kind: 'hotel', ...choicesBody, couponCode: coupon.code || undefined },
  );
  // the server's price; the same rules computed here only until its first answer arrives
  const price = quote.data?.breakdown ?? estimate;

  const saveToProfile = () => {
    const name = guestNameOf(guest, user).trim();
    const email = guestEmailOf(guest, user).trim();
    const [firstName = '', ...rest] = name.split(/\s+/);
    const { mobile, gstNumber, gstLegalName, state: billingState } = bookingDetailsOf(guest);
    if (guest.save && user && firstName && email)
      saveBilling.mutate({ firstName, lastName: rest.join(' '), email, mobile, gstNumber, gstLegalName, billingState });
  };
  const flow = useBookingFlow({
    create: useCreateBooking(() => import('@raahi/contract/bookings').then((m) => m.createHotelBooking), [['hotels']]),
    backHere: here,
    body: () => ({ ...choicesBody, ...bookingDetailsOf(guest), ...coupon.bodyPart(quote.data?.coupon) }),
    onBooked: saveToProfile,
    typed: () => ({ name: guest.name, email: guest.email, mobile: guest.mobile }),
  });

  const payNow = async () => {
    if (dateError || refusal !== null) return;
    if (!(await signedInNow())) flow.chooseHowToBook();
    else if (await guestCheck.check()) flow.askToConfirm();
  };

  return (
    <div className="mx-auto max-w-7xl px-4 pb-28 pt-6 lg:pb-6">
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{t('booking.hotel.title')}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-6">
          <StaySummary hotel={hotel} choices={c} nights={nights} dateError={dateError} chosen={chosen} onChange={set} />
          {!dateError && rooms.isPending && <Spinner label={t('booking.hotel.roomLoading')} />}
          {rooms.isError && <QueryError query={rooms} text={messageOf(rooms.error, t('booking.hotel.roomError'))} />}
          {c.occupancy && party !== undefined && <PartyRoomsList rooms={party} nights={nights} />}
          {refusal !== null && party !== null && (
            <div className="rounded-xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
              <AlertText message={t('booking.hotel.notSellable', { reason: refusal })} className="font-medium" />
              <Link
                to={`/hotel/${hotel._id}${stayQuery(c)}#rooms-heading`}
                className="mt-2 inline-block font-semibold text-teal-800 underline"
              >
                {t('booking.hotel.otherRooms')}
              </Link>
            </div>
          )}
          <Suspense fallback={null}>
            {chosen && <StayNights chosen={chosen} rooms={c.rooms} />}
            {chosen && <PlanUpgrade chosen={chosen} rooms={c.rooms} onPlan={(plan) => set({ plan, roomType: chosen.room.roomType._id })} />}
          </Suspense>
          <Suspense fallback={null}>
            <StayRules chosen={chosen} terms={quote.data?.cancellationTerms} policy={quote.data?.cancellationPolicy} />
          </Suspense>
          <ImportantInformation />
          <GuestDetails value={guest} user={user} errors={guestCheck.errors} onChange={setGuest} />
          <TripSecure added={c.insurance} onToggle={() => set({ insurance: !c.insurance })} />
          {!user && <WhySignUp loginTo={loginPath(here())} />}
        </div>

        {/* the price and the coupon stay in view together on wide screens (a sticky box alone would slide over what follows it) */}
        <div className="space-y-6 lg:sticky lg:top-20 lg:self-start">
          <PriceSummary
            choices={c}
            nights={nights}
            price={price}
            offer={quote.data?.offer}
            signedIn={!!user}
            payDisabled={!!dateError || refusal !== null}
            onChange={set}
            onPay={payNow}
          />
          <CouponBox coupon={coupon} quote={quote} />
        </div>
      </div>

      <MobileBar>
        <MobileBarPrice label={t('common.booking.totalShort')} price={rupeesExact(price.total)} />
        <Button
          className="py-3"
          onClick={() => {
            document.getElementById('price-heading')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
            document.getElementById('pay-now')?.focus({ preventScroll: true });
          }}
        >
          {t('booking.hotel.reviewAndPay')}
        </Button>
      </MobileBar>

      <ConfirmStayDialog state={flow.confirm} hotel={hotel} choices={c} nights={nights} price={price} chosen={chosen} />
    </div>
  );
}

/** A party's price estimate: each room's own nights for its guests (the quote then replaces it). */
function partyEstimate(party: PartyRoom[], c: { insurance: boolean; donation: boolean }) {
  return breakdownInRupees(
    priceHotelRooms({
      rooms: party.map((r) => ({ nightPrices: r.nights.map((n) => paise(n.price)) })),
      mealPlan: 'none',
      insurance: c.insurance,
      donation: c.donation,
    }),
  );
}

/** The choices' price estimate at the chosen plan's own nights. */
function withNights(first: ReturnType<typeof useBookingChoices>, chosen: ChosenRoom) {
  return { price: first.priceAt(chosen.offer.nights.map((n) => n.price)) };
}
