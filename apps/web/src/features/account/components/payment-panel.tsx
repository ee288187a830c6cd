import { CallError } from '../../../components/ui/states.tsx';
import type { AnyBooking } from '@raahi/contract/bookings';
import { PAYMENT_STATUS_LABELS } from '@raahi/contract/rules/payments';
import { Button } from '../../../components/ui/button.tsx';
import { CancellationTerms } from '../../../components/booking/cancellation-terms.tsx';
import { rupeesExact } from '@raahi/contract/rules/rupees';
import { HoldCountdown, useTimeLeft } from '../../../lib/hold-countdown.tsx';
import { useStartPayment } from '../../../lib/payments.ts';

/**
 * Where the booking's money stands, its cancellation policy, and for its guest's Pending unpaid booking whose
 * hold still lasts the way to confirm it: paying ('Confirm Booking' opens the payment).
 */
export function PaymentPanel({ booking: b, isGuest }: { booking: AnyBooking; isGuest: boolean }) {
  const pay = useStartPayment();
  const p = b.payment;
  const left = useTimeLeft(b.status === 'Pending' ? p.holdExpiresAt : null);
  const payable = isGuest && b.status === 'Pending' && p.status === 'unpaid' && left !== null && left > 0;
  return (
    <section aria-label="Payment" className="rounded-xl border border-slate-200 p-4 text-sm" data-testid="payment-panel">
      <p className="font-semibold text-slate-900">
        Payment: {PAYMENT_STATUS_LABELS[p.status]}
        {p.refundStatus === 'pending' && ' (refund on its way)'}
      </p>
      <p className="mt-1 text-slate-700">
        Paid {rupeesExact(p.paid)} · Due {rupeesExact(p.due)}
        {b.kind === 'cab' && b.breakdown.payLater > 0 && p.due > 0 && ' (to the driver)'}
        {p.refunded > 0 && ` · Refunded ${rupeesExact(p.refunded)}`}
        {b.couponCode && ` · Code ${b.couponCode}`}
      </p>
      {left !== null && p.status === 'unpaid' && <HoldCountdown until={p.holdExpiresAt!} left={left} className="mt-1 text-slate-700" />}
      <CancellationTerms terms={b.cancellationTerms} policy={b.cancellationPolicy} className="mt-2 text-slate-700" />
      {payable && (
        <Button className="mt-3" onClick={() => pay.mutate(b._id)} disabled={pay.isPending || pay.isSuccess}>
          {pay.isPending || pay.isSuccess ? 'Opening the payment page…' : `Confirm Booking: pay ${rupeesExact(b.breakdown.payNow)}`}
        </Button>
      )}
      <CallError call={pay} fallback="The payment could not be started." className="mt-2 text-red-700" />
    </section>
  );
}
