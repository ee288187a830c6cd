// Cancelling someone's booking from a back-office table: the staff member confirms and says why, and the
// guest's email repeats the reason (docs/decisions/0045-staff-cancel-reasons.md).
import type { AnyBooking } from '@raahi/contract/bookings';
import { CANCEL_REASON_MAX } from '@raahi/contract/rules/booking-actions';
import { rupeesExact } from '@raahi/contract/rules/rupees';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { CheckedTextArea } from '../../../../components/ui/fields.tsx';
import { guestName } from './booking-details-dialog.tsx';
import { useT } from '../../../../lib/i18n.tsx';

type Props = {
  booking: AnyBooking | null;
  pending: boolean;
  onKeep: () => void;
  onCancel: (reason: string) => void;
};

export function CancelBookingDialog({ booking, pending, onKeep, onCancel }: Props) {
  const t = useT();
  const formId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const close = () => {
    setReason('');
    setError(undefined);
    onKeep();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return setError(t('admin.cancel.sayWhy'));
    onCancel(reason.trim());
    setReason('');
    setError(undefined);
  };
  const paid = booking && booking.payment.paid > 0;
  return (
    <Dialog
      open={booking !== null}
      onClose={close}
      title={booking ? t('admin.cancel.titleOf', { reference: booking.reference }) : t('admin.cancel.title')}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={pending}>
            {t('admin.cancel.keep')}
          </Button>
          <Button variant="danger" type="submit" form={formId} disabled={pending}>
            {pending ? t('admin.cancel.cancelling') : t('admin.cancel.confirm')}
          </Button>
        </>
      }
    >
      {booking && (
        <form id={formId} onSubmit={submit} noValidate className="space-y-3">
          <p>
            {t('admin.cancel.before')}
            <strong className="text-slate-900">{guestName(booking, t)}</strong>
            {t('admin.cancel.after')}{' '}
            {paid ? t('admin.cancel.refund', { paid: rupeesExact(booking.payment.paid) }) : t('admin.cancel.nothingPaid')}{' '}
            {t('admin.cancel.final')}
          </p>
          <CheckedTextArea
            id={`${formId}-reason`}
            label={t('admin.cancel.reason')}
            value={reason}
            onValue={setReason}
            error={error}
            rows={3}
            required
            maxLength={CANCEL_REASON_MAX}
          />
        </form>
      )}
    </Dialog>
  );
}
