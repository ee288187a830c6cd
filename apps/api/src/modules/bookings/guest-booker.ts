// Booking without an account (issue 33, decision 0076). Each guest booking is made under an account of its
// own: the guest's name and mobile, no email and no password (so it never signs in), the address in
// `guest_email`, where the booking's messages go. The caller gets a session limited to that booking.
import { GUEST_NEEDED, type GuestBooker } from '@raahi/contract/guest-contact';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../../http/language.ts';
import { AppError } from '../../lib/errors.ts';
import { cookiePolicyOf, setBookingSessionCookie } from '../../plugins/auth.ts';
import { addressKey } from '../../plugins/rate-limits.ts';
import { admitAttempt, createSession, registrationChecks, type SessionUser } from '../auth/index.ts';
import type { Order } from './booking-routine.ts';
import type { BookingKind } from '../../db/schema.ts';
import { findGuestAccountByKey, guestKeyOf, insertGuestAccount } from './guest-accounts.repo.ts';
import { acceptNotice, noticeInForce } from '../privacy/index.ts';

export const TOO_MANY_GUEST_BOOKINGS = 'Too many bookings as a guest from here in the last hour. Please sign in, or wait a while.';

/**
 * Who books: the caller's account, or a new guest account for `guest` (counted per caller's address as new
 * accounts are), with the privacy notice its confirmation showed. A guest create repeated with its Idempotency-Key and email books under the first one's
 * account, so the booking routine replays that booking. Neither: 401.
 */
export async function bookerOf(
  app: FastifyInstance,
  request: FastifyRequest,
  actor: SessionUser | null,
  guest: GuestBooker | undefined,
  kind: BookingKind,
  idempotencyKey: string | undefined,
): Promise<{ booker: Order<unknown>['guest']; isGuest: boolean }> {
  if (actor) return { booker: actor, isGuest: false };
  if (!guest) throw new AppError(401, 'not_signed_in', GUEST_NEEDED);
  const earlier = idempotencyKey ? await findGuestAccountByKey(app.db, kind, guest.email, idempotencyKey) : undefined;
  if (earlier) return { booker: { ...earlier, email: earlier.guestEmail! }, isGuest: true };
  // checked before the account is made: a notice no longer in force is refused (409) as an account's is
  if (guest.notice) noticeInForce(guest.notice);
  await admitAttempt(app.attempts, registrationChecks(addressKey(request.ip)), TOO_MANY_GUEST_BOOKINGS);
  const key = idempotencyKey ? guestKeyOf(kind, guest.email, idempotencyKey) : undefined;
  const account = await insertGuestAccount(app.db, guest, requestLanguage(request), key);
  // the confirmation showed the notice: accepted as an account's first booking accepts it
  if (guest.notice) await acceptNotice(app.db, account.id, { ...guest.notice, method: 'first-booking' });
  return { booker: { ...account, email: account.guestEmail! }, isGuest: true };
}

/** Starts the guest's session, limited to the booking just made. */
export async function startBookingSession(app: FastifyInstance, reply: FastifyReply, userId: string, bookingId: string) {
  const session = await createSession(app.db, userId, bookingId);
  setBookingSessionCookie(reply, session.token, cookiePolicyOf(app.config));
}
