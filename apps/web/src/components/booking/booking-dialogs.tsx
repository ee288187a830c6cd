// 'Confirm Your Booking', the dialog of every booking review (hotel stay, cab trip, tour), and the summary
// rows it and the payment pages are made of.
import type { ReactNode } from 'react';
import { PRIVACY_NOTICE_VERSION } from '@raahi/contract/rules/notice-version';
import { rupeesExact } from '@raahi/contract/rules/rupees';
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
export const MoneyRow = ({ label, amount }: { label: string; amount: number }) => <SummaryRow label={label} value={rupeesExact(amount)} />;

/** The discount's line, taken off before GST (nothing without one); `amount` in rupees; `offer`: an automatic offer's headline. */
export const DiscountRow = ({ amount, offer }: { amount: number; offer?: string }) =>
  amount > 0 ? <SummaryRow label={offer ? `Offer: ${offer}` : 'Coupon discount'} value={`− ${rupeesExact(amount)}`} /> : null;

/** The last, ruled-off line of a summary: Total Amount. */
export function TotalRow({ amount, testId }: { amount: number; testId?: string }) {
  return (
    <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-semibold text-slate-900">
      <dt>Total Amount</dt>
      <dd data-testid={testId}>{rupeesExact(amount)}</dd>
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
      <p className="mt-3 text-xs text-slate-600">
        Your booking&rsquo;s details go to the listing&rsquo;s provider, the payment gateway and our mail service, as our{' '}
        <a href="/privacy" target="_blank" rel="noopener" className="font-medium text-teal-800 underline">
          privacy notice
        </a>{' '}
        (version {PRIVACY_NOTICE_VERSION}) says. Confirming accepts it.
      </p>
      <AlertText message={error} className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800" />
    </Dialog>
  );
}
