// Review your cab booking (/cab/booking/{id}): the trip, the fare the server will store, Book Now →
// Confirm Your Booking → Booking Confirmed. Signed out, Book Now signs in first and comes back with the trip
// kept (it travels in the URL).
import type { CabBooking } from '@raahi/contract/bookings';
import type { Cab } from '@raahi/contract/cabs';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { NotFoundState } from '../../components/ui/not-found-state.tsx';
import { ErrorState, Spinner } from '../../components/ui/states.tsx';
import { loginPath } from '../../components/require-auth.tsx';
import { ApiError, messageOf } from '../../lib/api-client.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { useCab } from './api/get-cab.ts';
import { useCreateCabBooking } from './api/create-cab-booking.ts';
import { BookedTripDialog, ConfirmTripDialog } from './booking/booking-dialogs.tsx';
import { CabSummary, GoodToKnow } from './booking/cab-summary.tsx';
import { FareSummary } from './booking/fare-summary.tsx';
import { TripDetails, tripFieldId } from './booking/trip-details.tsx';
import { bookingBodyOf, fareOf, tripErrors, useTripForm, type TripErrors, type TripForm } from './booking/use-trip-form.ts';

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
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const { form, set, backHere } = useTripForm();
  const [errors, setErrors] = useState<TripErrors>({});
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [done, setDone] = useState<CabBooking | null>(null);
  const create = useCreateCabBooking();
  const idemKey = useRef('');
  const price = fareOf(cab, form.payment);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errs = tripErrors(form);
    setErrors(errs);
    const first = Object.keys(errs)[0] as keyof TripForm | undefined;
    if (first) {
      document.getElementById(tripFieldId(first))?.focus();
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
      { body: bookingBodyOf(cab, form), idempotencyKey: idemKey.current || crypto.randomUUID() },
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

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">Review your cab booking</h1>
      <form onSubmit={submit} noValidate className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <CabSummary cab={cab} />
          <TripDetails form={form} errors={errors} onChange={set} />
          <GoodToKnow cab={cab} />
        </div>
        <div className="space-y-6">
          <FareSummary cab={cab} payment={form.payment} signedIn={!!user} onPayment={(payment) => set({ payment })} />
        </div>
      </form>

      <ConfirmTripDialog
        open={confirmOpen}
        cab={cab}
        form={form}
        price={price}
        pending={create.isPending}
        error={create.isError ? messageOf(create.error, 'Booking failed. Please try again.') : null}
        onClose={() => setConfirmOpen(false)}
        onConfirm={confirm}
      />
      <BookedTripDialog booking={done} onClose={() => setDone(null)} />
    </div>
  );
}
