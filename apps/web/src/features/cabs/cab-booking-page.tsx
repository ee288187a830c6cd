import { addDays, indianLocalTime, instantOfIndianTime, todayInIndia } from '@raahi/contract/rules/dates';
import type { CabBooking } from '@raahi/contract/bookings';
import { breakdownInRupees, paise, priceCab } from '@raahi/contract/rules/pricing';
import type { Cab } from '@raahi/contract/cabs';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Img } from '../../components/ui/img.tsx';
import { StarRating } from '../../components/ui/star-rating.tsx';
import { NotFoundState } from '../../components/ui/not-found-state.tsx';
import { ErrorState, Spinner } from '../../components/ui/states.tsx';
import { ApiError, messageOf } from '../../lib/api-client.ts';
import { formatDateTime, formatRupees, formatRupees2 } from '../../lib/format.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { loginPath } from '../../components/require-auth.tsx';
import { useCreateCabBooking } from './api/create-cab-booking.ts';
import { useCab } from './api/get-cab.ts';
import { readTrip, tripPickup } from './search-params.ts';
import { ConfirmBookingDialog, SummaryRow } from '../../components/ui/confirm-booking-dialog.tsx';

const POLICIES = [
  'Free cancellation until 24 hours before departure.',
  'Driver details are shared up to 30 minutes before departure.',
  'Pickup may be delayed by up to 30 minutes.',
  'CNG refuelling stops take 30 minutes or more.',
  'Only one meal stop is included on the way.',
  'The AC is switched off in hilly areas.',
  'A sedan has space for 1 luggage bag.',
];

const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  dialog[open], dialog[open] * { visibility: visible; }
  dialog[open] { position: absolute; inset: 0; margin: 0; width: 100%; max-width: none; box-shadow: none; }
  dialog[open] button, dialog[open] a { display: none; }
  dialog[open]::backdrop { background: none; }
}`;

const localIst = indianLocalTime;
const istInstant = instantOfIndianTime;
const isLocal = (v: string | null): v is string => !!v && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v);

export function Component() {
  const { id } = useParams();
  const query = useCab(id);
  if (query.isPending) return <Spinner label="Loading cab…" />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return (
        <NotFoundState title="Cab not found" hint="This cab doesn't exist or is no longer available.">
          <Link to="/c" className={buttonClass('primary')}>
            See all cabs
          </Link>
        </NotFoundState>
      );
    return (
      <ErrorState
        message={messageOf(query.error, 'Failed to load the cab. Please try again later.')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <CabReview cab={query.data} />;
}

function CabReview({ cab }: { cab: Cab }) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const state = (location.state ?? {}) as Partial<Record<string, string>>;
  const merged = new URLSearchParams(params);
  for (const k of ['sourceLocation', 'destLocation', 'date', 'hours', 'minutes'])
    if (!merged.get(k) && state[k]) merged.set(k, String(state[k]));
  const trip = readTrip(merged);
  const fromTrip = tripPickup(trip);
  const defaultPickup = isLocal(params.get('pickupTime')) ? params.get('pickupTime')! : fromTrip || `${addDays(todayInIndia(), 1)}T09:00`;

  const [form, setForm] = useState({
    pickupLocation: params.get('pickupLocation') ?? trip.sourceLocation,
    dropoffLocation: params.get('dropoffLocation') ?? trip.destLocation,
    pickupTime: defaultPickup,
    dropoffTime: isLocal(params.get('dropoffTime')) ? params.get('dropoffTime')! : '',
    payment: params.get('payment') === 'half' ? 'half' : 'full',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [done, setDone] = useState<CabBooking | null>(null);
  const create = useCreateCabBooking();
  const idemKey = useRef('');

  const price = breakdownInRupees(priceCab({ discountedPrice: paise(cab.discountedPrice), taxPercent: cab.taxes }));
  const payNow = form.payment === 'half' ? Math.round(price.total * 50) / 100 : price.total;

  const backHere = () => {
    const q = new URLSearchParams(params);
    q.set('pickupLocation', form.pickupLocation);
    q.set('dropoffLocation', form.dropoffLocation);
    q.set('pickupTime', form.pickupTime);
    if (form.dropoffTime) q.set('dropoffTime', form.dropoffTime);
    else q.delete('dropoffTime');
    q.set('payment', form.payment);
    return `${location.pathname}?${q}`;
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errs: Record<string, string> = {};
    if (!form.pickupLocation.trim()) errs.pickupLocation = 'Enter a pickup location.';
    if (!form.dropoffLocation.trim()) errs.dropoffLocation = 'Enter a drop-off location.';
    if (!isLocal(form.pickupTime)) errs.pickupTime = 'Choose a pickup date and time.';
    else if (istInstant(form.pickupTime).getTime() <= Date.now()) errs.pickupTime = 'The pickup time must be in the future.';
    if (form.dropoffTime && isLocal(form.pickupTime) && form.dropoffTime <= form.pickupTime)
      errs.dropoffTime = 'The drop-off time must be after the pickup time.';
    setErrors(errs);
    if (Object.keys(errs).length) {
      document.getElementById(`cab-${Object.keys(errs)[0]}`)?.focus();
      return;
    }
    if (!user) {
      navigate(loginPath(backHere()));
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
          cab: cab._id,
          pickupLocation: form.pickupLocation.trim(),
          dropoffLocation: form.dropoffLocation.trim(),
          pickupTime: istInstant(form.pickupTime).toISOString(),
          dropofftime: form.dropoffTime ? istInstant(form.dropoffTime).toISOString() : undefined,
          totalAmount: price.total,
          paymentChoice: form.payment as 'full' | 'half',
        },
        idempotencyKey: idemKey.current || crypto.randomUUID(),
      },
      {
        onSuccess: (b) => {
          setConfirmOpen(false);
          setDone(b);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 401) navigate(loginPath(backHere()));
        },
      },
    );
  };

  const input =
    'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30 aria-[invalid=true]:border-red-500';
  const label = 'block text-sm font-medium text-slate-700';
  const minPickup = localIst(new Date());

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">Review your cab booking</h1>
      <form onSubmit={submit} noValidate className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <Card>
            <div className="flex flex-col gap-4 sm:flex-row">
              <Img
                src={cab.imageUrl}
                alt={cab.model}
                width={640}
                height={427}
                sizes="(min-width: 640px) 14rem, 100vw"
                priority
                className="aspect-[3/2] w-full rounded-xl sm:w-56"
              />
              <div>
                <h2 className="text-xl font-semibold text-slate-900">{cab.model}</h2>
                <p className="text-slate-600">
                  {cab.type} · {cab.fuelType} · {cab.seats} seats · {cab.travelType}
                </p>
                <p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
                  <StarRating value={cab.rating} /> {cab.rating.toFixed(1)} ({cab.reviewCount} reviews)
                </p>
                <p className="mt-2 text-sm text-slate-700">
                  {cab.kmsIncluded} km included · {formatRupees(cab.extraKmFare)}/km after that
                </p>
              </div>
            </div>
            {(cab.inclusions.length > 0 || cab.exclusions.length > 0) && (
              <div className="mt-4 grid gap-4 border-t border-slate-200 pt-4 text-sm sm:grid-cols-2">
                {cab.inclusions.length > 0 && (
                  <div>
                    <p className="font-semibold text-slate-900">Included</p>
                    <ul className="mt-1 space-y-1 text-slate-700">
                      {cab.inclusions.map((x) => (
                        <li key={x}>✓ {x}</li>
                      ))}
                    </ul>
                  </div>
                )}
                {cab.exclusions.length > 0 && (
                  <div>
                    <p className="font-semibold text-slate-900">Not included</p>
                    <ul className="mt-1 space-y-1 text-slate-700">
                      {cab.exclusions.map((x) => (
                        <li key={x}>✗ {x}</li>
                      ))}
                    </ul>
                  </div>
                )}
              </div>
            )}
          </Card>

          <Card title="Trip details">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id="cab-pickupLocation" label="Pickup Location" error={errors.pickupLocation} className={label}>
                <input
                  id="cab-pickupLocation"
                  className={input}
                  autoComplete="street-address"
                  value={form.pickupLocation}
                  aria-invalid={!!errors.pickupLocation}
                  aria-describedby={errors.pickupLocation ? 'cab-pickupLocation-error' : undefined}
                  onChange={(e) => setForm({ ...form, pickupLocation: e.target.value })}
                />
              </Field>
              <Field id="cab-dropoffLocation" label="Drop-off Location" error={errors.dropoffLocation} className={label}>
                <input
                  id="cab-dropoffLocation"
                  className={input}
                  value={form.dropoffLocation}
                  aria-invalid={!!errors.dropoffLocation}
                  aria-describedby={errors.dropoffLocation ? 'cab-dropoffLocation-error' : undefined}
                  onChange={(e) => setForm({ ...form, dropoffLocation: e.target.value })}
                />
              </Field>
              <Field id="cab-pickupTime" label="Pickup Date and Time" error={errors.pickupTime} className={label}>
                <input
                  id="cab-pickupTime"
                  type="datetime-local"
                  min={minPickup}
                  className={input}
                  value={form.pickupTime}
                  aria-invalid={!!errors.pickupTime}
                  aria-describedby={errors.pickupTime ? 'cab-pickupTime-error' : undefined}
                  onChange={(e) => setForm({ ...form, pickupTime: e.target.value })}
                />
              </Field>
              <Field id="cab-dropoffTime" label="Drop-off Time (optional)" error={errors.dropoffTime} className={label}>
                <input
                  id="cab-dropoffTime"
                  type="datetime-local"
                  min={form.pickupTime || minPickup}
                  className={input}
                  value={form.dropoffTime}
                  aria-invalid={!!errors.dropoffTime}
                  aria-describedby={errors.dropoffTime ? 'cab-dropoffTime-error' : undefined}
                  onChange={(e) => setForm({ ...form, dropoffTime: e.target.value })}
                />
              </Field>
            </div>
            <p className="mt-2 text-xs text-slate-500">Times are Indian Standard Time.</p>
          </Card>

          <Card title="Good to know">
            <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
              <li>{cab.cancellation}</li>
              {POLICIES.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </Card>
        </div>

        <div className="space-y-6">
          <section aria-labelledby="fare-heading" className="rounded-2xl bg-white p-5 shadow-md ring-1 ring-slate-200 lg:sticky lg:top-20">
            <h2 id="fare-heading" className="text-lg font-semibold text-slate-900">
              Fare
            </h2>
            <dl className="mt-3 space-y-2 text-sm">
              {cab.originalPrice > cab.discountedPrice && (
                <SummaryRow label="Original price" value={<s>{formatRupees2(cab.originalPrice)}</s>} />
              )}
              <SummaryRow label="Trip fare" value={formatRupees2(price.base)} />
              <SummaryRow label={`Taxes (${cab.taxes}%)`} value={formatRupees2(price.taxes)} />
              <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-semibold text-slate-900">
                <dt>Total Amount</dt>
                <dd data-testid="cab-total">{formatRupees2(price.total)}</dd>
              </div>
            </dl>
            <fieldset className="mt-4 space-y-2">
              <legend className="mb-1 text-sm font-semibold text-slate-900">Payment</legend>
              <label
                className={`flex cursor-pointer items-start gap-3 rounded-xl border px-3 py-2 text-sm ${form.payment === 'full' ? 'border-teal-600 bg-teal-50' : 'border-slate-200'}`}
              >
                <input
                  type="radio"
                  name="payment"
                  className="mt-1 h-4 w-4 accent-teal-700"
                  checked={form.payment === 'full'}
                  onChange={() => setForm({ ...form, payment: 'full' })}
                />
                <span>
                  <span className="font-medium text-slate-900">Pay in full now</span>
                  <span className="block text-slate-600">{formatRupees2(price.total)}</span>
                </span>
              </label>
              <label
                className={`flex cursor-pointer items-start gap-3 rounded-xl border px-3 py-2 text-sm ${form.payment === 'half' ? 'border-teal-600 bg-teal-50' : 'border-slate-200'}`}
              >
                <input
                  type="radio"
                  name="payment"
                  className="mt-1 h-4 w-4 accent-teal-700"
                  checked={form.payment === 'half'}
                  onChange={() => setForm({ ...form, payment: 'half' })}
                />
                <span>
                  <span className="font-medium text-slate-900">Pay half now, the rest to the driver</span>
                  <span className="block text-slate-600">
                    {formatRupees2(Math.round(price.total * 50) / 100)} now ·{' '}
                    {formatRupees2(Math.round((price.total - Math.round(price.total * 50) / 100) * 100) / 100)} to the driver
                  </span>
                </span>
              </label>
            </fieldset>
            <Button type="submit" className="mt-5 w-full py-3 text-base">
              Book Now · {formatRupees2(payNow)}
            </Button>
            {!user && <p className="mt-2 text-center text-xs text-slate-600">You'll sign in first; your trip details are kept.</p>}
          </section>
        </div>
      </form>

      <ConfirmBookingDialog
        open={confirmOpen}
        pending={create.isPending}
        error={create.isError ? messageOf(create.error, 'Booking failed. Please try again.') : null}
        total={price.total}
        totalTestId="cab-confirm-total"
        onClose={() => setConfirmOpen(false)}
        onConfirm={confirm}
      >
        <SummaryRow label="Cab" value={cab.model} />
        <SummaryRow label="Pickup" value={form.pickupLocation} />
        <SummaryRow label="Drop-off" value={form.dropoffLocation} />
        <SummaryRow label="Pickup time" value={isLocal(form.pickupTime) ? formatDateTime(istInstant(form.pickupTime)) : '—'} />
        {form.dropoffTime && <SummaryRow label="Drop-off time" value={formatDateTime(istInstant(form.dropoffTime))} />}
        <SummaryRow label="Payment" value={form.payment === 'half' ? 'Half now, rest to the driver' : 'Full now'} />
      </ConfirmBookingDialog>

      <Dialog
        open={done !== null}
        onClose={() => setDone(null)}
        title="Booking Confirmed"
        footer={
          <>
            <Button variant="secondary" onClick={() => window.print()}>
              Print Booking
            </Button>
            <Button onClick={() => setDone(null)}>Close</Button>
          </>
        }
      >
        {done && (
          <div className="space-y-3">
            {/* Print Booking prints this dialog only */}
            <style>{PRINT_CSS}</style>
            <p className="text-slate-700">Your cab is booked. Driver details arrive up to 30 minutes before pickup.</p>
            <dl className="space-y-2 text-sm">
              <SummaryRow label="Booking ID" value={done._id} />
              <SummaryRow label="Cab" value={done.cab.model} />
              <SummaryRow label="Pickup" value={done.pickupLocation} />
              <SummaryRow label="Drop-off" value={done.dropoffLocation} />
              <SummaryRow label="Pickup time" value={formatDateTime(done.pickupTime)} />
              <SummaryRow label="Status" value={done.status} />
              <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-semibold text-slate-900">
                <dt>Total Amount</dt>
                <dd>{formatRupees2(done.ammount)}</dd>
              </div>
            </dl>
            <Link to="/bookings" className="inline-block text-sm font-semibold text-teal-800 hover:underline">
              See all my bookings
            </Link>
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

function Field({
  id,
  label,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={className}>
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
