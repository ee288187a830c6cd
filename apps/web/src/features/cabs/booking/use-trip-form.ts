// The trip the guest fills in on the cab review page, where it starts from (the search it came from, or
// the URL after signing in), its checks and its price: the contract's own rules (rules/booking-dates.ts,
// rules/pricing.ts), as the server applies them.
import type { CabBookingInput } from '@raahi/contract/bookings';
import type { Cab } from '@raahi/contract/cabs';
import type { TripKind } from '@raahi/contract/rules/cab-fares';
import { tripOf, tripProblem } from '@raahi/contract/rules/booking-dates';
import { addDays, instantOfIndianTime, todayInIndia } from '@raahi/contract/rules/dates';
import { breakdownInRupees, paise, priceCab, type PaymentChoice } from '@raahi/contract/rules/pricing';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { isLocalTime } from '../../../lib/dates.ts';
import { readTrip, tripPickup } from '../search-params.ts';

/** A trip priced for its route (a car with a base city, searched from a known place). */
export type TripRoute = { trip: TripKind; from: string; to: string; returnDate: string; package: string };

/** Times as a datetime-local input holds them: Indian wall-clock `YYYY-MM-DDTHH:mm`. */
export type TripForm = {
  pickupLocation: string;
  dropoffLocation: string;
  pickupTime: string;
  dropoffTime: string;
  payment: PaymentChoice;
  /** null: a trip at the cab's flat fare, as the spec's cabs are booked */
  route: TripRoute | null;
  pickupAddress: string;
  passengerName: string;
  passengerPhone: string;
  /** how many travel ('': not said) */
  travellers: string;
};
export type TripErrors = Partial<Record<keyof TripForm, string>>;

/** The field of the form a trip problem is about (the create call spells the drop-off `dropofftime`). */
const FORM_FIELD: Record<string, keyof TripForm> = { pickupTime: 'pickupTime', dropofftime: 'dropoffTime' };

/** Why the trip cannot be booked, field by field; empty when it can. */
const MOBILE = /^\+?[0-9][0-9 -]{6,18}[0-9]$/;

export function tripErrors(form: TripForm, now = new Date()): TripErrors {
  const errors: TripErrors = {};
  if (form.route) {
    if (!form.pickupAddress.trim()) errors.pickupAddress = 'Enter the exact pickup address.';
    if (!form.passengerName.trim()) errors.passengerName = "Enter the passenger's name.";
    if (!MOBILE.test(form.passengerPhone.trim())) errors.passengerPhone = "Enter the passenger's mobile number.";
    if (!isLocalTime(form.pickupTime)) errors.pickupTime = 'Choose a pickup date and time.';
    else if (instantOfIndianTime(form.pickupTime) <= now) errors.pickupTime = 'The pickup must be in the future.';
    return errors;
  }
  if (!form.pickupLocation.trim()) errors.pickupLocation = 'Enter a pickup location.';
  if (!form.dropoffLocation.trim()) errors.dropoffLocation = 'Enter a drop-off location.';
  if (!isLocalTime(form.pickupTime)) errors.pickupTime = 'Choose a pickup date and time.';
  else {
    const dropoff = isLocalTime(form.dropoffTime) ? instantOfIndianTime(form.dropoffTime) : undefined;
    const problem = tripProblem(tripOf(instantOfIndianTime(form.pickupTime), dropoff), now);
    if (problem) errors[FORM_FIELD[problem.field] ?? 'pickupTime'] = problem.message;
  }
  return errors;
}

/** The create call's body for the form (the server prices the trip itself). */
export const bookingBodyOf = (cab: Cab, form: TripForm): CabBookingInput => ({
  cab: cab._id,
  ...(form.route
    ? {
        trip: form.route.trip,
        from: form.route.from,
        ...(form.route.trip !== 'local' ? { to: form.route.to } : {}),
        ...(form.route.trip === 'round' ? { returnDate: form.route.returnDate } : {}),
        ...(form.route.trip === 'local' ? { package: form.route.package || '8h80km' } : {}),
        pickupAddress: form.pickupAddress.trim(),
        passengerName: form.passengerName.trim(),
        passengerPhone: form.passengerPhone.trim(),
      }
    : {}),
  pickupLocation: form.route ? form.pickupAddress.trim() || form.route.from : form.pickupLocation.trim(),
  dropoffLocation: form.route ? (form.route.trip === 'local' ? form.route.from : form.route.to) : form.dropoffLocation.trim(),
  pickupTime: instantOfIndianTime(form.pickupTime).toISOString(),
  dropofftime: !form.route && form.dropoffTime ? instantOfIndianTime(form.dropoffTime).toISOString() : undefined,
  paymentChoice: form.payment,
  ...(form.travellers ? { travellers: Number(form.travellers) } : {}),
});

/**
 * The cab's fare in rupees, paid in full or in part, less a coupon's `discount` (rupees, the server's quote: it
 * does not depend on how the fare is paid).
 */
export const fareOf = (cab: Cab, payment: PaymentChoice, discount = 0) =>
  breakdownInRupees(
    priceCab({
      discountedPrice: paise(cab.discountedPrice),
      advancePercent: cab.advancePercent,
      paymentChoice: payment,
      discount: paise(discount),
    }),
  );

function initialForm(cab: Cab, params: URLSearchParams, state: Partial<Record<string, string>>): TripForm {
  const merged = new URLSearchParams(params);
  for (const k of ['sourceLocation', 'destLocation', 'date', 'hours', 'minutes', 'trip', 'returnDate', 'package', 'travellers'])
    if (!merged.get(k) && state[k]) merged.set(k, String(state[k]));
  const trip = readTrip(merged);
  const routed = cab.baseCity !== null && trip.sourceLocation.trim() !== '' && (trip.trip === 'local' || trip.destLocation.trim() !== '');
  return {
    route: routed
      ? {
          trip: trip.trip,
          from: trip.sourceLocation.trim(),
          to: trip.destLocation.trim(),
          returnDate: trip.returnDate || addDays(trip.date || todayInIndia(), 1),
          package: trip.package,
        }
      : null,
    pickupAddress: params.get('pickupAddress') ?? '',
    passengerName: params.get('passengerName') ?? '',
    passengerPhone: params.get('passengerPhone') ?? '',
    pickupLocation: params.get('pickupLocation') ?? trip.sourceLocation,
    dropoffLocation: params.get('dropoffLocation') ?? trip.destLocation,
    pickupTime: isLocalTime(params.get('pickupTime'))
      ? params.get('pickupTime')!
      : tripPickup(trip) || `${addDays(todayInIndia(), 1)}T09:00`,
    dropoffTime: isLocalTime(params.get('dropoffTime')) ? params.get('dropoffTime')! : '',
    payment: params.get('payment') === 'half' ? 'half' : 'full',
    travellers: trip.travellers,
  };
}

/** The form, its setter, and the page's address with the form in it (to come back to after signing in). */
export function useTripForm(cab: Cab) {
  const [params] = useSearchParams();
  const location = useLocation();
  const [form, setForm] = useState(() => initialForm(cab, params, (location.state ?? {}) as Partial<Record<string, string>>));
  const set = (next: Partial<TripForm>) => setForm((f) => ({ ...f, ...next }));
  const backHere = () => {
    const q = new URLSearchParams(params);
    q.set('pickupLocation', form.pickupLocation);
    q.set('dropoffLocation', form.dropoffLocation);
    q.set('pickupTime', form.pickupTime);
    if (form.dropoffTime) q.set('dropoffTime', form.dropoffTime);
    else q.delete('dropoffTime');
    q.set('payment', form.payment);
    if (form.travellers) q.set('travellers', form.travellers);
    for (const k of ['pickupAddress', 'passengerName', 'passengerPhone'] as const) if (form[k]) q.set(k, form[k]);
    return `${location.pathname}?${q}`;
  };
  return { form, set, backHere };
}
