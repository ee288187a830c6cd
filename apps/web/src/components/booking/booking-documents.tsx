import type { AnyBooking } from '@raahi/contract/bookings';
import { documentsOf } from '@raahi/contract/rules/booking-documents';
import { useBookingDocument, type BookingDocument } from '../../lib/booking-documents.ts';
import { Button } from '../ui/button.tsx';
import { CallError } from '../ui/states.tsx';
import { useT } from '../../lib/i18n.tsx';

function DocumentButton({ bookingId, doc, size }: { bookingId: string; doc: BookingDocument; size: 'sm' | 'md' }) {
  const t = useT();
  const get = useBookingDocument();
  return (
    <div className="flex flex-col gap-1">
      <Button
        variant="secondary"
        className={size === 'sm' ? '!px-3 !py-1.5 !text-xs' : ''}
        disabled={get.isPending}
        aria-busy={get.isPending}
        onClick={() => get.mutate({ bookingId, doc })}
      >
        {get.isPending ? t(`common.documents.busy.${doc}`) : t(`common.documents.label.${doc}`)}
      </Button>
      <CallError call={get} fallback={t('common.documents.failed')} className="max-w-xs text-xs text-red-700" />
    </div>
  );
}

/** 'Print Booking', 'Download invoice' and 'Download credit note' for one booking, each with its loading and error state. */
export function BookingDocuments({
  booking,
  size = 'md',
  className = '',
}: {
  booking: AnyBooking;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const t = useT();
  return (
    <div role="group" aria-label={t('common.documents.group')} className={`flex flex-wrap items-start gap-2 ${className}`}>
      {documentsOf(booking).map((doc) => (
        <DocumentButton key={doc} bookingId={booking._id} doc={doc} size={size} />
      ))}
    </div>
  );
}
