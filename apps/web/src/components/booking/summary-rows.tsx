// The rows of a booking summary (inside a <dl>): the confirmation dialog, the review pages' price boxes and
// the payment pages are made of them.
import type { ReactNode } from 'react';
import { rupeesExact } from '@raahi/contract/rules/rupees';
import { useT } from '../../lib/i18n.tsx';

/** A label and its value in a booking summary (inside a <dl>). */
export function SummaryRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="break-all text-right font-medium text-slate-900">{value}</dd>
    </div>
  );
}

/** A SummaryRow of an amount in rupees. */
export const MoneyRow = ({ label, amount }: { label: string; amount: number }) => <SummaryRow label={label} value={rupeesExact(amount)} />;

/** The discount's line, taken off before GST (nothing without one); `amount` in rupees; `offer`: an automatic offer's headline. */
export function DiscountRow({ amount, offer }: { amount: number; offer?: string }) {
  const t = useT();
  if (amount <= 0) return null;
  return (
    <SummaryRow
      label={offer ? t('common.booking.offer', { offer }) : t('common.booking.couponDiscount')}
      value={`− ${rupeesExact(amount)}`}
    />
  );
}

/** The last, ruled-off line of a summary: Total Amount. */
export function TotalRow({ amount, testId }: { amount: number; testId?: string }) {
  const t = useT();
  return (
    <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-semibold text-slate-900">
      <dt>{t('common.booking.total')}</dt>
      <dd data-testid={testId}>{rupeesExact(amount)}</dd>
    </div>
  );
}
