import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import type { HotelBookingCreated } from '@raahi/contract/bookings';
import { MAX_NIGHTS, MAX_ROOMS } from '@raahi/contract/rules/booking-limits';
import {
  DONATION_PRICE,
  MEAL_PLAN_PRICES,
  MEAL_PLANS,
  TRIP_INSURANCE_PRICE,
  breakdownInRupees,
  paise,
  priceHotel,
  type MealPlan,
} from '@raahi/contract/rules/pricing';
import type { Hotel } from '@raahi/contract/hotels';
import { useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Img } from '../../components/ui/img.tsx';
import { StarRating } from '../../components/ui/star-rating.tsx';
import { ApiError, messageOf } from '../../lib/api-client.ts';
import { formatDay, formatRupees, formatRupees2 } from '../../lib/format.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { loginPath } from '../../components/require-auth.tsx';
import { useCreateHotelBooking } from './api/create-hotel-booking.ts';
import { WithHotel } from './components/with-hotel.tsx';
import { useSaveBillingDetails } from './api/save-billing-details.ts';
import { INDIAN_STATES } from '@raahi/contract/indian-states';
import { nightsBetween } from './search-params.ts';
import { ConfirmBookingDialog, SummaryRow } from '../../components/ui/confirm-booking-dialog.tsx';

const MEAL_LABELS: Record<MealPlan, string> = {
  none: 'No meal plan (included)',
  breakfast: 'Add Breakfast',
  'half-board': 'Add Breakfast + Lunch/Dinner',
  'full-board': 'Add All Meals',
};
const isDay = (v: string | null | undefined): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);

type Choices = { checkin: string; checkout: string; guests: number; rooms: number; meal: MealPlan; insurance: boolean; donation: boolean };

function readChoices(params: URLSearchParams, state: { checkin?: string; checkout?: string; guests?: number }): Choices {
  const checkin = isDay(params.get('checkin')) ? params.get('checkin')! : isDay(state.checkin) ? state.checkin : todayInIndia();
  const checkout = isDay(params.get('checkout')) ? params.get('checkout')! : isDay(state.checkout) ? state.checkout : addDays(checkin, 1);
  const guests = Math.max(1, Math.floor(Number(params.get('guests') ?? state.guests) || 2));
  const rooms = Math.min(MAX_ROOMS, Math.max(1, Math.floor(Number(params.get('rooms')) || 1)));
  const mealRaw = params.get('meal');
  const meal: MealPlan = mealRaw && (MEAL_PLANS as readonly string[]).includes(mealRaw) ? (mealRaw as MealPlan) : 'none';
  return { checkin, checkout, guests, rooms, meal, insurance: params.get('insurance') === '1', donation: params.get('donation') === '1' };
}

/**
 * The booking choices are mirrored into the URL so that signing in and coming back keeps them.
 * They are held in component state first: a router navigation commits later than the click, and a
 * radio or checkbox bound straight to the URL would flick back for a moment.
 */
function useChoices() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const [choices, setChoices] = useState(() => readChoices(params, (location.state ?? {}) as Parameters<typeof readChoices>[1]));
  const set = (next: Partial<Choices>) => {
    const c = { ...choices, ...next };
    setChoices(c);
    const q = new URLSearchParams({ checkin: c.checkin, checkout: c.checkout, guests: String(c.guests), rooms: String(c.rooms) });
    if (c.meal !== 'none') q.set('meal', c.meal);
    if (c.insurance) q.set('insurance', '1');
    if (c.donation) q.set('donation', '1');
    setParams(q, { replace: true, preventScrollReset: true });
  };
  return [choices, set] as const;
}

export function Component() {
  return <WithHotel loadingLabel="Loading your booking…">{(hotel) => <BookingReview hotel={hotel} />}</WithHotel>;
}

function BookingReview({ hotel }: { hotel: Hotel }) {
  const [c, set] = useChoices();
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const today = todayInIndia();
  const nights = nightsBetween(c.checkin, c.checkout);
  const dateError =
    c.checkin < today
      ? 'Check-in cannot be in the past.'
      : nights < 1
        ? 'Check-out must be after check-in.'
        : nights > MAX_NIGHTS
          ? `A booking can be at most ${MAX_NIGHTS} nights.`
          : '';
  const price = breakdownInRupees(
    priceHotel({
      price: paise(hotel.price),
      taxes: paise(hotel.taxes),
      rooms: c.rooms,
      nights: Math.max(nights, 0),
      mealPlan: c.meal,
      insurance: c.insurance,
      donation: c.donation,
    }),
  );
  const mealTotal = c.rooms * Math.max(nights, 0) * MEAL_PLAN_PRICES[c.meal];

  const [guest, setGuest] = useState({ name: '', email: '', mobile: '', gst: '', state: '', save: false });
  const guestName = guest.name || (user ? `${user.firstName} ${user.lastName}`.trim() : '');
  const guestEmail = guest.email || user?.email || '';
  const [coupon, setCoupon] = useState('');
  const [couponMsg, setCouponMsg] = useState('');
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [done, setDone] = useState<HotelBookingCreated | null>(null);
  const create = useCreateHotelBooking();
  const saveBilling = useSaveBillingDetails();
  const idemKey = useRef<string | null>(null);

  const payNow = () => {
    if (dateError) return;
    if (!user) {
      navigate(loginPath(location.pathname + location.search));
      return;
    }
    create.reset();
    idemKey.current = crypto.randomUUID();
    setConfirmOpen(true);
  };
  const confirm = () => {
    create.mutate(
      {
        body: {
          hotel: hotel._id,
          roomCount: c.rooms,
          checkInDate: c.checkin,
          checkOutDate: c.checkout,
          guests: c.guests,
          mealPlan: c.meal,
          insurance: c.insurance,
          donation: c.donation,
        },
        idempotencyKey: idemKey.current ?? crypto.randomUUID(),
      },
      {
        onSuccess: (b) => {
          setConfirmOpen(false);
          setDone(b);
          const [firstName = '', ...rest] = guestName.trim().split(/\s+/);
          const changed =
            user && (firstName !== user.firstName || rest.join(' ') !== user.lastName || guestEmail.trim().toLowerCase() !== user.email);
          if (guest.save && firstName && guestEmail.trim() && changed)
            saveBilling.mutate({ firstName, lastName: rest.join(' '), email: guestEmail.trim() });
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 401) navigate(loginPath(location.pathname + location.search));
        },
      },
    );
  };
  const applyCoupon = () => {
    const code = coupon.trim();
    setCouponMsg(
      code
        ? `'${code}' can't be applied: there are no coupons for this hotel and these dates. Gift cards can be used at payment.`
        : 'Enter a coupon code first. No coupons are available for this booking right now.',
    );
  };

  const input =
    'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30';
  const label = 'block text-sm font-medium text-slate-700';
  const payLabel = `Pay Now ${formatRupees2(price.total)}`;

  return (
    <div className="mx-auto max-w-7xl px-4 pb-28 pt-6 lg:pb-6">
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">Review Your Booking</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_24rem]">
        <div className="space-y-6">
          <Card>
            <div className="flex flex-col gap-4 sm:flex-row">
              <Img
                src={hotel.imageUrl || hotel.images[0]}
                alt={hotel.name}
                width={640}
                height={427}
                sizes="(min-width: 640px) 14rem, 100vw"
                className="aspect-[3/2] w-full rounded-xl sm:w-56"
              />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="text-xl font-semibold text-slate-900">{hotel.name}</h2>
                  {hotel.category && (
                    <span className="rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-medium text-teal-800">{hotel.category}</span>
                  )}
                </div>
                <p className="text-slate-600">{hotel.location}</p>
                <p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
                  <StarRating value={hotel.rating} /> {hotel.rating.toFixed(1)} ({hotel.reviewCount} reviews)
                </p>
              </div>
            </div>
            <fieldset className="mt-5 grid gap-3 sm:grid-cols-3">
              <legend className="sr-only">Your stay</legend>
              <label className={label}>
                Check-in
                <input
                  type="date"
                  className={input}
                  value={c.checkin}
                  min={today}
                  onChange={(e) => {
                    const checkin = isDay(e.target.value) ? e.target.value : today;
                    set({ checkin, checkout: c.checkout > checkin ? c.checkout : addDays(checkin, 1) });
                  }}
                />
              </label>
              <label className={label}>
                Check-out
                <input
                  type="date"
                  className={input}
                  value={c.checkout}
                  min={addDays(c.checkin, 1)}
                  onChange={(e) => isDay(e.target.value) && set({ checkout: e.target.value })}
                />
              </label>
              <label className={label}>
                Guests
                <input
                  type="number"
                  min={1}
                  max={100}
                  className={input}
                  value={c.guests}
                  onChange={(e) => set({ guests: Math.max(1, Math.floor(Number(e.target.value)) || 1) })}
                />
              </label>
            </fieldset>
            {dateError && (
              <p role="alert" className="mt-2 text-sm text-red-700">
                {dateError}
              </p>
            )}
            <p className="mt-4 rounded-lg bg-slate-50 px-3 py-2 font-medium text-slate-800" data-testid="stay-line">
              {Math.max(nights, 0)} Night{nights === 1 ? '' : 's'} | {c.guests} Adult{c.guests === 1 ? '' : 's'} | {c.rooms} Room
              {c.rooms === 1 ? '' : 's'}
            </p>
            <div className="mt-4 border-t border-slate-200 pt-4 text-sm text-slate-700">
              <p className="font-semibold text-slate-900">Guest room, 2 queen beds, garden view</p>
              <ul className="mt-2 space-y-1">
                <li>{c.meal === 'none' ? 'Room Only' : MEAL_LABELS[c.meal].replace('Add ', '')}</li>
                <li>{c.meal === 'none' ? 'No meals included' : 'Meal plan added to your stay'}</li>
                <li>15% discount on Spa, Food and Beverages</li>
                <li className="font-semibold text-red-700">Non-Refundable</li>
              </ul>
            </div>
          </Card>

          <Card title="Upgrade Your Stay">
            <fieldset>
              <legend className="sr-only">Meal plan</legend>
              <div className="space-y-2">
                {MEAL_PLANS.map((m) => (
                  <div
                    key={m}
                    className={`flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl border px-4 py-3 ${c.meal === m ? 'border-teal-600 bg-teal-50' : 'border-slate-200'}`}
                  >
                    <label className="flex min-w-[12rem] flex-1 cursor-pointer items-center gap-3">
                      <input
                        type="radio"
                        name="meal-plan"
                        value={m}
                        checked={c.meal === m}
                        onChange={() => set({ meal: m })}
                        aria-describedby={m !== 'none' ? `meal-${m}-price` : undefined}
                        className="h-4 w-4 accent-teal-700"
                      />
                      <span className="text-slate-800">{MEAL_LABELS[m]}</span>
                    </label>
                    {m !== 'none' && (
                      <span id={`meal-${m}-price`} className="pl-7 text-sm text-slate-600">
                        +{formatRupees(MEAL_PLAN_PRICES[m])} per room-night
                      </span>
                    )}
                  </div>
                ))}
              </div>
            </fieldset>
          </Card>

          <Card title="Important Information">
            <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
              <li>Charges for a third adult or a child are not included in the rate and are payable at the hotel.</li>
              <li>Extra amenities requested at the hotel may cost more.</li>
            </ul>
          </Card>

          <Card title="Guest Details">
            <div className="grid gap-3 sm:grid-cols-2">
              <label className={label}>
                Full Name
                <input
                  className={input}
                  autoComplete="name"
                  value={guestName}
                  onChange={(e) => setGuest({ ...guest, name: e.target.value })}
                />
              </label>
              <label className={label}>
                Email Address
                <input
                  type="email"
                  className={input}
                  autoComplete="email"
                  value={guestEmail}
                  onChange={(e) => setGuest({ ...guest, email: e.target.value })}
                />
              </label>
              <label className={label}>
                Mobile Number
                <input
                  type="tel"
                  className={input}
                  autoComplete="tel"
                  inputMode="tel"
                  value={guest.mobile}
                  onChange={(e) => setGuest({ ...guest, mobile: e.target.value })}
                />
              </label>
              <label className={label}>
                GST Details (Optional)
                <input className={input} value={guest.gst} onChange={(e) => setGuest({ ...guest, gst: e.target.value })} />
              </label>
              <label className={label}>
                Your State
                <select className={input} value={guest.state} onChange={(e) => setGuest({ ...guest, state: e.target.value })}>
                  <option value="">Select your state</option>
                  {INDIAN_STATES.map((s) => (
                    <option key={s.value} value={s.value}>
                      {s.name}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex items-center gap-2 self-end text-sm text-slate-700 sm:pb-2">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-teal-700"
                  checked={guest.save}
                  onChange={(e) => setGuest({ ...guest, save: e.target.checked })}
                />
                Confirm and save billing details to your profile
              </label>
            </div>
          </Card>

          <Card title="Trip Secure">
            <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
              <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
                <li>24x7 emergency medical assistance</li>
                <li>Up to {formatRupees(2500)} for loss of tablets and laptops</li>
                <li>Cover for trip cancellations and delays</li>
              </ul>
              <button
                type="button"
                aria-pressed={c.insurance}
                onClick={() => set({ insurance: !c.insurance })}
                className={buttonClass(c.insurance ? 'primary' : 'secondary', 'shrink-0')}
              >
                {c.insurance ? `Added ✓ (${formatRupees(TRIP_INSURANCE_PRICE)})` : `Add for ${formatRupees(TRIP_INSURANCE_PRICE)}`}
              </button>
            </div>
          </Card>
        </div>

        <div className="space-y-6">
          <section
            aria-labelledby="price-heading"
            className="scroll-mt-20 rounded-2xl bg-white p-5 shadow-md ring-1 ring-slate-200 lg:sticky lg:top-20"
          >
            <h2 id="price-heading" className="text-lg font-semibold text-slate-900">
              Price Summary
            </h2>
            <dl className="mt-3 space-y-2 text-sm text-slate-700" data-testid="price-summary">
              <SummaryRow
                label={`${c.rooms} Room${c.rooms === 1 ? '' : 's'} x ${Math.max(nights, 0)} Night${nights === 1 ? '' : 's'}`}
                value={formatRupees2(price.base)}
              />
              <SummaryRow label="Hotel Taxes" value={formatRupees2(price.taxes)} />
              {c.meal !== 'none' && <SummaryRow label={MEAL_LABELS[c.meal].replace('Add ', '')} value={formatRupees2(mealTotal)} />}
              {c.insurance && <SummaryRow label="Trip Secure" value={formatRupees2(TRIP_INSURANCE_PRICE)} />}
              {c.donation && <SummaryRow label="Donation" value={formatRupees2(DONATION_PRICE)} />}
            </dl>
            <label className="mt-3 flex items-start gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="mt-0.5 h-4 w-4 accent-teal-700"
                checked={c.donation}
                onChange={(e) => set({ donation: e.target.checked })}
              />
              <span>
                Donate {formatRupees(DONATION_PRICE)} to build resilient travel destinations.{' '}
                <span className="text-teal-800 underline" title="The donation goes to community tourism projects.">
                  T&amp;Cs
                </span>
              </span>
            </label>
            <div className="mt-4 flex items-baseline justify-between border-t border-slate-200 pt-3">
              <span className="font-semibold text-slate-900">Total Amount</span>
              <span className="text-2xl font-bold text-slate-900" data-testid="summary-total">
                {formatRupees2(price.total)}
              </span>
            </div>

            <div className="mt-5 flex items-center justify-between">
              <span id="rooms-label" className="text-sm font-medium text-slate-800">
                Number of Rooms
              </span>
              <div className="flex items-center gap-2" role="group" aria-labelledby="rooms-label">
                <button
                  type="button"
                  aria-label="Remove a room"
                  disabled={c.rooms <= 1}
                  onClick={() => set({ rooms: Math.max(1, c.rooms - 1) })}
                  className="grid h-9 w-9 place-items-center rounded-full border border-slate-300 text-lg font-semibold text-slate-800 disabled:opacity-40"
                >
                  −
                </button>
                <output aria-live="polite" aria-label="Rooms" className="w-8 text-center font-semibold text-slate-900">
                  {c.rooms}
                </output>
                <button
                  type="button"
                  aria-label="Add a room"
                  disabled={c.rooms >= MAX_ROOMS}
                  onClick={() => set({ rooms: Math.min(MAX_ROOMS, c.rooms + 1) })}
                  className="grid h-9 w-9 place-items-center rounded-full border border-slate-300 text-lg font-semibold text-slate-800 disabled:opacity-40"
                >
                  +
                </button>
              </div>
            </div>
            <Button id="pay-now" onClick={payNow} disabled={!!dateError} className="mt-5 w-full py-3 text-base">
              {payLabel}
            </Button>
            {!user && <p className="mt-2 text-center text-xs text-slate-600">You'll sign in first; your choices are kept.</p>}
          </section>

          <Card title="Coupon Codes">
            <p className="text-sm text-slate-600">No coupon codes are applicable to this booking. Gift cards can be applied at payment.</p>
            <div className="mt-3 flex gap-2">
              <label className="flex-1">
                <span className="sr-only">Coupon code</span>
                <input
                  className={input.replace('mt-1 ', '')}
                  placeholder="Enter coupon code"
                  value={coupon}
                  onChange={(e) => setCoupon(e.target.value)}
                />
              </label>
              <Button variant="secondary" onClick={applyCoupon}>
                Apply
              </Button>
            </div>
            {couponMsg && (
              <p role="status" className="mt-2 text-sm text-amber-800">
                {couponMsg}
              </p>
            )}
          </Card>

          {!user && (
            <Card title="Why Sign Up or Login">
              <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
                <li>Secret Deals for members</li>
                <li>Faster booking with saved details</li>
                <li>Manage all your bookings in one place</li>
              </ul>
              <Link to={loginPath(location.pathname + location.search)} className={buttonClass('secondary', 'mt-3')}>
                Sign in
              </Link>
            </Card>
          )}
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

      <ConfirmBookingDialog
        open={confirmOpen}
        pending={create.isPending}
        error={create.isError ? messageOf(create.error, 'Booking failed. Please try again.') : null}
        total={price.total}
        totalTestId="confirm-total"
        onClose={() => setConfirmOpen(false)}
        onConfirm={confirm}
      >
        <SummaryRow label="Hotel" value={hotel.name} />
        <SummaryRow label="Rooms" value={String(c.rooms)} />
        <SummaryRow label="Check-in" value={formatDay(c.checkin)} />
        <SummaryRow label="Check-out" value={formatDay(c.checkout)} />
        <SummaryRow label="Nights" value={String(nights)} />
        <SummaryRow label="Guests" value={String(c.guests)} />
        <SummaryRow label="Meal plan" value={c.meal === 'none' ? 'No meal plan' : MEAL_LABELS[c.meal].replace('Add ', '')} />
        {c.insurance && <SummaryRow label="Trip Secure" value={formatRupees2(TRIP_INSURANCE_PRICE)} />}
        {c.donation && <SummaryRow label="Donation" value={formatRupees2(DONATION_PRICE)} />}
      </ConfirmBookingDialog>

      <Dialog
        open={done !== null}
        onClose={() => setDone(null)}
        title="Booking Successful"
        footer={
          <>
            <Link to="/bookings" className={buttonClass('secondary')}>
              My Bookings
            </Link>
            <Button onClick={() => setDone(null)}>Close</Button>
          </>
        }
      >
        {done && (
          <div className="space-y-3">
            <p className="text-slate-700">Your stay is booked. The hotel will confirm it shortly.</p>
            {saveBilling.isSuccess && <p className="text-sm text-emerald-800">Your name and email were saved to your profile.</p>}
            {saveBilling.isError && (
              <p role="alert" className="text-sm text-red-800">
                Your billing details could not be saved: {messageOf(saveBilling.error, 'Please try again from your profile.')}
              </p>
            )}
            <dl className="space-y-2 text-sm">
              <SummaryRow label="Booking ID" value={done._id} />
              <SummaryRow label="Hotel" value={done.hotelName} />
              <SummaryRow label="Rooms" value={String(done.roomCount)} />
              <SummaryRow label="Dates" value={`${formatDay(done.checkInDate)} – ${formatDay(done.checkOutDate)}`} />
              <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-semibold text-slate-900">
                <dt>Total Amount</dt>
                <dd data-testid="success-total">{formatRupees2(done.ammount)}</dd>
              </div>
            </dl>
          </div>
        )}
      </Dialog>
    </div>
  );
}

function Card({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      {title && <h2 className="mb-3 text-lg font-semibold text-slate-900">{title}</h2>}
      {children}
    </section>
  );
}
