import { CallError } from '../../../components/ui/states.tsx';
import type { AnyBooking } from '@raahi/contract/bookings';
import { Button } from '../../../components/ui/button.tsx';
import { CancellationTerms } from '../../../components/booking/cancellation-terms.tsx';
import { rupeesExact } from '@raahi/contract/rules/rupees';
import { HoldCountdown, useTimeLeft } from '../../../lib/hold-countdown.tsx';
import { useStartPayment } from '../../../lib/payments.ts';
import { useT } from '../../../lib/i18n.tsx';

/**
 * Where the booking's money stands, its cancellation policy, and for its guest's Pending unpaid booking whose
 * hold still lasts the way to confirm it: paying ('Confirm Booking' opens the payment).
 */
export function PaymentPanel({ booking: b, isGuest }: { booking: AnyBooking; isGuest: boolean }) {
  const t = useT();
  const pay = useStartPayment();
  const p = b.payment;
  const left = useTimeLeft(b.status === 'Pending' ? p.holdExpiresAt : null);
  const payable = isGuest && b.status === 'Pending' && p.status === 'unpaid' && left !== null && left > 0;
  return (
    <section aria-label={t('account.payment.label')} className="rounded-xl border border-slate-200 p-4 text-sm" data-testid="payment-panel">
      <p className="font-semibold text-slate-900">
        {t('account.payment.status', { status: t(`common.paymentStatus.${p.status}`) })}
        {p.refundStatus === 'pending' && ` ${t('account.payment.refundOnItsWay')}`}
      </p>
      <p className="mt-1 text-slate-700">
        {t('account.payment.paidDue', { paid: rupeesExact(p.paid), due: rupeesExact(p.due) })}
        {b.kind === 'cab' && b.breakdown.payLater > 0 && p.due > 0 && ` ${t('account.payment.toDriver')}`}
        {p.refunded > 0 && ` · ${t('account.payment.refunded', { amount: rupeesExact(p.refunded) })}`}
        {b.couponCode && ` · ${t('account.payment.code', { code: b.couponCode })}`}
      </p>
      {left !== null && p.status === 'unpaid' && <HoldCountdown until={p.holdExpiresAt!} left={left} className="mt-1 text-slate-700" />}
      <CancellationTerms terms={b.cancellationTerms} policy={b.cancellationPolicy} className="mt-2 text-slate-700" />
      {payable && (
        <Button className="mt-3" onClick={() => pay.mutate(b._id)} disabled={pay.isPending || pay.isSuccess}>
          {pay.isPending || pay.isSuccess
            ? t('account.payment.opening')
            : t('account.payment.confirm', { amount: rupeesExact(b.breakdown.payNow) })}
        </Button>
      )}
      <CallError call={pay} fallback={t('account.payment.notStarted')} className="mt-2 text-red-700" />
    </section>
  );
}
