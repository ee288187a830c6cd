// What the guest and the provider are told when a booking changes: written to the outbox in the transaction
// that makes the change, so a change that rolls back tells no one and one that commits is never forgotten.
import type { AnyBooking } from '@raahi/contract/bookings';
import type { BookingKind } from '@raahi/contract/rules/booking-actions';
import { documentsOf } from '@raahi/contract/rules/booking-documents';
import { IST_TIME_ZONE } from '@raahi/contract/rules/dates';
import { rupees } from '@raahi/contract/rules/rupees';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { MailAttachment } from '../../db/schema.ts';
import { withPart } from '../bookings/bookings.service.ts';
import type { BookingSummary, ExcessReason, Message } from './letters.ts';
import { queueMails } from './outbox.ts';
import { bookingRecipients, type BookingPeople } from './recipients.repo.ts';

/** Who cancelled someone else's booking ('the hotel', 'Raahi support') and the reason they gave (null: none). */
export type StaffCancel = { by: string; reason: string | null };

export type BookingEvent =
  | { event: 'held' }
  | { event: 'confirmed'; paidPaise?: number }
  | ({ event: 'cancelled'; refundPaise: number } & Partial<StaffCancel>)
  | { event: 'hold-expired' }
  | { event: 'rescheduled'; change: string }
  /** money captured beyond what was due, refunded at once (one message per payment) */
  | { event: 'payment-refunded'; paymentId: string; refundPaise: number; why: ExcessReason };

const inWords = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: IST_TIME_ZONE });
const dayInWords = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });
const day = (iso: string) => dayInWords.format(new Date(`${iso}T00:00:00Z`));
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

export function summarise(b: AnyBooking): BookingSummary {
  const common = {
    id: b._id,
    reference: b.reference,
    guestName: b.user.name,
    total: rupees(b.ammount),
    payBy: b.payment.holdExpiresAt ? `${inWords.format(new Date(b.payment.holdExpiresAt))} IST` : null,
    cancellation: b.cancellationTerms,
  };
  if (b.kind === 'hotel')
    return {
      ...common,
      kind: 'hotel',
      listing: `${b.hotelName}, ${b.hotel.location}`,
      when: `${day(b.checkInDate)} to ${day(b.checkOutDate)} (${plural(b.nights, 'night')}), ${plural(b.roomCount, 'room')}`,
    };
  if (b.kind === 'cab')
    return {
      ...common,
      kind: 'cab',
      listing: `${b.cab.model} (${b.cab.type})`,
      when: `${inWords.format(new Date(b.pickupTime))} IST from ${b.pickupLocation} to ${b.dropoffLocation}`,
    };
  return {
    ...common,
    kind: 'tour',
    listing: `${b.tourName}, ${b.tourLocation}`,
    when: `${day(b.bookingDate)}, ${plural(b.persons, 'person')}`,
  };
}

/**
 * The documents the confirmed message carries (decision 0032): the voucher, and the GST tax invoice once
 * something is paid (a provider may confirm a booking paid later, or on arrival).
 */
const confirmedAttachments = (b: AnyBooking): MailAttachment[] =>
  documentsOf(b)
    .filter((d) => d === 'voucher' || d === 'invoice')
    .map((kind) => ({ kind, bookingKind: b.kind, bookingId: b._id }));

/** The guest's message for an event (with the documents it carries), and the providers' (a new booking and a cancellation only). */
function messagesOf(b: AnyBooking, e: BookingEvent): { guest: Message; attachments?: MailAttachment[]; provider?: Message } {
  const booking = summarise(b);
  switch (e.event) {
    case 'held':
      return { guest: { template: 'booking-held', data: { booking } }, provider: { template: 'provider-new-booking', data: { booking } } };
    case 'confirmed': {
      const attachments = confirmedAttachments(b);
      const paid = e.paidPaise ? rupees(e.paidPaise / 100) : null;
      return {
        guest: { template: 'booking-confirmed', data: { booking, paid, attached: attachments.map((a) => a.kind) } },
        attachments,
      };
    }
    case 'cancelled':
      return {
        guest: {
          template: 'booking-cancelled',
          data: {
            booking,
            refund: e.refundPaise > 0 ? rupees(e.refundPaise / 100) : null,
            ...(e.by ? { cancelledBy: e.by, reason: e.reason ?? null } : {}),
          },
        },
        provider: { template: 'provider-cancelled', data: { booking } },
      };
    case 'hold-expired':
      return { guest: { template: 'hold-expired', data: { booking } } };
    case 'rescheduled':
      return { guest: { template: 'booking-rescheduled', data: { booking, change: e.change } } };
    case 'payment-refunded':
      return { guest: { template: 'payment-refunded', data: { booking, refund: rupees(e.refundPaise / 100), why: e.why } } };
  }
}

/**
 * Writes the messages of a booking event in `db` (the event's transaction). Each event of a booking is told
 * once per recipient (its key); a booking may be rescheduled many times, so each move is its own event.
 */
export async function tellBookingEvent(
  db: Db,
  kind: BookingKind,
  bookingId: string,
  e: BookingEvent,
  /** the booking as it now is, when the caller has it at hand (it is read otherwise) */
  known?: AnyBooking,
  /** its guest and the listing's owner, when the caller has them at hand */
  people?: BookingPeople,
): Promise<void> {
  const booking =
    known ??
    (await withPart(kind, async (part) => {
      const row = await part.find(db, bookingId);
      return row && part.wire(row);
    }));
  if (!booking) return;
  const { guest, providers } = await bookingRecipients(db, kind, bookingId, people);
  const { guest: toGuest, attachments, provider } = messagesOf(booking, e);
  const event =
    e.event === 'rescheduled'
      ? `rescheduled:${randomUUID()}`
      : e.event === 'payment-refunded'
        ? `payment-refunded:${e.paymentId}`
        : e.event;
  await queueMails(db, [
    ...(guest ? [{ to: guest, key: `booking:${bookingId}:${event}:guest`, message: toGuest, attachments }] : []),
    ...(provider ? providers.map((to) => ({ to, key: `booking:${bookingId}:${event}:provider:${to}`, message: provider })) : []),
  ]);
}
