// Which documents a booking has (decision 0023): its voucher always, its GST tax invoice once something is
// paid, a credit note once something is refunded. The booking screens offer these, and the booking-confirmed
// email attaches the first two (decision 0032).
export type BookingDocument = 'voucher' | 'invoice' | 'credit-note';

export const documentsOf = (b: { payment: { paid: number; refunded: number } }): BookingDocument[] => [
  'voucher',
  ...(b.payment.paid > 0 ? (['invoice'] as const) : []),
  ...(b.payment.refunded > 0 ? (['credit-note'] as const) : []),
];
