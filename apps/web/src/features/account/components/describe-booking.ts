import type { AnyBooking } from '@raahi/contract/bookings';
import { lengthInWords } from '@raahi/contract/rules/booking-dates';
import { paymentPlanInWords } from '@raahi/contract/rules/payments';
import { formatDateTime, formatDay } from '../../../lib/format.ts';

export const KIND_LABEL = { hotel: 'Hotel', cab: 'Cab', tour: 'Tour' } as const;
const MEALS = {
  none: 'No meal plan',
  breakfast: 'Breakfast',
  'half-board': 'Breakfast + Lunch/Dinner',
  'full-board': 'All meals',
} as const;
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Hh:mm of an instant in Indian time. */
const timeOf = (iso: string) => formatDateTime(iso).slice(11);

/** What the dashboard shows of a booking, whatever its kind. */
export function describeBooking(b: AnyBooking) {
  switch (b.kind) {
    case 'hotel':
      return {
        service: b.hotelName,
        date: formatDay(b.checkInDate),
        time: '—',
        when: `${formatDay(b.checkInDate)} to ${formatDay(b.checkOutDate)}`,
        duration: plural(b.nights, 'night'),
        location: b.hotel.location,
        provider: b.hotelName,
        notes: [
          plural(b.roomCount, 'room'),
          plural(b.guests, 'guest'),
          MEALS[b.mealPlan],
          ...(b.insurance ? ['Trip Secure'] : []),
          ...(b.donation ? ['Donation'] : []),
        ].join(' · '),
      };
    case 'cab':
      return {
        service: b.cab.model,
        date: formatDateTime(b.pickupTime).slice(0, 10),
        time: timeOf(b.pickupTime),
        when: formatDateTime(b.pickupTime),
        duration: b.rideDuration > 0 ? lengthInWords(b.rideDuration) : '—',
        location: `${b.pickupLocation} → ${b.dropoffLocation}`,
        provider: `${b.cab.model} (${b.cab.type})`,
        notes: paymentPlanInWords(b.breakdown),
      };
    case 'tour':
      return {
        service: b.tourName,
        date: formatDay(b.bookingDate),
        time: '—',
        when: formatDay(b.bookingDate),
        duration: b.tour.duration || '—',
        location: b.tourLocation,
        provider: b.tourName,
        notes: plural(b.persons, 'person'),
      };
  }
}
