// 'Print Booking': a voucher with the booking's reference, the guest, a stay's hotel (address, phone, times,
// rooms, meal plan, guests), the policy it was sold under (and its terms for these dates), what was paid and
// what is due, and a QR code of the booking id.
import type { AnyBooking, HotelBooking } from '@raahi/contract/bookings';
import type { Hotel } from '@raahi/contract/hotels';
import { PAYMENT_STATUS_LABELS } from '@raahi/contract/rules/payments';
import { MEAL_PLAN_NAMES } from '@raahi/contract/rules/pricing';
import QRCode from 'qrcode';
import { toPaise } from '../../lib/money.ts';
import type { Recipient } from './invoice-content.ts';
import { describeSupply } from './invoice-content.ts';
import { amountRows, facts, heading, inr, lines, MARGIN, renderPdf, rule, type Pdf } from './pdf-document.ts';

const QR_SIZE = 112;
const KIND_NAMES = { hotel: 'Hotel stay', cab: 'Cab ride', tour: 'Tour' } as const;

/** What the hotel's side of the voucher needs to know about it. */
export type HotelContact = Pick<Hotel, 'address' | 'phone' | 'checkInTime' | 'checkOutTime'>;

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** A stay as the front desk reads it: where, whom to call, when the room is ready and due back, what was booked. */
function stayFacts(doc: Pdf, b: HotelBooking, hotel: HotelContact) {
  facts(doc, [
    ['Hotel', `${b.hotelName}, ${b.hotel.location}`],
    ...(hotel.address ? [['Address', hotel.address] as [string, string]] : []),
    ...(hotel.phone ? [['Phone', hotel.phone] as [string, string]] : []),
    ['Check-in', `${b.checkInDate} from ${hotel.checkInTime}`],
    ['Check-out', `${b.checkOutDate} by ${hotel.checkOutTime}`],
    ['Room', `${plural(b.roomCount, 'room')} × ${plural(b.nights, 'night')}`],
    ['Meal plan', MEAL_PLAN_NAMES[b.mealPlan]],
    ['Guests', `${plural(b.guests, 'guest')}${b.guestName ? `, booked for ${b.guestName}` : ''}`],
  ]);
}

export async function voucherPdf(b: AnyBooking, guest: Recipient & { mobile: string }, hotel?: HotelContact): Promise<Buffer> {
  const qr = await QRCode.toBuffer(b._id, { type: 'png', margin: 1, width: QR_SIZE * 2, errorCorrectionLevel: 'M' });
  return renderPdf(`Booking voucher ${b.reference}`, (doc) => {
    const right = doc.page.width - MARGIN - QR_SIZE;
    doc.image(qr, right, MARGIN, { width: QR_SIZE, height: QR_SIZE });
    heading(doc, 'Raahi booking voucher', 18, { width: right - MARGIN - 12 });
    facts(
      doc,
      [
        ['Booking', b.reference],
        ['Status', b.status],
        ['Booked on', b.createdAt.slice(0, 10)],
      ],
      { width: right - MARGIN - 12 },
    );
    doc.y = Math.max(doc.y, MARGIN + QR_SIZE + 8);
    rule(doc);
    heading(doc, KIND_NAMES[b.kind], 12);
    if (b.kind === 'hotel' && hotel) stayFacts(doc, b, hotel);
    else lines(doc, describeSupply(b));
    rule(doc);
    heading(doc, 'Guest', 12);
    facts(doc, [['Name', guest.name], ['Email', guest.email], ...(guest.mobile ? [['Mobile', guest.mobile] as [string, string]] : [])]);
    rule(doc);
    heading(doc, 'Payment', 12);
    const due = toPaise(b.payment.due);
    amountRows(doc, [
      { label: 'Total', amount: inr(toPaise(b.breakdown.total)), strong: true },
      {
        label: b.payment.status === 'paid' ? 'Paid' : `Paid (${PAYMENT_STATUS_LABELS[b.payment.status]})`,
        amount: inr(toPaise(b.payment.paid)),
      },
      ...(b.payment.refunded > 0 ? [{ label: 'Refunded', amount: inr(toPaise(b.payment.refunded)) }] : []),
      { label: b.kind === 'cab' && due > 0 ? 'Due (to the driver)' : 'Due', amount: inr(due) },
    ]);
    rule(doc);
    heading(doc, 'Cancellation policy', 12);
    lines(doc, [...b.cancellationTerms, b.cancellationPolicy]);
    rule(doc);
    lines(doc, [`Show this voucher (printed or on your phone) when you arrive, or quote your booking reference ${b.reference}.`]);
  });
}
