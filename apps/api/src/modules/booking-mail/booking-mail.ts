// What the guest and the provider are told when a booking changes: written to the outbox from the change's
// event (booking-mail-handler.ts), so a change that rolls back tells no one and one that commits is told once.
import type { AnyBooking } from '@raahi/contract/bookings';
import type { BookingKind } from '@raahi/contract/rules/booking-actions';
import { documentsOf } from '@raahi/contract/rules/booking-documents';
import type { Language } from '@raahi/contract/i18n/languages';
import { translate, wordsIn } from '@raahi/contract/i18n/node-catalogues';
import { roomWordsIn } from '@raahi/contract/rules/room-words';
import { rupees } from '@raahi/contract/rules/rupees';
import type { Db } from '../../db/client.ts';
import type { MailAttachment } from '../../db/schema.ts';
import { withPart, type StaffCancel } from '../bookings/index.ts';
import type { ExcessReason } from '@raahi/contract/rules/payments';
import type { BookingSummary, Message } from '../mail/index.ts';
import { dayInWords, indianDateTime, queueMails } from '../mail/index.ts';
import { bookingRecipients } from './recipients.repo.ts';

export type BookingEvent =
  | { event: 'held' }
  | { event: 'confirmed'; paidPaise?: number }
  | ({ event: 'cancelled'; refundPaise: number } & Partial<StaffCancel>)
  | { event: 'hold-expired' }
  | { event: 'rescheduled'; change: string }
  /** money captured beyond what was due, refunded at once (one message per payment) */
  | { event: 'payment-refunded'; paymentId: string; refundPaise: number; why: ExcessReason };

/** The booking as its messages in `language` tell it (the words they are written with, in that language). */
export function summarise(b: AnyBooking, language: Language): BookingSummary {
  const day = (iso: string) => dayInWords(iso, language);
  const { t: say } = wordsIn(language);
  const common = {
    id: b._id,
    reference: b.reference,
    guestName: b.user.name,
    total: rupees(b.ammount),
    payBy: b.payment.holdExpiresAt ? indianDateTime(b.payment.holdExpiresAt, language) : null,
    cancellation: b.cancellationTerms,
  };
  if (b.kind === 'hotel')
    return {
      ...common,
      kind: 'hotel',
      listing: `${b.hotelName}, ${b.hotel.location}`,
      when: translate(language, 'mail.when.hotel', {
        from: day(b.checkInDate),
        to: day(b.checkOutDate),
        nights: b.nights,
        rooms: b.roomCount,
      }),
      ...((b.rooms.length > 1 || b.rooms.some((r) => r.childAges.length > 0)) && {
        rooms: roomWordsIn(say, b.rooms).map((words, i): [string, string] => [say('mail.room', { number: i + 1 }), words]),
      }),
    };
  if (b.kind === 'cab')
    return {
      ...common,
      kind: 'cab',
      listing: `${b.cab.model} (${b.cab.type})`,
      when: translate(language, 'mail.when.cab', {
        time: indianDateTime(b.pickupTime, language),
        from: b.pickupLocation,
        to: b.dropoffLocation,
      }),
    };
  return {
    ...common,
    kind: 'tour',
    listing: `${b.tourName}, ${b.tourLocation}`,
    when: translate(language, 'mail.when.tour', { day: day(b.bookingDate), persons: b.persons }),
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
function messagesOf(
  b: AnyBooking,
  e: BookingEvent,
  language: Language,
  /** the guest booked without an account: their links open 'Find my booking' */
  asGuest = false,
): { guest: Message; attachments?: MailAttachment[]; provider?: Message } {
  const booking = { ...summarise(b, language), ...(asGuest && { asGuest }) };
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
 * Writes the messages of a booking event to the outbox. `name` tells this event of the booking apart from its
 * others (its key per recipient): writing it again adds nothing, so a handler run twice tells no one twice.
 */
export async function tellBookingEvent(db: Db, kind: BookingKind, bookingId: string, e: BookingEvent, name: string): Promise<void> {
  // the booking as each recipient reads it: its terms in their language
  const bookingIn = await withPart(kind, async (part) => {
    const row = await part.find(db, bookingId);
    return row && ((language: Language) => part.wire(row, language));
  });
  if (!bookingIn) return;
  const { guest, providers } = await bookingRecipients(db, kind, bookingId);
  // each recipient is told in their own language
  const told = (language: Language, asGuest?: boolean) => messagesOf(bookingIn(language), e, language, asGuest);
  const toGuest = guest && told(guest.language, guest.withoutAccount);
  await queueMails(db, [
    ...(guest && toGuest
      ? [
          {
            to: guest.email,
            key: `booking:${bookingId}:${name}:guest`,
            message: toGuest.guest,
            language: guest.language,
            attachments: toGuest.attachments,
          },
        ]
      : []),
    ...providers.flatMap(({ email: to, language }) => {
      const provider = told(language).provider;
      return provider ? [{ to, key: `booking:${bookingId}:${name}:provider:${to}`, message: provider, language }] : [];
    }),
  ]);
}
