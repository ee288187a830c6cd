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

const Row = termOf('columns');

export const guestName = (b: AnyBooking) => (b.kind === 'hotel' && b.guestName) || b.user?.name?.trim() || 'Guest';

function Specific({ b }: { b: AnyBooking }) {
  if (b.kind === 'hotel')
    return (
      <>
        <Row label="Hotel">{b.hotelName || b.hotel.name}</Row>
        <Row label="Rooms">{b.roomCount ? `${b.roomCount} rooms` : 'N/A'}</Row>
        <Row label="Check-in">{formatDay(b.checkInDate)}</Row>
        <Row label="Check-out">{formatDay(b.checkOutDate)}</Row>
        <Row label="Nights">{b.nights}</Row>
        <Row label="Guests">{b.guests}</Row>
        <Row label="Meal plan">
          {MEAL_PLAN_NAMES[b.mealPlan]}
          {b.mealPlan !== 'none' && ` (${rupeesExact(MEAL_PLAN_PRICES[b.mealPlan])} per room-night)`}
        </Row>
        <Row label="Trip insurance">{b.insurance ? 'Yes' : 'No'}</Row>
        <Row label="Donation">{b.donation ? 'Yes' : 'No'}</Row>
      </>
    );
  if (b.kind === 'cab')
    return (
      <>
        <Row label="Cab">
          {b.cab.model} ({b.cab.type})
        </Row>
        <Row label="Pickup location">{b.pickupLocation}</Row>
        <Row label="Dropoff location">{b.dropoffLocation}</Row>
        <Row label="Pickup time">{formatDateTime(b.pickupTime)}</Row>
        <Row label="Dropoff time">{b.dropofftime ? formatDateTime(b.dropofftime) : '—'}</Row>
        <Row label="Payment">{paymentPlanInWords(b.breakdown)}</Row>
      </>
    );
  return (
    <>
      <Row label="Tour">{b.tourName || b.tour.name}</Row>
      <Row label="Location">{b.tourLocation || b.tour.location}</Row>
      <Row label="Duration">{b.tour.duration || '—'}</Row>
      <Row label="Tour date">{formatDay(b.bookingDate)}</Row>
      <Row label="Persons">{b.persons}</Row>
    </>
  );
}

export function BookingDetailsDialog({ booking, onClose }: { booking: AnyBooking | null; onClose: () => void }) {
  const history = useBookingHistory(booking?._id ?? null);
  const b = history.data?.booking ?? booking;
  return (
    <Dialog
      open={!!booking}
      onClose={onClose}
      title="Booking details"
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {b && (
        <div className="space-y-5">
          <section>
            <dl className="divide-y divide-slate-100">
              <Row label="Booking">
                <span className="font-mono text-xs">{b.reference}</span>
              </Row>
              <Row label="Guest">{guestName(b)}</Row>
              <Row label="Status">
                <BookingStatusBadge status={b.status} />
              </Row>
              <Row label="Payment status">
                <PaymentBadge payment={b.payment} />
              </Row>
              <Row label="Cancellation policy">{b.cancellationPolicy}</Row>
              {b.cancellationTerms.length > 0 && <Row label="Cancellation terms">{b.cancellationTerms.join('. ')}</Row>}
              <Specific b={b} />
              <Row label="Created at">{formatDateTime(b.createdAt)}</Row>
              <Row label="Updated at">{formatDateTime(b.updatedAt)}</Row>
            </dl>
          </section>
          <TitledSection id="bd-price" level={3} title="Price breakdown" headingClassName="mb-2 font-semibold text-slate-900">
            <dl className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-2 text-sm">
              {priceLines(b.breakdown).map((l) => (
                <div key={l.label} className="flex justify-between py-1">
                  <dt>{l.label}</dt>
                  <dd>{l.amount < 0 ? `− ${rupeesExact(-l.amount)}` : rupeesExact(l.amount)}</dd>
                </div>
              ))}
              <div className="flex justify-between border-t border-slate-200 py-1 font-semibold">
                <dt>Total</dt>
                <dd>{rupeesExact(b.breakdown.total)}</dd>
              </div>
              {b.breakdown.payLater > 0 && (
                <>
                  <div className="flex justify-between py-1">
                    <dt>Due now</dt>
                    <dd>{rupeesExact(b.breakdown.payNow)}</dd>
                  </div>
                  <div className="flex justify-between py-1">
                    <dt>Due to the driver</dt>
                    <dd>{rupeesExact(b.breakdown.payLater)}</dd>
                  </div>
                </>
              )}
            </dl>
          </TitledSection>
          <TitledSection id="bd-documents" level={3} title="Documents" headingClassName="mb-2 font-semibold text-slate-900">
            <BookingDocuments booking={b} />
          </TitledSection>
          <TitledSection id="bd-history" level={3} title="Status history" headingClassName="mb-2 font-semibold text-slate-900">
            {history.isPending ? (
              <Spinner label="Loading history..." />
            ) : history.isError ? (
              <p role="alert" className="text-sm text-red-700">
                {messageOf(history.error, 'The status history could not be loaded.')}
              </p>
            ) : history.data.history.length === 0 ? (
              <p className="text-sm text-slate-500">No status changes yet.</p>
            ) : (
              <ol className="space-y-2">
                {history.data.history.map((h, i) => (
                  <li key={i} className="rounded-lg border border-slate-200 px-3 py-2 text-sm">
                    <div className="flex flex-wrap items-center gap-2">
                      {h.fromStatus ? (
                        <>
                          <BookingStatusBadge status={h.fromStatus} />
                          <span aria-hidden="true">→</span>
                          <span className="sr-only">to</span>
                        </>
                      ) : (
                        <span className="text-slate-600">Created as</span>
                      )}
                      <BookingStatusBadge status={h.toStatus} />
                    </div>
                    <p className="mt-1 text-xs text-slate-600">
                      {formatDateTime(h.changedAt)}
                      {h.changedBy && ` · by ${h.changedBy.name}`}
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
