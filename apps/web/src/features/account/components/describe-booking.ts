import type { AnyBooking } from '@raahi/contract/bookings';
import type { MessageKey, MessageValues } from '@raahi/contract/i18n/catalogue';
import { rupeesExact } from '@raahi/contract/rules/rupees';
import { formatDateTime, formatDay } from '../../../lib/format.ts';

type T = (key: MessageKey, values?: MessageValues) => string;

/** 'Hotel', 'Cab', 'Tour' (or होटल, कैब, टूर). */
export const kindLabel = (t: T, kind: AnyBooking['kind']) => t(`account.kind.${kind}`);

/** Hh:mm of an instant in Indian time. */
const timeOf = (iso: string) => formatDateTime(iso).slice(11);

/** '1 day 2 hours', '45 minutes': a cab trip's length. */
function lengthInWords(t: T, minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  const days = Math.floor(m / 1440);
  const hours = Math.floor((m % 1440) / 60);
  const rest = days ? 0 : m % 60;
  const parts = [
    ...(days ? [t('account.length.days', { count: days })] : []),
    ...(hours ? [t('account.length.hours', { count: hours })] : []),
    ...(rest ? [t('account.length.minutes', { count: rest })] : []),
  ];
  return parts.join(' ') || t('account.length.minutes', { count: 0 });
}

/** What the dashboard shows of a booking, whatever its kind, in the page's words. */
export function describeBooking(t: T, b: AnyBooking) {
  switch (b.kind) {
    case 'hotel':
      return {
        service: b.hotelName,
        date: formatDay(b.checkInDate),
        time: '—',
        when: t('account.booking.stayDates', { from: formatDay(b.checkInDate), to: formatDay(b.checkOutDate) }),
        duration: t('account.booking.nights', { count: b.nights }),
        location: b.hotel.location,
        provider: b.hotelName,
        notes: [
          t('account.booking.rooms', { count: b.roomCount }),
          t('account.booking.guests', { count: b.guests }),
          t(`account.meal.${b.mealPlan}`),
          ...(b.insurance ? [t('account.booking.tripSecure')] : []),
          ...(b.donation ? [t('account.booking.donation')] : []),
        ].join(' · '),
      };
    case 'cab':
      return {
        service: b.cab.model,
        date: formatDateTime(b.pickupTime).slice(0, 10),
        time: timeOf(b.pickupTime),
        when: formatDateTime(b.pickupTime),
        duration: b.rideDuration > 0 ? lengthInWords(t, b.rideDuration) : '—',
        location: `${b.pickupLocation} → ${b.dropoffLocation}`,
        provider: `${b.cab.model} (${b.cab.type})`,
        notes:
          b.breakdown.payLater > 0
            ? t('account.booking.advance', { now: rupeesExact(b.breakdown.payNow), later: rupeesExact(b.breakdown.payLater) })
            : t('account.booking.paidInFull'),
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
        notes: t('account.booking.persons', { count: b.persons }),
      };
  }
}
