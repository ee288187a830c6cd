// The dialogs of a booking review page (hotel stay, cab trip): 'Confirm Your Booking' before the booking is
// made, and the booking as the server stored it afterwards, with the rows both are made of.
import type { ReactNode } from 'react';
import { formatRupees2 } from '../../lib/format.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { AlertText } from '../ui/states.tsx';

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
export const MoneyRow = ({ label, amount }: { label: string; amount: number }) => (
  <SummaryRow label={label} value={formatRupees2(amount)} />
);

/** The last, ruled-off line of a summary: Total Amount. */
export function TotalRow({ amount, testId }: { amount: number; testId?: string }) {
  return (
    <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-semibold text-slate-900">
      <dt>Total Amount</dt>
      <dd data-testid={testId}>{formatRupees2(amount)}</dd>
    </div>
  );
}

/** Where the confirmation stands (see lib/use-booking-flow.ts). */
export type ConfirmState = {
  open: boolean;
  pending: boolean;
  /** the failure to show; the dialog stays open so nothing is lost */
  error: string | null;
  onClose: () => void;
  onConfirm: () => void;
};

/** 'Confirm Your Booking': what will be booked (SummaryRow children), the total the server will charge, Cancel and Confirm Booking. */
export function ConfirmBookingDialog({
  state: { open, pending, error, onClose, onConfirm },
  total,
  totalTestId,
  children,
}: {
  state: ConfirmState;
  total: number;
  totalTestId: string;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onClose={() => !pending && onClose()}
      title="Confirm Your Booking"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button onClick={onConfirm} disabled={pending}>
            {pending ? 'Booking…' : 'Confirm Booking'}
          </Button>
        </>
      }
    >
      <dl className="space-y-2 text-sm">
        {children}
        <TotalRow amount={total} testId={totalTestId} />
      </dl>
      <AlertText message={error} className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800" />
    </Dialog>
  );
}

/**
 * The booking as the server stored it: `lead` (what happens next), its id, the rows `children` gives, its
 * total and `after`; the footer holds `action` and Close.
 */
export function BookedDialog<B extends { _id: string; ammount: number }>({
  booking,
  title,
  lead,
  action,
  after,
  totalTestId,
  onClose,
  children,
}: {
  booking: B | null;
  title: string;
  lead: ReactNode;
  action: ReactNode;
  after?: ReactNode;
  totalTestId?: string;
  onClose: () => void;
  children: (booking: B) => ReactNode;
}) {
  return (
    <Dialog
      open={booking !== null}
      onClose={onClose}
      title={title}
      footer={
        <>
          {action}
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      {booking && (
        <div className="space-y-3">
          {lead}
          <dl className="space-y-2 text-sm">
            <SummaryRow label="Booking ID" value={booking._id} />
            {children(booking)}
            <TotalRow amount={booking.ammount} testId={totalTestId} />
          </dl>
          {after}
        </div>
      )}
    </Dialog>
  );
}
