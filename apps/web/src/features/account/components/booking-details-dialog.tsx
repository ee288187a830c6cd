import { termOf } from '../../../components/ui/term.tsx';
import { CallError } from '../../../components/ui/states.tsx';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import type { AnyBooking, HistoryEntry, RescheduleOutcome } from '@raahi/contract/bookings';
import type { User } from '@raahi/contract/users';
import type { Role } from '@raahi/contract/rules/access';
import { allowedActions } from '@raahi/contract/rules/booking-actions';
import type { BookingAction } from '@raahi/contract/rules/booking-operations';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { BookingDocuments } from '../../../components/booking/booking-documents.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatDateTime, formatDay } from '../../../lib/format.ts';
import { priceLines } from '@raahi/contract/rules/pricing';
import { rupees, rupeesExact } from '@raahi/contract/rules/rupees';
import { useBookingAction } from '../api/booking-action.ts';
import { useRefundPreview } from '../api/refund-preview.ts';
import { describeBooking, kindLabel } from './describe-booking.ts';
import { PaymentPanel } from './payment-panel.tsx';
import { RefundRooms } from './refund-rooms.tsx';
import { BookedRooms } from '../../../components/booking/booked-rooms.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { priceLineLabel } from '../../../components/booking/price-line-words.ts';
import { useT } from '../../../lib/i18n.tsx';
import type { MessageKey, MessageValues } from '@raahi/contract/i18n/catalogue';
import type { RefundPreview } from '@raahi/contract/payments';

/**
 * Details of one booking with the actions the viewer may take on it (rules/booking-actions.ts, as the
 * server decides): Confirm Booking (its provider's; the guest's is paying, in the payment panel), Reschedule
 * (with its price difference paid or refunded) or View History, and Cancel booking with the refund it gives.
 */
export function BookingDetailsDialog({ booking, user, onClose }: { booking: AnyBooking | null; user: User; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={booking !== null} onClose={onClose} title={t('account.details.title')} size="lg">
      {booking && <BookingDetails key={booking._id} booking={booking} viewer={user} onClose={onClose} />}
    </Dialog>
  );
}

/** The primary button of each action, in the order the first allowed one is offered. */
const PRIMARY: Exclude<BookingAction, 'cancel'>[] = ['confirm', 'reschedule', 'history'];

type T = (key: MessageKey, values?: MessageValues) => string;

/**
 * Who is looking: an account, or a session limited to one booking (`onlyBooking`, a guest's: decision 0076),
 * which reads and pays that booking only.
 */
export type BookingViewer = { _id: string; role: Role; onlyBooking?: string };

/** A booking's details and actions; without `onClose` (a page of its own) no Close button. */
export function BookingDetails({
  booking: initial,
  viewer,
  onClose,
}: {
  booking: AnyBooking;
  viewer: BookingViewer;
  onClose?: () => void;
}) {
  const [booking, setBooking] = useState(initial);
  const [history, setHistory] = useState<HistoryEntry[] | null>(null);
  const [mode, setMode] = useState<'view' | 'reschedule' | 'cancel'>('view');
  const [notice, setNotice] = useState('');
  const [toPay, setToPay] = useState<{ outcome: RescheduleOutcome; to: string } | null>(null);
  const t = useT();
  const action = useBookingAction();
  const d = describeBooking(t, booking);
  const status = booking.status ?? 'Pending';

  const run = (a: BookingAction, body?: { date?: string; pickupTime?: string }, done?: string) => {
    setNotice('');
    setToPay(null);
    action.mutate(
      { id: booking._id, action: a, body },
      {
        onSuccess: (r) => {
          setBooking(r.booking);
          setHistory(r.history);
          setMode('view');
          if (r.reschedule?.outcome === 'pay') setToPay({ outcome: r.reschedule, to: shownDate(body) });
          else if (done) setNotice(r.reschedule ? rescheduledText(t, r.reschedule) : done);
        },
      },
    );
  };
  // the guest's view: the listing's owner is not on the wire, so a provider's rights come from their role alone
  const allowed = allowedActions(
    { id: viewer._id, role: viewer.role, onlyBooking: viewer.onlyBooking },
    { id: booking._id, kind: booking.kind, userId: booking.user._id, listingOwnerId: null, status },
  );
  const primary = PRIMARY.find((p) => allowed.includes(p));
  const start: Record<(typeof PRIMARY)[number], () => void> = {
    confirm: () => run('confirm', undefined, t('account.details.confirmed')),
    reschedule: () => setMode('reschedule'),
    history: () => run('history'),
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-semibold text-teal-800">{kindLabel(t, booking.kind)}</span>
        <StatusBadge status={status} />
        <span className="text-sm text-slate-600">{t('account.details.bookedOn', { when: formatDateTime(booking.createdAt) })}</span>
      </div>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Item label={t('account.details.booking')}>{<span className="font-mono text-xs">{booking.reference}</span>}</Item>
        <Item label={t('account.details.service')}>{d.service}</Item>
        <Item label={t('account.details.when')}>{d.when}</Item>
        <Item label={t('account.details.duration')}>{d.duration}</Item>
        <Item label={t('account.details.location')}>{d.location}</Item>
        <Item label={t('account.details.provider')}>{d.provider}</Item>
        <Item label={t('account.details.price')}>{rupeesExact(booking.ammount)}</Item>
        <Item label={t('account.details.notes')}>{d.notes}</Item>
        {booking.kind === 'hotel' && booking.rooms.length > 0 && <BookedRooms rooms={booking.rooms} />}
      </dl>
      <p className="text-xs text-slate-500" data-testid="price-lines">
        {t('account.details.breakdown', {
          lines: priceLines(booking.breakdown)
            .map(
              (l, i) =>
                `${i === 0 ? '' : l.amount < 0 ? '− ' : '+ '}${priceLineLabel(t, l, booking.breakdown.taxRate)} ${rupeesExact(Math.abs(l.amount))}`,
            )
            .join(' '),
          total: rupeesExact(booking.breakdown.total),
        })}
        {booking.breakdown.payLater > 0 &&
          ` ${t('account.details.nowAndDriver', { now: rupeesExact(booking.breakdown.payNow), later: rupeesExact(booking.breakdown.payLater) })}`}
      </p>
      <PaymentPanel booking={booking} isGuest={booking.user._id === viewer._id} />
      <BookingDocuments booking={booking} />

      {mode === 'reschedule' && (
        <RescheduleForm
          booking={booking}
          pending={action.isPending}
          onSubmit={(body) => run('reschedule', body, t('account.details.rescheduled'))}
          onCancel={() => setMode('view')}
        />
      )}
      {toPay && <PayDifference outcome={toPay.outcome} to={toPay.to} />}
      {mode === 'cancel' && (
        <div role="group" aria-label={t('account.details.cancelGroup')} className="rounded-xl border border-red-200 bg-red-50 p-4">
          <p className="font-medium text-red-900">{t('account.details.cancelAsk')}</p>
          <RefundPreviewText bookingId={booking._id} />
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="danger" disabled={action.isPending} onClick={() => run('cancel', undefined, t('account.details.cancelled'))}>
              {action.isPending ? t('account.details.cancelling') : t('account.details.cancelYes')}
            </Button>
            <Button variant="secondary" onClick={() => setMode('view')}>
              {t('account.details.keep')}
            </Button>
          </div>
        </div>
      )}
      {notice && (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {notice}
        </p>
      )}
      <CallError call={action} fallback={t('account.details.failed')} className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800" />
      {history && (
        <section aria-label={t('account.details.history')} className="rounded-xl border border-slate-200 p-4">
          <h3 className="font-semibold text-slate-900">{t('account.details.history')}</h3>
          <ol className="mt-2 space-y-1 text-sm text-slate-700">
            {history.map((h, i) => (
              <li key={i}>
                {formatDateTime(h.changedAt)}:{' '}
                {h.fromStatus
                  ? `${t(`common.bookingStatus.${h.fromStatus}`)} → ${t(`common.bookingStatus.${h.toStatus}`)}`
                  : t(`common.bookingStatus.${h.toStatus}`)}
                {h.changedBy && ` ${t('account.details.by', { name: h.changedBy.name })}`}
                {h.note && ` (${h.note})`}
              </li>
            ))}
          </ol>
        </section>
      )}

      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 pt-4">
        {allowed.includes('cancel') && mode === 'view' && (
          <button
            type="button"
            className="mr-auto rounded-lg px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600"
            onClick={() => setMode('cancel')}
          >
            {t('account.details.cancel')}
          </button>
        )}
        {onClose && (
          <Button variant="secondary" onClick={onClose}>
            {t('account.details.close')}
          </Button>
        )}
        {mode === 'view' && primary && (
          <Button onClick={start[primary]} disabled={action.isPending}>
            {action.isPending ? t('account.details.working') : t(`account.details.action.${primary}`)}
          </Button>
        )}
      </div>
    </div>
  );
}

function RescheduleForm({
  booking,
  pending,
  onSubmit,
  onCancel,
}: {
  booking: AnyBooking;
  pending: boolean;
  onSubmit: (b: { date?: string; pickupTime?: string }) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const tomorrow = addDays(todayInIndia(), 1);
  const [value, setValue] = useState(booking.kind === 'cab' ? `${tomorrow}T09:00` : tomorrow);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!value) return;
    onSubmit(booking.kind === 'cab' ? { pickupTime: value } : { date: value });
  };
  const label = t(`account.reschedule.label.${booking.kind}`);
  return (
    <form onSubmit={submit} className="rounded-xl border border-slate-200 p-4">
      <label className="block text-sm font-medium text-slate-700">
        {label}
        <input
          type={booking.kind === 'cab' ? 'datetime-local' : 'date'}
          required
          min={booking.kind === 'cab' ? undefined : todayInIndia()}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 sm:w-auto"
        />
      </label>
      <p className="mt-1 text-xs text-slate-500">
        {booking.kind === 'hotel' ? `${t('account.reschedule.keepsLength')} ` : ''}
        {t('account.reschedule.priceRule')}
      </p>
      <div className="mt-3 flex gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? t('account.reschedule.saving') : t('account.reschedule.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('account.reschedule.back')}
        </Button>
      </div>
    </form>
  );
}

/** The notice after a reschedule that moved the booking, by what it did with the price. */
function rescheduledText(t: T, r: RescheduleOutcome): string {
  if (r.outcome === 'refunded') return t('account.reschedule.refunded', { amount: rupeesExact(-r.difference) });
  if (r.outcome === 'repriced') return t('account.reschedule.repriced', { total: rupeesExact(r.total) });
  return t('account.reschedule.samePrice');
}

/** The date asked for, as the page shows dates: '30/12/2026', a pickup '30/12/2026 10:45'. */
const shownDate = (body: { date?: string; pickupTime?: string } | undefined) =>
  body?.pickupTime ? `${formatDay(body.pickupTime.slice(0, 10))} ${body.pickupTime.slice(11, 16)}` : formatDay(body?.date ?? '');

/**
 * The new date (`to`, as shown) costs more: the booking moves once the difference is paid through the checkout.
 * The way on takes the focus (the form that asked has gone).
 */
function PayDifference({ outcome, to }: { outcome: RescheduleOutcome; to: string }) {
  const t = useT();
  const [leaving, setLeaving] = useState(false);
  const pay = useRef<HTMLButtonElement>(null);
  useEffect(() => pay.current?.focus(), []);
  return (
    <div
      role="status"
      className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
      data-testid="reschedule-difference"
    >
      <p>{t('account.reschedule.costsMore', { to, difference: rupeesExact(outcome.difference), total: rupeesExact(outcome.total) })}</p>
      <Button
        ref={pay}
        className="mt-3"
        disabled={leaving}
        onClick={() => {
          setLeaving(true);
          window.location.assign(outcome.checkoutUrl!);
        }}
      >
        {leaving ? t('account.payment.opening') : t('account.reschedule.payAndMove', { amount: rupeesExact(outcome.difference) })}
      </Button>
    </div>
  );
}

/** The preview's figures in the page's words (the answer's `message` is English). */
function refundWords(t: T, p: RefundPreview): string {
  if (!p.cancellable) return t('account.refund.notCancellable');
  if (p.paid <= 0) return t('account.refund.nothingPaid');
  if (p.fee === 0) return t('account.refund.full', { refund: rupees(p.refund) });
  return t('account.refund.withFee', { refund: rupees(p.refund), fee: rupees(p.fee) });
}

/** 'You will get ₹4,120 back; ₹1,030 is the cancellation fee.', as the server computes it now. */
function RefundPreviewText({ bookingId }: { bookingId: string }) {
  const t = useT();
  const preview = useRefundPreview(bookingId, true);
  if (preview.isPending) return <p className="mt-1 text-sm text-red-900">{t('account.refund.working')}</p>;
  if (preview.isError) return <p className="mt-1 text-sm text-red-900">{messageOf(preview.error, t('account.refund.failed'))}</p>;
  return (
    <>
      <p className="mt-1 text-sm text-red-900" data-testid="refund-preview">
        {refundWords(t, preview.data)}
      </p>
      {preview.data.rooms && preview.data.rooms.length > 1 && <RefundRooms rooms={preview.data.rooms} />}
    </>
  );
}

const Item = termOf('stacked');
