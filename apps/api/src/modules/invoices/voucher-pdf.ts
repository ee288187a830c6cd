// 'Print Booking': a voucher with the booking, the guest, the policy it was sold under (and its terms for these dates), what was paid and
// what is due, and a QR code of the booking id.
import type { AnyBooking } from '@raahi/contract/bookings';
import { PAYMENT_STATUS_LABELS } from '@raahi/contract/rules/payments';
import QRCode from 'qrcode';
import { toPaise } from '../../lib/money.ts';
import type { Recipient } from './invoice-content.ts';
import { describeSupply } from './invoice-content.ts';
import { amountRows, facts, heading, inr, lines, MARGIN, renderPdf, rule } from './pdf-document.ts';

const QR_SIZE = 112;
const KIND_NAMES = { hotel: 'Hotel stay', cab: 'Cab ride', tour: 'Tour' } as const;

export async function voucherPdf(b: AnyBooking, guest: Recipient & { mobile: string }): Promise<Buffer> {
  const qr = await QRCode.toBuffer(b._id, { type: 'png', margin: 1, width: QR_SIZE * 2, errorCorrectionLevel: 'M' });
  return renderPdf(`Booking voucher ${b._id}`, (doc) => {
    const right = doc.page.width - MARGIN - QR_SIZE;
    doc.image(qr, right, MARGIN, { width: QR_SIZE, height: QR_SIZE });
    heading(doc, 'Raahi booking voucher', 18, { width: right - MARGIN - 12 });
    facts(
      doc,
      [
        ['Booking ID', b._id],
        ['Status', b.status],
        ['Booked on', b.createdAt.slice(0, 10)],
      ],
      { width: right - MARGIN - 12 },
    );
    doc.y = Math.max(doc.y, MARGIN + QR_SIZE + 8);
    rule(doc);
    heading(doc, KIND_NAMES[b.kind], 12);
    lines(doc, describeSupply(b));
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
    lines(doc, ['Show this voucher (printed or on your phone) when you arrive. The QR code is your booking ID.']);
  });
}
