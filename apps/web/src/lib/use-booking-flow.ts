// The steps every booking review page takes once its own checks pass: signed out, sign in (and come back to
// the same choices) or continue as a guest with a name, email and mobile number (decision 0076), then
// 'Confirm Your Booking' with a fresh idempotency key, create, then the
// payment page (the dialog waits while it opens). Before leaving for the checkout the page's address takes
// the choices (`backHere`), so Back from a failed or abandoned payment finds them as they were. A 401 on
// create (the session ended meanwhile) signs in again.
import type { GuestContact } from '@raahi/contract/guest-contact';
import type { UseMutationResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ConfirmState } from '../components/booking/booking-dialogs.tsx';
import type { GuestChoiceState } from '../components/booking/guest-checkout.tsx';
import { loginPath } from '../components/require-auth.tsx';
import { ApiError, messageOf } from './api-client.ts';
import { useT } from './i18n.tsx';
import { useStartPayment } from './payments.ts';
import { useKeptState } from './use-kept-state.ts';

type Create<Body, Booking> = UseMutationResult<Booking, Error, { body: Body; idempotencyKey: string }>;

const NO_CONTACT: GuestContact = { name: '', email: '', mobile: '' };

export function useBookingFlow<Body extends { guest?: GuestContact }, Booking extends { _id: string }>({
  create,
  body,
  backHere,
  onBooked,
  typed,
}: {
  create: Create<Body, Booking>;
  /** the create call's body, read when the guest confirms */
  body: () => Body;
  /** this page's address with the choices in it, to come back to after signing in */
  backHere: () => string;
  onBooked?: (booking: Booking) => void;
  /** what the page's own form has of the guest's name, email and mobile, to start the guest form from */
  typed?: () => Partial<GuestContact>;
}) {
  const navigate = useNavigate();
  const t = useT();
  const pay = useStartPayment();
  const [open, setOpen] = useState(false);
  const idempotencyKey = useRef('');
  const signIn = () => navigate(loginPath(backHere()));
  const [choosing, setChoosing] = useState(false);
  // kept in this tab: Back from a failed payment, or booking again, finds it filled in
  const [contact, setContact] = useKeptState('raahi:guest-contact', NO_CONTACT);
  /** who books: the signed-in person (undefined) or the guest given in 'Continue as guest' */
  const asGuest = useRef<GuestContact | undefined>(undefined);

  /** Signed out: 'Sign in or book as a guest'. */
  const chooseHowToBook = () => setChoosing(true);

  /** Opens 'Confirm Your Booking' with a new key (a repeated Confirm click then returns the same booking). */
  const askToConfirm = () => {
    asGuest.current = undefined;
    openConfirm();
  };
  const openConfirm = () => {
    create.reset();
    idempotencyKey.current = crypto.randomUUID();
    setOpen(true);
  };

  const onConfirm = () =>
    create.mutate(
      {
        body: { ...body(), ...(asGuest.current && { guest: asGuest.current }) },
        idempotencyKey: idempotencyKey.current || crypto.randomUUID(),
      },
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

  // a guest has no My Bookings to pay from
  const bookedAsGuest = Boolean(create.variables && 'guest' in (create.variables.body as object));
  const error = create.isError
    ? messageOf(create.error, t('common.booking.failed'))
    : pay.isError
      ? messageOf(pay.error, t(bookedAsGuest ? 'common.booking.payNotStartedGuest' : 'common.booking.payNotStarted'))
      : null;
  const guestChoice: GuestChoiceState = {
    open: choosing,
    signInTo: loginPath(backHere()),
    initial: { ...contact, ...Object.fromEntries(Object.entries(typed?.() ?? {}).filter(([, v]) => v)) },
    onGuest: (given) => {
      setContact(given);
      setChoosing(false);
      asGuest.current = given;
      openConfirm();
    },
    onClose: () => setChoosing(false),
  };
  const confirm: ConfirmState = {
    guestChoice,
    open,
    pending: create.isPending || pay.isPending || pay.isSuccess,
    error,
    onClose: () => setOpen(false),
    onConfirm,
  };
  return { signIn, chooseHowToBook, askToConfirm, confirm };
}
