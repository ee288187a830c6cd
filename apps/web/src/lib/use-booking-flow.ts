// The steps every booking review page takes once its own checks pass: sign in first when signed out (and
// come back to the same choices), 'Confirm Your Booking' with a fresh idempotency key, create, then the
// payment page (the dialog waits while it opens). Before leaving for the checkout the page's address takes
// the choices (`backHere`), so Back from a failed or abandoned payment finds them as they were. A 401 on
// create (the session ended meanwhile) signs in again.
import type { UseMutationResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ConfirmState } from '../components/booking/booking-dialogs.tsx';
import { loginPath } from '../components/require-auth.tsx';
import { ApiError, messageOf } from './api-client.ts';
import { useStartPayment } from './payments.ts';

type Create<Body, Booking> = UseMutationResult<Booking, Error, { body: Body; idempotencyKey: string }>;

export function useBookingFlow<Body, Booking extends { _id: string }>({
  create,
  body,
  backHere,
  onBooked,
}: {
  create: Create<Body, Booking>;
  /** the create call's body, read when the guest confirms */
  body: () => Body;
  /** this page's address with the choices in it, to come back to after signing in */
  backHere: () => string;
  onBooked?: (booking: Booking) => void;
}) {
  const navigate = useNavigate();
  const pay = useStartPayment();
  const [open, setOpen] = useState(false);
  const idempotencyKey = useRef('');
  const signIn = () => navigate(loginPath(backHere()));

  /** Opens 'Confirm Your Booking' with a new key (a repeated Confirm click then returns the same booking). */
  const askToConfirm = () => {
    create.reset();
    idempotencyKey.current = crypto.randomUUID();
    setOpen(true);
  };

  const onConfirm = () =>
    create.mutate(
      { body: body(), idempotencyKey: idempotencyKey.current || crypto.randomUUID() },
      {
        onSuccess: (booking) => {
          onBooked?.(booking);
          void navigate(backHere(), { replace: true, preventScrollReset: true });
          pay.mutate(booking._id);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 401) signIn();
        },
      },
    );

  const error = create.isError
    ? messageOf(create.error, 'Booking failed. Please try again.')
    : pay.isError
      ? messageOf(pay.error, 'The payment could not be started. Your booking is held: pay from My Bookings.')
      : null;
  const confirm: ConfirmState = {
    open,
    pending: create.isPending || pay.isPending || pay.isSuccess,
    error,
    onClose: () => setOpen(false),
    onConfirm,
  };
  return { signIn, askToConfirm, confirm };
}
