// A booking's status as a coloured pill, the same for staff tables and the guest's own bookings.
import type { BookingStatus } from '@raahi/contract/rules/booking-actions';
import { useT } from '../../lib/i18n.tsx';

const TONE: Record<BookingStatus, string> = {
  Pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  Confirmed: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  Cancelled: 'bg-red-50 text-red-800 ring-red-200',
};

/** A missing status reads as Pending, the status every booking starts in. */
export function StatusBadge({ status }: { status: BookingStatus | null | undefined }) {
  const t = useT();
  const s = status ?? 'Pending';
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONE[s]}`}>
      {t(`common.bookingStatus.${s}`)}
    </span>
  );
}
