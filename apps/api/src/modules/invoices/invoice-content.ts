// What a tax invoice or credit note states, built once when it is issued and kept as issued
// (CGST Rules 46 and 53; docs/decisions/0023-invoices-and-vouchers.md).
import type { AnyBooking, HotelBooking } from '@raahi/contract/bookings';
import { GST_STATE_CODES } from '@raahi/contract/indian-states';
import { amountInWords } from '@raahi/contract/rules/amount-in-words';
import { SAC_CODES, SERVICE_NAMES } from '@raahi/contract/rules/gst';
import {
  creditNoteFigures,
  invoiceFigures,
  placeOfSupply,
  stateNamed,
  type DocumentType,
  type InvoiceFigures,
} from '@raahi/contract/rules/invoice';
import { toPaise } from '../../lib/money.ts';
import type { Supplier } from '../../config.ts';
import { supplierState } from './supplier.ts';
import { wordsIn } from '@raahi/contract/i18n/node-catalogues';
import { roomWordsIn } from '@raahi/contract/rules/room-words';

/** A state with its GST code: "Karnataka (29)". */
const withCode = (state: string) => `${state} (${GST_STATE_CODES[state] ?? '—'})`;

/** `legalName`: the business a GSTIN is registered to, when the guest gave it (the invoice is made out to it) */
export type Recipient = { name: string; email: string; gstin: string; legalName?: string; state: string };

export type DocumentContent = {
  type: DocumentType;
  number: string;
  /** the Indian calendar day of issue */
  date: string;
  /** a credit note names the invoice it corrects */
  refersTo?: { number: string; date: string };
  supplier: Supplier & { state: string };
  /** who runs the hotel, the cab or the tour */
  provider: string;
  recipient: Recipient;
  placeOfSupply: string;
  sac: string;
  service: string;
  description: string[];
  bookingId: string;
  /** RH-7K2M9Q (absent on documents issued before bookings had one) */
  bookingReference?: string;
  figures: InvoiceFigures;
  words: string;
  /** an invoice: what was paid, and what is still due (a cab's rest, to the driver) */
  paid?: number;
  due?: number;
};

/**
 * Each room with its type, plan and guests, when the rooms differ or children stay (a booking of rooms alike
 * is said whole): 'Room 2: Family room, Room only: 1 adult, 1 child aged 9'.
 */
export function roomLines(b: HotelBooking): string[] {
  const kinds = new Set(b.rooms.map((r) => `${r.roomType?._id}|${r.ratePlan?._id}`));
  if (kinds.size <= 1 && !b.rooms.some((r) => r.childAges.length > 0)) return [];
  const { t } = wordsIn('en');
  return roomWordsIn(t, b.rooms).map((words, i) => `${t('mail.room', { number: i + 1 })}: ${words}`);
}

/** What was supplied, in a line or two (the invoice and the voucher say it alike). */
export function describeSupply(b: AnyBooking): string[] {
  if (b.kind === 'hotel') {
    const rooms = `${b.roomCount} room${b.roomCount === 1 ? '' : 's'} × ${b.nights} night${b.nights === 1 ? '' : 's'}`;
    const lines = [`${b.hotelName}, ${b.hotel.location}`, `${rooms}, ${b.checkInDate} to ${b.checkOutDate}, ${b.guests} guests`];
    if (b.breakdown.meals > 0) lines.push(`Meal plan: ${b.mealPlan.replace('-', ' ')}`);
    return [...lines, ...roomLines(b)];
  }
  if (b.kind === 'cab') {
    return [
      `${b.cab.model} (${b.vehicleType}), run by ${b.cabProvider}`,
      `${b.pickupLocation} to ${b.dropoffLocation}, pickup ${b.bookingDate} ${b.time}`,
    ];
  }
  return [`${b.tourName}, ${b.tourLocation}`, `${b.persons} person${b.persons === 1 ? '' : 's'}, departing ${b.bookingDate}`];
}

const providerOf = (b: AnyBooking) =>
  b.kind === 'hotel' ? `${b.hotelName}, ${b.hotel.location}` : b.kind === 'cab' ? b.cabProvider : b.tourProvider;
const placeOf = (b: AnyBooking) => (b.kind === 'hotel' ? b.hotel.location : b.kind === 'cab' ? b.pickupLocation : b.tourLocation);

/**
 * The recipient: the name the guest gave on the review (else their account's), and the GSTIN and state
 * given on the booking, else those saved on their profile.
 */
export function recipientOf(
  b: AnyBooking,
  account: { email: string; gstNumber: string; gstLegalName?: string; billingState: string },
): Recipient {
  const onBooking = b.kind === 'hotel' ? b : undefined;
  // the legal name goes with the GSTIN it was given with
  const legalName = onBooking?.gstNumber ? onBooking.gstLegalName : account.gstNumber ? account.gstLegalName : '';
  return {
    name: onBooking?.guestName || b.user.name,
    email: account.email,
    gstin: (onBooking?.gstNumber || account.gstNumber).toUpperCase(),
    ...(legalName && { legalName }),
    state: stateNamed(onBooking?.state || account.billingState) ?? '',
  };
}

/** A booking's tax invoice, numbered `number` on `date`. */
export function invoiceContent(b: AnyBooking, recipient: Recipient, supplier: Supplier, number: string, date: string): DocumentContent {
  const ours = supplierState(supplier);
  const place = placeOfSupply(b.kind, { place: placeOf(b), recipientState: recipient.state || undefined, supplierState: ours });
  const figures = invoiceFigures(
    {
      base: toPaise(b.breakdown.base),
      meals: toPaise(b.breakdown.meals),
      discount: toPaise(b.breakdown.discount),
      taxes: toPaise(b.breakdown.taxes),
      taxRate: b.breakdown.taxRate,
      insurance: toPaise(b.breakdown.insurance),
      donation: toPaise(b.breakdown.donation),
    },
    place === ours,
  );
  return {
    type: 'invoice',
    number,
    date,
    supplier: { ...supplier, state: withCode(ours) },
    provider: providerOf(b),
    recipient: { ...recipient, state: recipient.state && withCode(recipient.state) },
    placeOfSupply: withCode(place),
    sac: SAC_CODES[b.kind],
    service: SERVICE_NAMES[b.kind],
    description: describeSupply(b),
    bookingId: b._id,
    bookingReference: b.reference,
    figures,
    words: amountInWords(figures.total),
    paid: toPaise(b.payment.paid),
    due: toPaise(b.breakdown.total) - toPaise(b.payment.paid),
  };
}

/** A credit note for `refund` paise against `invoice`, numbered `number` on `date`. */
export function creditNoteContent(invoice: DocumentContent, refund: number, number: string, date: string): DocumentContent {
  const figures = creditNoteFigures(invoice.figures, refund);
  const { paid: _paid, due: _due, ...rest } = invoice;
  return {
    ...rest,
    type: 'credit_note',
    number,
    date,
    refersTo: { number: invoice.number, date: invoice.date },
    figures,
    words: amountInWords(figures.total),
  };
}
