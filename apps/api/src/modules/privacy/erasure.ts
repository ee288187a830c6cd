// Erasing an account (POST /api/users/me/erase, with the password): its sessions end, it can no longer sign
// in, and its name, email, phone and free text are removed or replaced everywhere they were kept; a
// provider's booking table reads 'Guest (account erased)'. What the tax law makes us keep stays: invoices
// and credit notes (with the buyer's name only where the law requires it) and the payments ledger. A
// booking still to come must be cancelled first (409, naming it). The audit trail keeps its entries with the
// person pseudonymised (the audit module's pseudonymisePerson). Decision 0051.
import { todayInIndia } from '@raahi/contract/rules/dates';
import {
  ERASED_FIRST_NAME,
  ERASED_LAST_NAME,
  ERASED_NAME,
  ERASED_TEXT,
  erasedEmail,
  nameKeptOnTaxDocument,
} from '@raahi/contract/rules/personal-data';
import type { FastifyInstance } from 'fastify';
import { conflict } from '../../lib/errors.ts';
import { checkCurrentPassword, type SessionUser } from '../auth/index.ts';
import { pseudonymisePerson } from '../audit/index.ts';
import { renderRow } from '../mail/index.ts';
import { forgetSavedPlaces } from '../wishlists/index.ts';
import { finishRequest, openRequest } from './data-requests.ts';
import {
  bookingIdsOf,
  bookingsToCome,
  clearBookingDetails,
  documentsOf,
  lockUser,
  replaceAccount,
  replaceConversations,
  replaceEmails,
  setDocumentContent,
} from './erasure.repo.ts';

export const STAFF_ACCOUNT =
  "A provider's or staff account holds the business's records: write to the grievance officer (Help and complaints) to close it.";
export const ERASED = 'Your account has been erased. You have been signed out.';
/** a cab's pick-up and drop-off places once erased */
const ERASED_PLACE = '(erased)';

export function bookingsFirst(references: string[]) {
  return references.length > 1
    ? `Cancel your bookings ${references.join(', ')} first: they are still to come. Then you can erase your account.`
    : `Cancel your booking ${references[0]} first: it is still to come. Then you can erase your account.`;
}

export async function eraseAccount(app: FastifyInstance, user: SessionUser, password: string, now = new Date()) {
  const db = app.db;
  if (user.role !== 'user') throw conflict(STAFF_ACCOUNT, 'staff_account');
  await checkCurrentPassword(app.attempts, user, password, 'password');
  const toCome = await bookingsToCome(db, user.id, todayInIndia(now), now);
  if (toCome.length) {
    await openRequest(db, user.id, 'erasure', `Waiting for bookings still to come: ${toCome.join(', ')}.`, now);
    throw conflict(bookingsFirst(toCome), 'bookings_to_come');
  }
  const email = erasedEmail(user.id);
  await db.transaction(async (tx) => {
    const me = (await lockUser(tx, user.id))!;
    const addresses = [me.email, ...(me.pendingEmail ? [me.pendingEmail] : [])];
    await replaceAccount(tx, me.id, {
      firstName: ERASED_FIRST_NAME,
      lastName: ERASED_LAST_NAME,
      email,
      // no Argon2 hash: nothing verifies against it, so the account cannot be signed in to
      passwordHash: 'erased',
      profileImage: null,
      mobile: '',
      mobileVerifiedAt: null,
      gstNumber: '',
      gstLegalName: '',
      billingState: '',
      pendingEmail: null,
      nomineeName: null,
      nomineeEmail: null,
      nomineeRelation: null,
      nomineeAt: null,
      erasedAt: now,
    });
    const bookingIds = await bookingIdsOf(tx, me.id);
    await clearBookingDetails(tx, me.id, ERASED_PLACE);
    await forgetSavedPlaces(tx, me.id);
    await replaceConversations(tx, me.id, me.email, { name: ERASED_NAME, email, text: ERASED_TEXT });
    await replaceEmails(
      tx,
      addresses,
      bookingIds,
      { email, name: ERASED_NAME, at: now },
      (row) => renderRow(row, 'https://raahi.invalid').subject,
    );
    for (const doc of await documentsOf(tx, bookingIds)) {
      const recipient = (doc.content.recipient ?? {}) as { name?: string; email?: string; gstin?: string };
      const keepName = nameKeptOnTaxDocument({ gstin: recipient.gstin ?? '', amountPaise: doc.amount });
      await setDocumentContent(tx, doc.id, {
        ...doc.content,
        recipient: { ...recipient, email: '', ...(!keepName && { name: ERASED_NAME }) },
      });
    }
    await pseudonymisePerson(tx, {
      id: me.id,
      texts: [...addresses, `${me.firstName} ${me.lastName}`.trim(), me.firstName, me.mobile, me.gstNumber, me.nomineeEmail ?? ''],
    });
    await finishRequest(tx, me.id, 'erasure', 'Erased: personal data removed; tax documents kept.', now);
  });
  return { message: ERASED, erasedAt: now.toISOString() };
}
