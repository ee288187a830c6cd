// Where a booking's money stands, the same pill and amounts in every booking table: 'Paid', 'Advance paid'
// with what is due, 'Refunded' with how much of what was paid.
import type { BookingPayment } from '@raahi/contract/bookings';
import type { PaymentStatus } from '@raahi/contract/rules/payments';
import { rupeesExact } from '@raahi/contract/rules/rupees';
import { useT } from '../../lib/i18n.tsx';

type T = ReturnType<typeof useT>;

const TONE: Record<PaymentStatus, string> = {
  unpaid: 'bg-slate-100 text-slate-800 ring-slate-300',
  advance_paid: 'bg-sky-50 text-sky-800 ring-sky-200',
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  partly_refunded: 'bg-violet-50 text-violet-800 ring-violet-200',
  refunded: 'bg-violet-50 text-violet-800 ring-violet-200',
};

/** The amounts beside the pill in the page's words: paid, due and refunded, only those that are not zero. */
function paymentAmounts(t: T, p: Pick<BookingPayment, 'paid' | 'due' | 'refunded'>): string {
  const parts = [
    p.paid > 0 && t('common.paymentAmount.paid', { amount: rupeesExact(p.paid) }),
    p.due > 0 && t('common.paymentAmount.due', { amount: rupeesExact(p.due) }),
    p.refunded > 0 && t('common.paymentAmount.refunded', { amount: rupeesExact(p.refunded) }),
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : t('common.paymentAmount.nothing');
}

export function PaymentBadge({ payment }: { payment: Pick<BookingPayment, 'status' | 'paid' | 'due' | 'refunded'> }) {
  const t = useT();
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <span
        className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONE[payment.status]}`}
      >
        {t(`common.paymentStatus.${payment.status}`)}
      </span>
      <span className="text-xs text-slate-600">{paymentAmounts(t, payment)}</span>
    </span>
  );
}
