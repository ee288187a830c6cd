import { termOf } from '../../../components/ui/term.tsx';
import { CallError } from '../../../components/ui/states.tsx';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import type { AnyBooking, HistoryEntry, RescheduleOutcome } from '@raahi/contract/bookings';
import type { User } from '@raahi/contract/users';
import { allowedActions } from '@raahi/contract/rules/booking-actions';
import type { BookingAction } from '@raahi/contract/rules/booking-operations';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { BookingDocuments } from '../../../components/booking/booking-documents.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { formatDateTime, formatDay } from '../../../lib/format.ts';
import { priceLines } from '@raahi/contract/rules/pricing';
import { rupeesExact } from '@raahi/contract/rules/rupees';
import { useBookingAction } from '../api/booking-action.ts';
import { useRefundPreview } from '../api/refund-preview.ts';
import { KIND_LABEL, describeBooking } from './describe-booking.ts';
import { PaymentPanel } from './payment-panel.tsx';
import { RefundRooms } from './refund-rooms.tsx';
import { BookedRooms } from '../../../components/booking/booked-rooms.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';

/**
 * Details of one booking with the actions the viewer may take on it (rules/booking-actions.ts, as the
 * server decides): Confirm Booking (its provider's; the guest's is paying, in the payment panel), Reschedule
 * (with its price difference paid or refunded) or View History, and Cancel booking with the refund it gives.
 */
export function BookingDetailsDialog({ booking, user, onClose }: { booking: AnyBooking | null; user: User; onClose: () => void }) {
  return (
    <Dialog open={booking !== null} onClose={onClose} title="Booking Details" size="lg">
      {booking && <Details key={booking._id} booking={booking} user={user} onClose={onClose} />}
    </Dialog>
  );
}

/** The primary button of each action, in the order the first allowed one is offered. */
const PRIMARY: { action: Exclude<BookingAction, 'cancel'>; label: string }[] = [
  { action: 'confirm', label: 'Confirm Booking' },
  { action: 'reschedule', label: 'Reschedule' },
  { action: 'history', label: 'View History' },
];

function Details({ booking: initial, user, onClose }: { booking: AnyBooking; user: User; onClose: () => void }) {
  const [booking, setBooking] = useState(initial);
  const [history, setHistory] = useState<HistoryEntry[] | null>(null);
  const [mode, setMode] = useState<'view' | 'reschedule' | 'cancel'>('view');
  const [notice, setNotice] = useState('');
  const [toPay, setToPay] = useState<{ outcome: RescheduleOutcome; to: string } | null>(null);
  const action = useBookingAction();
  const d = describeBooking(booking);
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
          else if (done) setNotice(r.reschedule ? rescheduledText(r.reschedule) : done);
        },
      },
    );
  };
  // the guest's view: the listing's owner is not on the wire, so a provider's rights come from their role alone
  const allowed = allowedActions(
    { id: user._id, role: user.role },
    { kind: booking.kind, userId: booking.user._id, listingOwnerId: null, status },
  );
  const primary = PRIMARY.find((p) => allowed.includes(p.action));
  const start: Record<(typeof PRIMARY)[number]['action'], () => void> = {
    confirm: () => run('confirm', undefined, 'Booking confirmed.'),
    reschedule: () => setMode('reschedule'),
    history: () => run('history'),
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-semibold text-teal-800">{KIND_LABEL[booking.kind]}</span>
        <StatusBadge status={status} />
        <span className="text-sm text-slate-600">Booked on {formatDateTime(booking.createdAt)}</span>
      </div>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Item label="Booking">{<span className="font-mono text-xs">{booking.reference}</span>}</Item>
        <Item label="Service">{d.service}</Item>
        <Item label="Date and time">{d.when}</Item>
        <Item label="Duration">{d.duration}</Item>
        <Item label="Location">{d.location}</Item>
        <Item label="Service provider">{d.provider}</Item>
        <Item label="Price">{rupeesExact(booking.ammount)}</Item>
        <Item label="Notes">{d.notes}</Item>
        {booking.kind === 'hotel' && booking.rooms.length > 0 && <BookedRooms rooms={booking.rooms} />}
      </dl>
      <p className="text-xs text-slate-500" data-testid="price-lines">
        Price breakdown:{' '}
        {priceLines(booking.breakdown)
          .map((l, i) => `${i === 0 ? '' : l.amount < 0 ? '− ' : '+ '}${l.label} ${rupeesExact(Math.abs(l.amount))}`)
          .join(' ')}{' '}
        = {rupeesExact(booking.breakdown.total)}.
        {booking.breakdown.payLater > 0 &&
          ` ${rupeesExact(booking.breakdown.payNow)} now, ${rupeesExact(booking.breakdown.payLater)} to the driver.`}
      </p>
      <PaymentPanel booking={booking} isGuest={booking.user._id === user._id} />
      <BookingDocuments booking={booking} />

      {mode === 'reschedule' && (
        <RescheduleForm
          booking={booking}
          pending={action.isPending}
          onSubmit={(body) => run('reschedule', body, 'Booking rescheduled.')}
          onCancel={() => setMode('view')}
        />
      )}
      {toPay && <PayDifference outcome={toPay.outcome} to={toPay.to} />}
      {mode === 'cancel' && (
        <div role="group" aria-label="Cancel this booking" className="rounded-xl border border-red-200 bg-red-50 p-4">
          <p className="font-medium text-red-900">Cancel this booking? This can't be undone.</p>
          <RefundPreviewText bookingId={booking._id} />
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="danger" disabled={action.isPending} onClick={() => run('cancel', undefined, 'Booking cancelled.')}>
              {action.isPending ? 'Cancelling…' : 'Yes, cancel booking'}
            </Button>
            <Button variant="secondary" onClick={() => setMode('view')}>
              Keep booking
            </Button>
          </div>
        </div>
      )}
      {notice && (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {notice}
        </p>
      )}
      <CallError
        call={action}
        fallback="That did not work. Please try again."
        className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
      />
      {history && (
        <section aria-label="Status history" className="rounded-xl border border-slate-200 p-4">
          <h3 className="font-semibold text-slate-900">Status history</h3>
          <ol className="mt-2 space-y-1 text-sm text-slate-700">
            {history.map((h, i) => (
              <li key={i}>
                {formatDateTime(h.changedAt)}: {h.fromStatus ? `${h.fromStatus} → ${h.toStatus}` : h.toStatus}
                {h.changedBy && ` by ${h.changedBy.name}`}
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
            Cancel booking
          </button>
        )}
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        {mode === 'view' && primary && (
          <Button onClick={start[primary.action]} disabled={action.isPending}>
            {action.isPending ? 'Working…' : primary.label}
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
  const tomorrow = addDays(todayInIndia(), 1);
  const [value, setValue] = useState(booking.kind === 'cab' ? `${tomorrow}T09:00` : tomorrow);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!value) return;
    onSubmit(booking.kind === 'cab' ? { pickupTime: value } : { date: value });
  };
  const label = booking.kind === 'hotel' ? 'New check-in date' : booking.kind === 'cab' ? 'New pickup date and time' : 'New tour date';
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
        {booking.kind === 'hotel' ? 'Your stay keeps its length. ' : ''}
        The price stays the same when the new date costs the same. If it costs more, you pay the difference before the booking moves; if it
        costs less, the difference is refunded.
      </p>
      <div className="mt-3 flex gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Save new date'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Back
        </Button>
      </div>
    </form>
  );
}

/** The notice after a reschedule that moved the booking, by what it did with the price. */
function rescheduledText(r: RescheduleOutcome): string {
  if (r.outcome === 'refunded') return `Booking rescheduled. ${rupeesExact(-r.difference)} is being refunded to you.`;
  if (r.outcome === 'repriced') return `Booking rescheduled. The new total is ${rupeesExact(r.total)}.`;
  return 'Booking rescheduled. The price stays the same.';
}

/** The date asked for, as the page shows dates: '30/12/2026', a pickup '30/12/2026 10:45'. */
const shownDate = (body: { date?: string; pickupTime?: string } | undefined) =>
  body?.pickupTime ? `${formatDay(body.pickupTime.slice(0, 10))} ${body.pickupTime.slice(11, 16)}` : formatDay(body?.date ?? '');

/**
 * The new date (`to`, as shown) costs more: the booking moves once the difference is paid through the checkout.
 * The way on takes the focus (the form that asked has gone).
 */
function PayDifference({ outcome, to }: { outcome: RescheduleOutcome; to: string }) {
  const [leaving, setLeaving] = useState(false);
  const pay = useRef<HTMLButtonElement>(null);
  useEffect(() => pay.current?.focus(), []);
  return (
    <div
      role="status"
      className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
      data-testid="reschedule-difference"
    >
      <p>
        The new date ({to}) costs {rupeesExact(outcome.difference)} more (new total {rupeesExact(outcome.total)}). Your booking moves once
        the difference is paid; until then it keeps its dates.
      </p>
      <Button
        ref={pay}
        className="mt-3"
        disabled={leaving}
        onClick={() => {
          setLeaving(true);
          window.location.assign(outcome.checkoutUrl!);
        }}
      >
        {leaving ? 'Opening the payment page…' : `Pay ${rupeesExact(outcome.difference)} and move`}
      </Button>
    </div>
  );
}

/** 'You will get ₹4,120 back; ₹1,030 is the cancellation fee.', as the server computes it now. */
function RefundPreviewText({ bookingId }: { bookingId: string }) {
  const preview = useRefundPreview(bookingId, true);
  if (preview.isPending) return <p className="mt-1 text-sm text-red-900">Working out your refund…</p>;
  if (preview.isError)
    return <p className="mt-1 text-sm text-red-900">{messageOf(preview.error, 'The refund could not be worked out.')}</p>;
  return (
    <>
      <p className="mt-1 text-sm text-red-900" data-testid="refund-preview">
        {preview.data.message}
      </p>
      {preview.data.rooms && preview.data.rooms.length > 1 && <RefundRooms rooms={preview.data.rooms} />}
    </>
  );
}

const Item = termOf('stacked');
