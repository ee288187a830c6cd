// Who may do what with a booking, in which status: the API refuses with these rules and the pages offer
// only what they allow.
import { describe, expect, it } from 'vitest';
import { allowedActions, bookingRefusal, nextStatuses, transitionRefusal, type BookingFacts } from '../src/rules/booking-actions.ts';

const guest = { id: 'g', role: 'user' } as const;
const owner = { id: 'o', role: 'hotel' } as const;
const otherOwner = { id: 'x', role: 'hotel' } as const;
const manager = { id: 'm', role: 'tour' } as const;
const admin = { id: 'a', role: 'admin' } as const;
const hotel = (status: BookingFacts['status']): BookingFacts => ({ kind: 'hotel', userId: 'g', listingOwnerId: 'o', status });
const tour = (status: BookingFacts['status']): BookingFacts => ({ kind: 'tour', userId: 'g', listingOwnerId: null, status });

describe('status moves', () => {
  it('Pending → Confirmed or Cancelled, Confirmed → Cancelled, Cancelled is final', () => {
    expect(nextStatuses('Pending')).toEqual(['Confirmed', 'Cancelled']);
    expect(nextStatuses('Confirmed')).toEqual(['Cancelled']);
    expect(nextStatuses('Cancelled')).toEqual([]);
    expect(transitionRefusal('Confirmed', 'Pending')).toMatchObject({
      status: 409,
      message: 'A confirmed booking cannot be set back to Pending.',
    });
    expect(transitionRefusal('Cancelled', 'Confirmed')).toMatchObject({
      status: 409,
      message: 'This booking is cancelled and cannot be changed.',
    });
    expect(transitionRefusal('Confirmed', 'Confirmed')).toBeNull();
  });
});

describe('booking refusals', () => {
  it('answer a booking the actor has nothing to do with as not found', () => {
    expect(bookingRefusal(otherOwner, hotel('Pending'), 'view')).toMatchObject({ status: 404 });
    expect(bookingRefusal(manager, hotel('Pending'), 'cancel')).toMatchObject({ status: 404 });
    expect(bookingRefusal(guest, hotel('Pending'), 'set-status')).toMatchObject({ status: 404 });
  });

  it("make confirming the provider's, and refuse rescheduling a cancelled booking", () => {
    expect(bookingRefusal(guest, hotel('Pending'), 'confirm')).toMatchObject({ status: 403 });
    expect(bookingRefusal(owner, hotel('Pending'), 'confirm')).toBeNull();
    expect(bookingRefusal(manager, tour('Pending'), 'confirm')).toBeNull();
    expect(bookingRefusal(guest, hotel('Cancelled'), 'reschedule')).toMatchObject({
      status: 409,
      message: 'A cancelled booking cannot be rescheduled.',
    });
  });
});

describe('allowed actions', () => {
  it('never offer a guest the provider’s confirm', () => {
    expect(allowedActions(guest, hotel('Pending'))).toEqual(['reschedule', 'history', 'cancel']);
    expect(allowedActions(guest, hotel('Confirmed'))).toEqual(['reschedule', 'history', 'cancel']);
    expect(allowedActions(guest, hotel('Cancelled'))).toEqual(['history']);
  });

  it('offer the provider confirm while it changes something', () => {
    expect(allowedActions(owner, hotel('Pending'))).toEqual(['confirm', 'reschedule', 'history', 'cancel']);
    expect(allowedActions(admin, tour('Confirmed'))).toEqual(['reschedule', 'history', 'cancel']);
    expect(allowedActions(otherOwner, hotel('Pending'))).toEqual([]);
  });
});
