// 'Find my booking' (issue 33, decision 0076): a reference and an email ask for a code, sent to the booking's
// email and by SMS to its mobile; the code opens the booking under a session limited to it. Asking answers the
// same whether or not the pair names a booking: a code is made either way (each pair has its own, so a
// stranger who knows a reference cannot void or delay its owner's), and only a real pair's code is sent.
import { BOOKING_CODE_SENT, type BookingCodeSent, type FindBookingBody, type FindBookingVerifyBody } from '@raahi/contract/find-booking';
import { OTP_MINUTES, OTP_RESEND_SECONDS, OTP_WRONG_TRIES } from '@raahi/contract/mobile-sign-in';
import { indianMobile } from '@raahi/contract/rules/indian-mobile';
import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { AttemptCounter } from '../../lib/attempt-counter.ts';
import { notFound } from '../../lib/errors.ts';
import { admitAttempt, codeRequestChecks, codeTryChecks, issueCode, spendCode, type CodeRules } from '../auth/index.ts';
import { queueMail, queueSms } from '../mail/index.ts';
import { findBookingContact } from './booking-reference.repo.ts';

const RULES: CodeRules = { validMinutes: OTP_MINUTES, wrongTries: OTP_WRONG_TRIES, resendSeconds: OTP_RESEND_SECONDS };
export const TOO_MANY_CODES = 'Too many codes asked for. Please wait a while and try again.';
export const TOO_MANY_TRIES = 'Too many codes tried. Please wait a few minutes and try again.';

/** The code's subject: the booking and the address asked with (hashed: the table keeps no address). */
const subjectOf = (reference: string, email: string) =>
  `booking:${reference}:${createHash('sha256').update(email.toLowerCase()).digest('base64url').slice(0, 22)}`;

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export type CodeCaller = { attempts: AttemptCounter; secret: string; address: string };

export async function sendBookingCode(db: Db, body: FindBookingBody, caller: CodeCaller): Promise<BookingCodeSent> {
  await admitAttempt(caller.attempts, codeRequestChecks(`booking:${body.reference}`, caller.address), TOO_MANY_CODES);
  const booking = await findBookingContact(db, body.reference);
  const found = booking && booking.email && sameAddress(booking.email, body.email) ? booking : undefined;
  await db.transaction(async (tx) => {
    const code = await issueCode(tx, caller.secret, subjectOf(body.reference, body.email), RULES);
    if (!found) return;
    const message = { template: 'booking-code' as const, data: { token: code, reference: body.reference, minutes: OTP_MINUTES } };
    await queueMail(tx, found.email, `booking-code:${randomUUID()}`, message, found.language);
    // a mobile typed on the review page may be in any form, or not an Indian one SMS can reach
    const mobile = indianMobile(found.mobile);
    if (mobile) await queueSms(tx, mobile, `booking-code:${randomUUID()}`, message, found.language);
  });
  return { message: BOOKING_CODE_SENT, expiresInSeconds: OTP_MINUTES * 60, resendInSeconds: OTP_RESEND_SECONDS };
}

/** Spends the code; answers the booking it opens (kind, id) and its guest account. */
export async function verifyBookingCode(db: Db, body: FindBookingVerifyBody, caller: CodeCaller) {
  const attempt = await admitAttempt(caller.attempts, codeTryChecks(caller.address), TOO_MANY_TRIES);
  await spendCode(db, caller.secret, subjectOf(body.reference, body.email), body.code, RULES);
  await attempt.succeeded();
  const booking = await findBookingContact(db, body.reference);
  // a code was only ever sent for a pair that goes together; it may have changed hands since
  if (!booking || !sameAddress(booking.email, body.email)) throw notFound('Booking');
  return booking;
}
