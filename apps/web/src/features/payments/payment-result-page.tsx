// /payment/result: where the checkout sends the payer back. With the signed fields the server verifies the
// payment (the booking is then Confirmed); after a failure the reason shows, with Try again while the
// booking's hold lasts.
import { actOnBooking, type AnyBooking } from '@raahi/contract/bookings';
import { verifyPayment } from '@raahi/contract/payments';
import { PAYMENT_STATUS_LABELS } from '@raahi/contract/rules/payments';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { SummaryRow } from '../../components/booking/booking-dialogs.tsx';
import { ErrorState, Spinner } from '../../components/ui/states.tsx';
import { call, messageOf } from '../../lib/api-client.ts';
import { formatDateTime, formatRupees2 } from '../../lib/format.ts';
import { useStartPayment } from '../../lib/payments.ts';

const nameOf = (b: AnyBooking) =>
  b.kind === 'hotel' ? b.hotelName : b.kind === 'cab' ? `${b.cab.model} · ${b.pickupLocation} → ${b.dropoffLocation}` : b.tourName;

export function Component() {
  const [params] = useSearchParams();
  const signed = {
    razorpay_order_id: params.get('razorpay_order_id') ?? '',
    razorpay_payment_id: params.get('razorpay_payment_id') ?? '',
    razorpay_signature: params.get('razorpay_signature') ?? '',
  };
  const hasSignature = !!(signed.razorpay_order_id && signed.razorpay_payment_id && signed.razorpay_signature);
  const bookingId = params.get('bookingId') ?? '';
  const failure = params.get('error_description');

  const verified = useQuery({
    queryKey: ['payment-verify', signed.razorpay_payment_id],
    queryFn: () => call(verifyPayment, { body: signed }),
    enabled: hasSignature,
    retry: false,
    staleTime: Infinity,
  });
  const current = useQuery({
    queryKey: ['payment-booking', bookingId],
    queryFn: () => call(actOnBooking, { params: { bookingId, action: 'history' }, body: {} }),
    enabled: !hasSignature && !!bookingId,
    retry: false,
  });

  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      {hasSignature ? (
        verified.isPending ? (
          <Spinner label="Confirming your payment…" />
        ) : verified.isError ? (
          <Failed reason={messageOf(verified.error, 'The payment could not be confirmed.')} booking={undefined} bookingId={bookingId} />
        ) : (
          <Paid booking={verified.data} />
        )
      ) : !bookingId ? (
        <ErrorState message="This page needs a payment to show. Find your bookings under My Bookings." />
      ) : current.isPending ? (
        <Spinner label="Loading your booking…" />
      ) : (
        <Failed reason={failure ?? 'The payment was not completed.'} booking={current.data?.booking} bookingId={bookingId} />
      )}
    </div>
  );
}

function Paid({ booking: b }: { booking: AnyBooking }) {
  const confirmed = b.status === 'Confirmed';
  return (
    <Card>
      <h1 className="text-2xl font-bold text-emerald-800">{confirmed ? 'Payment successful' : 'Payment received'}</h1>
      <p className="mt-2 text-slate-700">
        {confirmed
          ? `Your booking is confirmed: ${nameOf(b)}.`
          : b.payment.status === 'refunded'
            ? 'Your booking could not be kept, so the payment is being refunded in full.'
            : 'Your payment is recorded.'}
      </p>
      <dl className="mt-4 space-y-2 text-sm" data-testid="payment-result">
        <SummaryRow label="Booking" value={b._id} />
        <SummaryRow label="Status" value={b.status} />
        <SummaryRow label="Payment" value={PAYMENT_STATUS_LABELS[b.payment.status]} />
        <SummaryRow label="Paid" value={formatRupees2(b.payment.paid)} />
        {b.payment.due > 0 && <SummaryRow label="Due (to the driver)" value={formatRupees2(b.payment.due)} />}
        {b.payment.refunded > 0 && <SummaryRow label="Refunded" value={formatRupees2(b.payment.refunded)} />}
      </dl>
      <p className="mt-4 text-sm text-slate-600">{b.cancellationPolicy}</p>
      <Link to="/bookings" className={buttonClass('primary', 'mt-6')}>
        View my bookings
      </Link>
    </Card>
  );
}

function Failed({ reason, booking: b, bookingId }: { reason: string; booking: AnyBooking | undefined; bookingId: string }) {
  const pay = useStartPayment();
  const holdEnds = b?.payment.holdExpiresAt ? new Date(b.payment.holdExpiresAt) : null;
  const canRetry = !!b && b.status === 'Pending' && b.payment.status === 'unpaid' && holdEnds !== null && holdEnds > new Date();
  return (
    <Card>
      <h1 className="text-2xl font-bold text-red-800">Payment failed</h1>
      <p role="alert" className="mt-2 text-slate-800" data-testid="payment-failure">
        {reason}
      </p>
      {canRetry ? (
        <>
          <p className="mt-3 text-sm text-slate-700">
            No money was taken. Your booking ({nameOf(b)}) is held until <strong>{formatDateTime(holdEnds)}</strong>: you can try again
            until then.
          </p>
          <Button className="mt-5" onClick={() => pay.mutate(bookingId)} disabled={pay.isPending || pay.isSuccess}>
            {pay.isPending || pay.isSuccess
              ? 'Opening the payment page…'
              : `Try again: pay ${formatRupees2(b.breakdown.payNow - b.payment.paid)}`}
          </Button>
          {pay.isError && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {messageOf(pay.error, 'The payment could not be started.')}
            </p>
          )}
        </>
      ) : (
        b && (
          <p className="mt-3 text-sm text-slate-700">
            {b.status === 'Cancelled'
              ? 'The time to pay for this booking ran out, so it was cancelled. Please book again.'
              : `This booking is ${b.status.toLowerCase()}.`}
          </p>
        )
      )}
      <Link to="/bookings" className={buttonClass('secondary', 'mt-6 ml-0 sm:ml-3')}>
        My bookings
      </Link>
    </Card>
  );
}
