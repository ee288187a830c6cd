// 'Print Booking': a voucher with the booking's reference, the guest, a stay's hotel (address, phone, times,
// rooms, meal plan, guests), the policy it was sold under (and its terms for these dates), what was paid and
// what is due, and a QR code of the booking id; in the reader's language (decision 0087).
import type { AnyBooking, CabBooking, HotelBooking, TourBooking } from '@raahi/contract/bookings';
import type { Hotel } from '@raahi/contract/hotels';
import type { MessageKey, MessageValues } from '@raahi/contract/i18n/catalogue';
import { calendarDay } from '@raahi/contract/i18n/indian-forms';
import type { Language } from '@raahi/contract/i18n/languages';
import { translate } from '@raahi/contract/i18n/node-catalogues';
import { roomWordsIn } from '@raahi/contract/rules/room-words';
import QRCode from 'qrcode';
import { toPaise } from '../../lib/money.ts';
import type { Recipient } from './invoice-content.ts';
import { describeSupply, roomLines } from './invoice-content.ts';
import { amountRows, facts, heading, inr, lines, MARGIN, renderPdf, rule, type Pdf } from './pdf-document.ts';

const QR_SIZE = 112;
const MEAL = { none: 'none', breakfast: 'breakfast', 'half-board': 'half', 'full-board': 'full' } as const;

/** What the hotel's side of the voucher needs to know about it. */
export type HotelContact = Pick<Hotel, 'address' | 'phone' | 'checkInTime' | 'checkOutTime'>;

type Say = (key: MessageKey, values?: MessageValues) => string;

/** The voucher's words in its language; a day as English vouchers always wrote it (2026-11-28), or in Hindi words. */
const wordsIn = (language: Language) => ({
  t: ((key, values) => translate(language, key, values)) as Say,
  day: (iso: string) => (language === 'en' ? iso : calendarDay(iso, language)),
});

/** Each room, when the rooms differ or children stay (invoice-content.ts roomLines says when). */
function roomsIn(b: HotelBooking, { t }: ReturnType<typeof wordsIn>): string[] {
  if (!roomLines(b).length) return [];
  return roomWordsIn(t, b.rooms).map((words, i) => `${t('mail.room', { number: i + 1 })}: ${words}`);
}

/** A stay as the front desk reads it: where, whom to call, when the room is ready and due back, what was booked. */
function stayFacts(doc: Pdf, b: HotelBooking, hotel: HotelContact, words: ReturnType<typeof wordsIn>) {
  const { t, day } = words;
  const guests = t('mail.voucher.guestCount', { guests: b.guests });
  facts(doc, [
    [t('mail.fact.listing', { kind: 'hotel' }), `${b.hotelName}, ${b.hotel.location}`],
    ...(hotel.address ? [[t('mail.voucher.address'), hotel.address] as [string, string]] : []),
    ...(hotel.phone ? [[t('mail.voucher.phone'), hotel.phone] as [string, string]] : []),
    [t('mail.voucher.checkIn'), t('mail.voucher.checkInAt', { day: day(b.checkInDate), time: hotel.checkInTime })],
    [t('mail.voucher.checkOut'), t('mail.voucher.checkOutAt', { day: day(b.checkOutDate), time: hotel.checkOutTime })],
    [t('mail.voucher.room'), t('mail.voucher.roomsNights', { rooms: b.roomCount, nights: b.nights })],
    [t('mail.voucher.mealPlan'), t('mail.voucher.meal', { plan: MEAL[b.mealPlan] })],
    [t('mail.voucher.guests'), b.guestName ? t('mail.voucher.bookedFor', { guests, name: b.guestName }) : guests],
    ...roomsIn(b, words).map((line) => [t('mail.voucher.rooms'), line] as [string, string]),
  ]);
}

/** A ride or a tour in a line or two (describeSupply's, in the voucher's language). */
function supplyLines(b: CabBooking | TourBooking, { t, day }: ReturnType<typeof wordsIn>): string[] {
  if (b.kind === 'cab')
    return [
      t('mail.voucher.cab', { model: b.cab.model, type: b.vehicleType, provider: b.cabProvider }),
      t('mail.voucher.cabRoute', { from: b.pickupLocation, to: b.dropoffLocation, day: day(b.bookingDate), time: b.time }),
    ];
  return [
    t('mail.voucher.tourPlace', { name: b.tourName, location: b.tourLocation }),
    t('mail.voucher.tourDeparture', { persons: b.persons, day: day(b.bookingDate) }),
  ];
}

/** The voucher in `language` (its words, dates and font); names people typed stay as typed. */
export async function voucherPdf(
  b: AnyBooking,
  guest: Recipient & { mobile: string },
  hotel: HotelContact | undefined,
  language: Language,
): Promise<Buffer> {
  const qr = await QRCode.toBuffer(b._id, { type: 'png', margin: 1, width: QR_SIZE * 2, errorCorrectionLevel: 'M' });
  const words = wordsIn(language);
  const { t, day } = words;
  return renderPdf(
    t('mail.voucher.title', { reference: b.reference }),
    (doc) => {
      const right = doc.page.width - MARGIN - QR_SIZE;
      doc.image(qr, right, MARGIN, { width: QR_SIZE, height: QR_SIZE });
      heading(doc, t('mail.voucher.heading'), 18, { width: right - MARGIN - 12 });
      facts(
        doc,
        [
          [t('mail.fact.booking'), b.reference],
          [t('mail.voucher.status'), t('mail.voucher.statusValue', { status: b.status })],
          [t('mail.voucher.bookedOn'), day(b.createdAt.slice(0, 10))],
        ],
        { width: right - MARGIN - 12 },
      );
      doc.y = Math.max(doc.y, MARGIN + QR_SIZE + 8);
      rule(doc);
      heading(doc, t('mail.voucher.kind', { kind: b.kind }), 12);
      if (b.kind === 'hotel') {
        if (hotel) stayFacts(doc, b, hotel, words);
        else lines(doc, describeSupply(b));
      } else lines(doc, supplyLines(b, words));
      rule(doc);
      heading(doc, t('mail.voucher.guest'), 12);
      facts(doc, [
        [t('mail.voucher.name'), guest.name],
        [t('mail.voucher.email'), guest.email],
        ...(guest.mobile ? [[t('mail.voucher.mobile'), guest.mobile] as [string, string]] : []),
      ]);
      rule(doc);
      heading(doc, t('mail.voucher.payment'), 12);
      const due = toPaise(b.payment.due);
      amountRows(doc, [
        { label: t('mail.voucher.total'), amount: inr(toPaise(b.breakdown.total)), strong: true },
        {
          label: b.payment.status === 'paid' ? t('mail.voucher.paid') : t('mail.voucher.paidStatus', { status: b.payment.status }),
          amount: inr(toPaise(b.payment.paid)),
        },
        ...(b.payment.refunded > 0 ? [{ label: t('mail.voucher.refunded'), amount: inr(toPaise(b.payment.refunded)) }] : []),
        { label: b.kind === 'cab' && due > 0 ? t('mail.voucher.dueDriver') : t('mail.voucher.due'), amount: inr(due) },
      ]);
      rule(doc);
      heading(doc, t('mail.voucher.cancellation'), 12);
      lines(doc, [...b.cancellationTerms, b.cancellationPolicy]);
      rule(doc);
      lines(doc, [t('mail.voucher.show', { reference: b.reference })]);
    },
    language,
  );
}
