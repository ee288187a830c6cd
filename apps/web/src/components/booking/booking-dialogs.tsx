// 'Confirm Your Booking', the dialog of every booking review (hotel stay, cab trip, tour), made of the summary
// rows in summary-rows.tsx. A review page loads it when it first opens (onDemand).
import type { ReactNode } from 'react';
import { NOTICE_VERSIONS } from '@raahi/contract/rules/notice-version';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { AlertText } from '../ui/states.tsx';
import { GuestChoiceDialog, type GuestChoiceState } from './guest-checkout.tsx';
import { useLanguage, useLocalePath, useT } from '../../lib/i18n.tsx';
import { TotalRow } from './summary-rows.tsx';

/** Where the confirmation stands (see lib/use-booking-flow.ts). */
export type ConfirmState = {
  /** signed out: 'Sign in or book as a guest', which comes before it */
  guestChoice: GuestChoiceState;
  open: boolean;
  pending: boolean;
  /** the failure to show; the dialog stays open so nothing is lost */
  error: string | null;
  onClose: () => void;
  onConfirm: () => void;
};

/** 'Confirm Your Booking': what will be booked (SummaryRow children), the total the server will charge, Cancel and Confirm Booking. */
export function ConfirmBookingDialog({
  state: { open, pending, error, onClose, onConfirm, guestChoice },
  total,
  totalTestId,
  children,
}: {
  state: ConfirmState;
  total: number;
  totalTestId: string;
  children: ReactNode;
}) {
  // the notice of the page's language, whose version a confirmation accepts (create-booking.ts)
  const language = useLanguage();
  const at = useLocalePath();
  const t = useT();
  return (
    <>
      <GuestChoiceDialog state={guestChoice} />
      <Dialog
        open={open}
        onClose={() => !pending && onClose()}
        title={t('common.booking.confirmTitle')}
        footer={
          <>
            <Button variant="secondary" onClick={onClose} disabled={pending}>
              {t('common.booking.cancel')}
            </Button>
            <Button onClick={onConfirm} disabled={pending}>
              {pending ? t('common.booking.booking') : t('common.booking.confirm')}
            </Button>
          </>
        }
      >
        <dl className="space-y-2 text-sm">
          {children}
          <TotalRow amount={total} testId={totalTestId} />
        </dl>
        <p className="mt-3 text-xs text-slate-600">
          {t('common.booking.privacyBefore')}{' '}
          <a href={at('/privacy')} target="_blank" rel="noopener" className="font-medium text-teal-800 underline">
            {t('common.booking.privacyLink')}
          </a>{' '}
          {t('common.booking.privacyAfter', { version: NOTICE_VERSIONS[language] })}
        </p>
        <AlertText message={error} className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800" />
      </Dialog>
    </>
  );
}
