// View Details: the whole booking, its price breakdown and its status history.
import { termOf } from '../../../../components/ui/term.tsx';
import type { AnyBooking } from '@raahi/contract/bookings';
import { MEAL_PLAN_PRICES, priceLines } from '@raahi/contract/rules/pricing';
import { BookingDocuments } from '../../../../components/booking/booking-documents.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { Spinner } from '../../../../components/ui/states.tsx';
import { messageOf } from '../../../../lib/api-client.ts';
import { formatDateTime, formatDay } from '../../../../lib/format.ts';
import { paymentPlanInWords } from '@raahi/contract/rules/payments';
import { MEAL_PLAN_NAMES } from '@raahi/contract/rules/pricing';
import { rupeesExact } from '@raahi/contract/rules/rupees';
import { useBookingHistory } from '../api/get-booking-history.ts';
import { StatusBadge as BookingStatusBadge } from '../../../../components/ui/status-badge.tsx';
import { PaymentBadge } from '../../../../components/ui/payment-badge.tsx';
import { TitledSection } from '../../../../components/ui/titled-section.tsx';
import { BookedRooms } from '../../../../components/booking/booked-rooms.tsx';
import { useT } from '../../../../lib/i18n.tsx';
import type { Words } from '@raahi/contract/i18n/catalogue';
import { storedWord } from '@raahi/contract/i18n/stored-words';

const Row = termOf('columns');

/** The guest's name as typed, an erased account's in the reader's language, else 'Guest'. */
export const guestName = (b: AnyBooking, t: Words['t']) => {
  const name = (b.kind === 'hotel' && b.guestName) || b.user?.name?.trim();
  return name ? storedWord(t, name) : t('admin.bookings.guest');
};

function Specific({ b }: { b: AnyBooking }) {
  const t = useT();
  if (b.kind === 'hotel')
    return (
      <>
        <Row label={t('admin.details.hotel')}>{b.hotelName || b.hotel.name}</Row>
        <Row label={t('admin.hotelForm.rooms')}>
          {b.roomCount ? t('admin.bookings.rooms', { count: b.roomCount }) : t('admin.bookings.na')}
        </Row>
        <Row label={t('admin.details.checkIn')}>{formatDay(b.checkInDate)}</Row>
        <Row label={t('admin.details.checkOut')}>{formatDay(b.checkOutDate)}</Row>
        <Row label={t('admin.details.nights')}>{b.nights}</Row>
        <Row label={t('admin.details.guests')}>{b.guests}</Row>
        {b.rooms.length > 0 && <BookedRooms rooms={b.rooms} />}
        <Row label={t('admin.details.mealPlan')}>
          {MEAL_PLAN_NAMES[b.mealPlan]}
          {b.mealPlan !== 'none' && ` ${t('admin.details.perRoomNight', { price: rupeesExact(MEAL_PLAN_PRICES[b.mealPlan]) })}`}
        </Row>
        <Row label={t('admin.details.insurance')}>{b.insurance ? t('admin.details.yes') : t('admin.details.no')}</Row>
        <Row label={t('admin.details.donation')}>{b.donation ? t('admin.details.yes') : t('admin.details.no')}</Row>
      </>
    );
  if (b.kind === 'cab')
    return (
      <>
        <Row label={t('admin.details.cab')}>
          {b.cab.model} ({b.cab.type})
        </Row>
        <Row label={t('admin.details.pickup')}>{b.pickupLocation}</Row>
        <Row label={t('admin.details.dropoff')}>{b.dropoffLocation}</Row>
        <Row label={t('admin.details.pickupTime')}>{formatDateTime(b.pickupTime)}</Row>
        <Row label={t('admin.details.dropoffTime')}>{b.dropofftime ? formatDateTime(b.dropofftime) : '—'}</Row>
        <Row label={t('admin.bookings.col.payment')}>{paymentPlanInWords(b.breakdown)}</Row>
      </>
    );
  return (
    <>
      <Row label={t('admin.details.tour')}>{b.tourName || b.tour.name}</Row>
      <Row label={t('admin.details.location')}>{b.tourLocation || b.tour.location}</Row>
      <Row label={t('admin.details.duration')}>{b.tour.duration || '—'}</Row>
      <Row label={t('admin.details.tourDate')}>{formatDay(b.bookingDate)}</Row>
      <Row label={t('admin.details.persons')}>{b.persons}</Row>
    </>
  );
}

export function BookingDetailsDialog({ booking, onClose }: { booking: AnyBooking | null; onClose: () => void }) {
  const t = useT();
  const history = useBookingHistory(booking?._id ?? null);
  const b = history.data?.booking ?? booking;
  return (
    <Dialog
      open={!!booking}
      onClose={onClose}
      title={t('admin.details.title')}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('admin.details.close')}
        </Button>
      }
    >
      {b && (
        <div className="space-y-5">
          <section>
            <dl className="divide-y divide-slate-100">
              <Row label={t('admin.details.booking')}>
                <span className="font-mono text-xs">{b.reference}</span>
              </Row>
              <Row label={t('admin.details.guest')}>{guestName(b, t)}</Row>
              <Row label={t('admin.details.status')}>
                <BookingStatusBadge status={b.status} />
              </Row>
              <Row label={t('admin.details.paymentStatus')}>
                <PaymentBadge payment={b.payment} />
              </Row>
              <Row label={t('admin.details.policy')}>{b.cancellationPolicy}</Row>
              {b.cancellationTerms.length > 0 && <Row label={t('admin.details.terms')}>{b.cancellationTerms.join('. ')}</Row>}
              <Specific b={b} />
              <Row label={t('admin.details.created')}>{formatDateTime(b.createdAt)}</Row>
              <Row label={t('admin.details.updated')}>{formatDateTime(b.updatedAt)}</Row>
            </dl>
          </section>
          <TitledSection id="bd-price" level={3} title={t('admin.details.price')} headingClassName="mb-2 font-semibold text-slate-900">
            <dl className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-2 text-sm">
              {priceLines(b.breakdown).map((l) => (
                <div key={l.label} className="flex justify-between py-1">
                  <dt>{l.label}</dt>
                  <dd>{l.amount < 0 ? `− ${rupeesExact(-l.amount)}` : rupeesExact(l.amount)}</dd>
                </div>
              ))}
              <div className="flex justify-between border-t border-slate-200 py-1 font-semibold">
                <dt>{t('admin.hotelView.total')}</dt>
                <dd>{rupeesExact(b.breakdown.total)}</dd>
              </div>
              {b.breakdown.payLater > 0 && (
                <>
                  <div className="flex justify-between py-1">
                    <dt>{t('admin.details.dueNow')}</dt>
                    <dd>{rupeesExact(b.breakdown.payNow)}</dd>
                  </div>
                  <div className="flex justify-between py-1">
                    <dt>{t('admin.details.dueDriver')}</dt>
                    <dd>{rupeesExact(b.breakdown.payLater)}</dd>
                  </div>
                </>
              )}
            </dl>
          </TitledSection>
          <TitledSection
            id="bd-documents"
            level={3}
            title={t('admin.details.documents')}
            headingClassName="mb-2 font-semibold text-slate-900"
          >
            <BookingDocuments booking={b} />
          </TitledSection>
          <TitledSection id="bd-history" level={3} title={t('admin.details.history')} headingClassName="mb-2 font-semibold text-slate-900">
            {history.isPending ? (
              <Spinner label={t('admin.details.historyLoading')} />
            ) : history.isError ? (
              <p role="alert" className="text-sm text-red-700">
                {messageOf(history.error, t('admin.details.historyFailed'))}
              </p>
            ) : history.data.history.length === 0 ? (
              <p className="text-sm text-slate-500">{t('admin.details.noChanges')}</p>
            ) : (
              <ol className="space-y-2">
                {history.data.history.map((h, i) => (
                  <li key={i} className="rounded-lg border border-slate-200 px-3 py-2 text-sm">
                    <div className="flex flex-wrap items-center gap-2">
                      {h.fromStatus ? (
                        <>
                          <BookingStatusBadge status={h.fromStatus} />
                          <span aria-hidden="true">→</span>
                          <span className="sr-only">{t('admin.details.to')}</span>
                        </>
                      ) : (
                        <span className="text-slate-600">{t('admin.details.createdAs')}</span>
                      )}
                      <BookingStatusBadge status={h.toStatus} />
                    </div>
                    <p className="mt-1 text-xs text-slate-600">
                      {formatDateTime(h.changedAt)}
                      {h.changedBy && ` · ${t('admin.details.by', { name: h.changedBy.name })}`}
                      {h.note && ` · ${h.note}`}
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </TitledSection>
        </div>
      )}
    </Dialog>
  );
}
