// What may be done with a booking, by whom, in which status. The API refuses with these rules (before
// the handler and again under the booking's row lock); the web offers only what they allow.
// Zod-free, so any page may import it.
import { notFoundRefusal, reachesBooking, type Actor, type Refusal } from './access.ts';
import { BOOKING_ACTIONS, type BookingAction, type BookingOperation } from './booking-operations.ts';

export const BOOKING_STATUSES = ['Pending', 'Confirmed', 'Cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The status a client means by `text` in any case (`confirmed`, ` CANCELLED `), or undefined. */
export const statusNamed = (text: string): BookingStatus | undefined =>
  BOOKING_STATUSES.find((s) => s.toLowerCase() === text.trim().toLowerCase());
export const BOOKING_KINDS = ['hotel', 'cab', 'tour'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/** What the rules need to know about a booking. */
export type BookingFacts = {
  /** its id, when known: a session limited to one booking reaches no booking without it */
  id?: string;
  kind: BookingKind;
  /** the guest */
  userId: string;
  /** the hotel's or cab's owner; tours are run by every tour manager */
  listingOwnerId: string | null;
  status: BookingStatus;
};

/**
 * Pending → Confirmed or Cancelled; Confirmed → Cancelled. Cancelled is final because it has given its
 * capacity back.
 */
const NEXT: Record<BookingStatus, readonly BookingStatus[]> = {
  Pending: ['Confirmed', 'Cancelled'],
  Confirmed: ['Cancelled'],
  Cancelled: [],
};

/** The statuses a booking may move to from `from` (what a status dropdown offers besides the current one). */
export const nextStatuses = (from: BookingStatus): readonly BookingStatus[] => NEXT[from];

const stale = (message: string): Refusal => ({ status: 409, code: 'stale_state', message });

/** Why `from` may not become `to`, or null when it may (setting the current status again changes nothing). */
export function transitionRefusal(from: BookingStatus, to: BookingStatus): Refusal | null {
  if (from === to || NEXT[from].includes(to)) return null;
  if (from === 'Cancelled') return stale('This booking is cancelled and cannot be changed.');
  return stale(`A ${from.toLowerCase()} booking cannot be set back to ${to}.`);
}

/** Staff who run the listing: its hotel or cab owner, any tour manager for tours, and admins. */
export function isProvider(actor: Actor, b: Pick<BookingFacts, 'kind' | 'listingOwnerId'>): boolean {
  if (actor.role === 'admin') return true;
  if (b.kind === 'tour') return actor.role === 'tour';
  return actor.role === b.kind && b.listingOwnerId === actor.id;
}

/** Whether the caller runs listings of this kind at all: hotel and cab owners their kind, tour managers tours, admins all. */
export const providesKind = (actor: Actor, kind: BookingKind): boolean => actor.role === 'admin' || actor.role === kind;

/** An enquiry or a review of a listing the caller does not run is answered as if it did not exist. */
export const providerRefusal = (actor: Actor, facts: Pick<BookingFacts, 'kind' | 'listingOwnerId'>, what: string): Refusal | null =>
  isProvider(actor, facts) ? null : notFoundRefusal(what);

export const isGuest = (actor: Actor, b: BookingFacts): boolean => b.userId === actor.id;

/** The longest reason staff may give for cancelling someone's booking. */
export const CANCEL_REASON_MAX = 500;

/**
 * Staff (the listing's provider or an admin) cancelling a booking that is not their own: they confirm and
 * give a reason, and the guest is told who cancelled and why (docs/decisions/0045-staff-cancel-reasons.md).
 */
export const cancelsForGuest = (actor: Actor, b: BookingFacts): boolean => isProvider(actor, b) && !isGuest(actor, b);

/** Who cancelled, as the guest is told: the listing's side, or Raahi support for an admin. */
export function cancellerOf(actor: Actor, kind: BookingKind): string {
  if (actor.role === 'admin') return 'Raahi support';
  return kind === 'hotel' ? 'the hotel' : kind === 'cab' ? 'the cab operator' : 'the tour operator';
}

/** What a session limited to one booking may do with it besides paying: read it and cancel it (decisions 0076, 0093). */
const ONE_BOOKING_OPERATIONS: readonly BookingOperation[] = ['view', 'history', 'cancel'];

const BOOKING_NOT_FOUND: Refusal = { status: 404, code: 'not_found', message: 'Booking was not found.' };

/**
 * Why `actor` may not do `op` with the booking, or null when they may. A booking the actor may not see
 * at all is answered as if it did not exist. The guest may read, cancel and reschedule their booking;
 * confirming and setting a status are the provider's (docs/decisions/0004-booking-rules.md).
 */
export function bookingRefusal(actor: Actor, b: BookingFacts, op: BookingOperation): Refusal | null {
  if (actor.onlyBooking && (!reachesBooking(actor, b.id) || !ONE_BOOKING_OPERATIONS.includes(op))) return BOOKING_NOT_FOUND;
  const provider = isProvider(actor, b);
  if (!provider && !isGuest(actor, b)) return BOOKING_NOT_FOUND;
  switch (op) {
    case 'view':
    case 'history':
      return null;
    case 'set-status':
      return provider ? null : BOOKING_NOT_FOUND;
    case 'confirm':
      if (!provider)
        return {
          status: 403,
          code: 'forbidden',
          message:
            'A guest confirms a booking by paying for it (Confirm Booking opens the payment); only its provider confirms it otherwise.',
        };
      return transitionRefusal(b.status, 'Confirmed');
    case 'cancel':
      return transitionRefusal(b.status, 'Cancelled');
    case 'reschedule':
      return b.status === 'Cancelled' ? stale('A cancelled booking cannot be rescheduled.') : null;
  }
}

/** The actions worth offering: allowed, and changing something (confirming a confirmed booking does not). */
export function allowedActions(actor: Actor, b: BookingFacts): BookingAction[] {
  return BOOKING_ACTIONS.filter((a) => {
    if (bookingRefusal(actor, b, a)) return false;
    if (a === 'confirm') return b.status !== 'Confirmed';
    if (a === 'cancel') return b.status !== 'Cancelled';
    return true;
  });
}
