// /payment/result: where the checkout sends the payer back. With the signed fields the server verifies the
// payment (the booking is then Confirmed, or moved to its new dates when it paid a reschedule's difference);
// after a failure or an abandoned checkout the reason shows, with Try again and the time left while the
// booking's hold lasts (Back finds the review page with the guest's choices kept).
import { actOnBooking, type AnyBooking } from '@raahi/contract/bookings';
import { verifyPayment } from '@raahi/contract/payments';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { SummaryRow } from '../../components/booking/summary-rows.tsx';
import { CancellationTerms } from '../../components/booking/cancellation-terms.tsx';
import { CallError, ErrorState, Spinner } from '../../components/ui/states.tsx';
import { call, messageOf } from '../../lib/api-client.ts';
import { formatDateTime, formatDay } from '../../lib/format.ts';
import { rupeesExact } from '@raahi/contract/rules/rupees';
import { HoldCountdown, useTimeLeft } from '../../lib/hold-countdown.tsx';
import { useStartPayment } from '../../lib/payments.ts';
import { useT } from '../../lib/i18n.tsx';
import { useCurrentUser } from '../../lib/session.ts';

type T = ReturnType<typeof useT>;

const whenOf = (b: AnyBooking, t: T) =>
  b.kind === 'hotel'
    ? t('payments.result.dates', { from: formatDay(b.checkInDate), to: formatDay(b.checkOutDate) })
    : b.kind === 'cab'
      ? formatDateTime(b.pickupTime)
      : formatDay(b.bookingDate);
const nameOf = (b: AnyBooking) =>
  b.kind === 'hotel' ? b.hotelName : b.kind === 'cab' ? `${b.cab.model} · ${b.pickupLocation} → ${b.dropoffLocation}` : b.tourName;

/** Money has been taken for this booking and it stands: the result is a payment, whatever the address says. */
const isPaid = (b: AnyBooking) => b.payment.status === 'paid' || b.payment.status === 'advance_paid';

export function Component() {
  const t = useT();
  const [params] = useSearchParams();
  const signed = {
    razorpay_order_id: params.get('razorpay_order_id') ?? '',
    razorpay_payment_id: params.get('razorpay_payment_id') ?? '',
    razorpay_signature: params.get('razorpay_signature') ?? '',
  };
  const hasSignature = !!(signed.razorpay_order_id && signed.razorpay_payment_id && signed.razorpay_signature);
  const bookingId = params.get('bookingId') ?? '';
  const failure = params.get('error_description');
  const forReschedule = params.get('for') === 'reschedule';

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
          <Spinner label={t('payments.result.confirming')} />
        ) : verified.isError ? (
          <Failed
            reason={messageOf(verified.error, t('payments.result.notConfirmed'))}
            booking={undefined}
            bookingId={bookingId}
            forReschedule={forReschedule}
          />
        ) : (
          <Paid booking={verified.data} forReschedule={forReschedule} />
        )
      ) : !bookingId ? (
        <ErrorState message={t('payments.result.noPayment')} />
      ) : current.isPending ? (
        <Spinner label={t('payments.result.loading')} />
      ) : current.isError && !failure ? (
        <ErrorState message={messageOf(current.error, t('payments.result.notLoaded'))} />
      ) : current.data && !forReschedule && isPaid(current.data.booking) ? (
        // opened again, or from a link without the gateway's fields: the booking's own state is the answer
        <Paid booking={current.data.booking} forReschedule={false} />
      ) : (
        <Failed
          reason={failure ?? t('payments.result.notCompleted')}
          booking={current.data?.booking}
          bookingId={bookingId}
          forReschedule={forReschedule}
        />
      )}
    </div>
  );
}

function Paid({ booking: b, forReschedule }: { booking: AnyBooking; forReschedule: boolean }) {
  const t = useT();
  const confirmed = b.status === 'Confirmed';
  const lastRefund = b.payment.refunded > 0 && forReschedule;
  return (
    <Card>
      <h1 className="text-2xl font-bold text-emerald-800">{t(confirmed ? 'payments.result.successful' : 'payments.result.received')}</h1>
      <p className="mt-2 text-slate-700">
        {lastRefund
          ? t('payments.result.datesGone')
          : forReschedule
            ? t('payments.result.moved', { name: nameOf(b), when: whenOf(b, t) })
            : confirmed
              ? t('payments.result.confirmed', { name: nameOf(b) })
              : b.payment.status === 'refunded'
                ? t('payments.result.notKept')
                : t('payments.result.recorded')}
      </p>
      <dl className="mt-4 space-y-2 text-sm" data-testid="payment-result">
        <SummaryRow label={t('payments.result.booking')} value={b.reference} />
        <SummaryRow label={t('payments.result.status')} value={t(`common.bookingStatus.${b.status}`)} />
        <SummaryRow label={t('payments.result.payment')} value={t(`common.paymentStatus.${b.payment.status}`)} />
        <SummaryRow label={t('payments.result.paid')} value={rupeesExact(b.payment.paid)} />
        {b.payment.due > 0 && <SummaryRow label={t('payments.result.due')} value={rupeesExact(b.payment.due)} />}
        {b.payment.refunded > 0 && <SummaryRow label={t('payments.result.refunded')} value={rupeesExact(b.payment.refunded)} />}
      </dl>
      <CancellationTerms terms={b.cancellationTerms} policy={b.cancellationPolicy} className="mt-4 text-sm text-slate-700" />
      <MyBookingsLink reference={b.reference} className={buttonClass('primary', 'mt-6')} label={t('payments.result.viewBookings')} />
    </Card>
  );
}

function Failed({
  reason,
  booking: b,
  bookingId,
  forReschedule,
}: {
  reason: string;
  booking: AnyBooking | undefined;
  bookingId: string;
  forReschedule: boolean;
}) {
  const t = useT();
  const pay = useStartPayment();
  const left = useTimeLeft(b?.payment.holdExpiresAt);
  const canRetry = !!b && !forReschedule && b.status === 'Pending' && b.payment.status === 'unpaid' && left !== null && left > 0;
  return (
    <Card>
      <h1 className="text-2xl font-bold text-red-800">{t('payments.result.failed')}</h1>
      <p role="alert" className="mt-2 text-slate-800" data-testid="payment-failure">
        {reason}
      </p>
      {canRetry ? (
        <>
          <p className="mt-3 text-sm text-slate-700">{t('payments.result.keptForRetry', { name: nameOf(b) })}</p>
          <HoldCountdown until={b.payment.holdExpiresAt!} left={left} className="mt-1 text-sm text-slate-700" />
          <Button className="mt-5" onClick={() => pay.mutate(bookingId)} disabled={pay.isPending || pay.isSuccess}>
            {pay.isPending || pay.isSuccess
              ? t('payments.result.opening')
              : t('payments.result.tryAgain', { amount: rupeesExact(b.breakdown.payNow - b.payment.paid) })}
          </Button>
          <CallError call={pay} fallback={t('payments.result.notStarted')} className="mt-2 text-sm text-red-700" />
        </>
      ) : (
        b && (
          <p className="mt-3 text-sm text-slate-700">
            {forReschedule
              ? t('payments.result.rescheduleKept')
              : b.status === 'Cancelled' && b.payment.paid === 0
                ? t('payments.result.timeRanOut')
                : t('payments.result.bookingIs', { status: t(`common.bookingStatus.${b.status}`).toLowerCase() })}
          </p>
        )
      )}
      <MyBookingsLink
        reference={b?.reference}
        className={buttonClass('secondary', 'mt-6 ml-0 sm:ml-3')}
        label={t('payments.result.myBookings')}
      />
    </Card>
  );
}

/**
 * My Bookings for an account; a guest (whose session reaches this booking only) is told how to open it
 * again: 'Find my booking' with its reference and the email it was booked with.
 */
function MyBookingsLink({ reference, className, label }: { reference: string | undefined; className: string; label: string }) {
  const t = useT();
  const { data: user, isPending } = useCurrentUser();
  if (isPending || user)
    return (
      <Link to="/bookings" className={className}>
        {label}
      </Link>
    );
  return (
    <div className="mt-6 rounded-xl bg-teal-50 p-4 text-sm text-slate-800" data-testid="guest-find-again">
      <p>{reference ? t('payments.result.guestKeep', { reference }) : t('payments.result.guestKeepNoReference')}</p>
      <Link
        to={`/find-booking${reference ? `?reference=${encodeURIComponent(reference)}` : ''}`}
        className="mt-2 inline-block font-semibold text-teal-800 underline"
      >
        {t('payments.result.findBooking')}
      </Link>
    </div>
  );
}
