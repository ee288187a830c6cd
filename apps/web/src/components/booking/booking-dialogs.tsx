import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { formatRupees2 } from '../../lib/format.ts';

/** A label and its value in a booking summary (inside a <dl>). */
export function SummaryRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="break-all text-right font-medium text-slate-900">{value}</dd>
    </div>
  );
}

type Props = {
  open: boolean;
  pending: boolean;
  /** the failure to show; the dialog stays open so nothing is lost */
  error: string | null;
  total: number;
  totalTestId: string;
  onClose: () => void;
  onConfirm: () => void;
  /** SummaryRow lines describing what is booked */
  children: ReactNode;
};

/** 'Confirm Your Booking': what will be booked, the total the server will charge, Cancel and Confirm Booking. */
export function ConfirmBookingDialog({ open, pending, error, total, totalTestId, onClose, onConfirm, children }: Props) {
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
        <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-semibold text-slate-900">
          <dt>Total Amount</dt>
          <dd data-testid={totalTestId}>{formatRupees2(total)}</dd>
        </div>
      </dl>
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
    </Dialog>
  );
}
