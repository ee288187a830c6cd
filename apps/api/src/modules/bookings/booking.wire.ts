import { DEFAULT_LANGUAGE, type Language } from '@raahi/contract/i18n/languages';
import { wordsIn } from '@raahi/contract/i18n/node-catalogues';
import type { BookedRoom, BookingPayment, CabBooking, HistoryEntry, HotelBooking, TourBooking } from '@raahi/contract/bookings';
import type { BookingKind, BookingStatus } from '@raahi/contract/rules/booking-actions';
import {
  bookingTerms,
  cancellationTerms,
  DEFAULT_POLICIES,
  describePolicy,
  onePolicy,
  type CancellationPolicy,
} from '@raahi/contract/rules/cancellation';
import { amountDue, paymentStatus } from '@raahi/contract/rules/payments';
import type { MealPlan } from '@raahi/contract/rules/pricing';
import { bookingStart, tourHours, tripMinutes } from '@raahi/contract/rules/booking-dates';
import { addDays, daysBetween, indianLocalTime } from '@raahi/contract/rules/dates';
import { farePartsInRupees, soldFareParts } from '@raahi/contract/rules/travellers';
import { spreadGuests } from '@raahi/contract/rules/occupancy';
import { toRupees } from '../../lib/money.ts';
import type { CabBookingRow, HistoryRow, HotelBookingRow, TourBookingRow } from './bookings.repo.ts';
import { bookedTrip } from '../cabs/index.ts';
import { partsOfBooking } from './room-terms.ts';

type Guest = { id: string; firstName: string; lastName: string };
const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();
const person = (u: Guest) => ({ _id: u.id, name: fullName(u) });
/** The provider of a listing without an outside owner (every tour package, an unowned cab): the marketplace itself. */
export const OWN_PROVIDER = 'Raahi';

type Money = {
  baseAmount: number;
  taxesAmount: number;
  addOnsAmount: number;
  totalAmount: number;
  payNowAmount: number;
  payLaterAmount: number;
  discountAmount: number;
  taxRate: number;
  couponCode: string;
  paidAmount: number;
  refundedAmount: number;
  refundStatus: BookingPayment['refundStatus'];
  holdExpiresAt: Date | null;
  cancellationPolicy: CancellationPolicy | null;
};

/** Where a booking's money stands; the hold is shown only while it still holds (Pending, nothing paid). */
export function toWirePayment(b: Money & { status: BookingStatus }): BookingPayment {
  const amounts = { status: b.status, total: b.totalAmount, paid: b.paidAmount, refunded: b.refundedAmount };
  const holding = b.status === 'Pending' && b.paidAmount === 0 && b.holdExpiresAt;
  return {
    status: paymentStatus(amounts),
    paid: toRupees(b.paidAmount),
    due: toRupees(amountDue(amounts)),
    refunded: toRupees(b.refundedAmount),
    refundStatus: b.refundStatus,
    holdExpiresAt: holding ? b.holdExpiresAt!.toISOString() : null,
  };
}
/** The add-on lines; only hotel bookings have any. */
type AddOns = { mealsAmount: number; insuranceAmount: number; donationAmount: number };
const NO_ADD_ONS: AddOns = { mealsAmount: 0, insuranceAmount: 0, donationAmount: 0 };

const common = <K extends BookingKind>(
  kind: K,
  b: Money & { id: string; reference: string; status: BookingStatus; createdAt: Date; updatedAt: Date },
  u: Guest,
  start: Date,
  language: Language,
  addOns: AddOns = NO_ADD_ONS,
) => ({
  _id: b.id,
  reference: b.reference,
  user: person(u),
  status: b.status,
  ammount: toRupees(b.totalAmount),
  breakdown: {
    base: toRupees(b.baseAmount),
    taxes: toRupees(b.taxesAmount),
    addOns: toRupees(b.addOnsAmount),
    total: toRupees(b.totalAmount),
    meals: toRupees(addOns.mealsAmount),
    insurance: toRupees(addOns.insuranceAmount),
    donation: toRupees(addOns.donationAmount),
    passThrough: toRupees(b.addOnsAmount - addOns.mealsAmount - addOns.insuranceAmount - addOns.donationAmount),
    payNow: toRupees(b.payNowAmount),
    payLater: toRupees(b.payLaterAmount),
    discount: toRupees(b.discountAmount),
    taxRate: b.taxRate,
  },
  payment: toWirePayment(b),
  couponCode: b.couponCode,
  cancellationPolicy: describePolicy(b.cancellationPolicy ?? DEFAULT_POLICIES[kind], kind, wordsIn(language)),
  cancellationTerms:
    b.status === 'Cancelled' ? [] : cancellationTerms(b.cancellationPolicy ?? DEFAULT_POLICIES[kind], start, new Date(), wordsIn(language)),
  createdAt: b.createdAt.toISOString(),
  updatedAt: b.updatedAt.toISOString(),
  kind,
});

/** Rooms under different plans' policies: each room's terms, named (one policy: the booking's, as for any booking). */
function termsByRoom(b: HotelBookingRow['b'], start: Date, language: Language) {
  const parts = partsOfBooking(b);
  if (!parts || onePolicy(parts)) return {};
  const { policy, terms } = bookingTerms('hotel', parts, start, new Date(), wordsIn(language));
  return { cancellationPolicy: policy, cancellationTerms: b.status === 'Cancelled' ? [] : terms };
}

/** A booking as the API answers it; its terms in words in `language` (the reader's). */
export function toWireHotelBooking({ b, u, h, rt, rp }: HotelBookingRow, language: Language = DEFAULT_LANGUAGE): HotelBooking {
  const start = bookingStart({ kind: 'hotel', checkInDate: b.checkInDate });
  return {
    ...common('hotel', b, u, start, language, b),
    ...termsByRoom(b, start, language),
    hotel: { _id: h.id, name: h.name, location: h.location, imageUrl: h.imageUrl },
    hotelName: h.name,
    roomCount: b.roomCount,
    checkInDate: b.checkInDate,
    checkOutDate: b.checkOutDate,
    nights: daysBetween(b.checkInDate, b.checkOutDate),
    guests: b.guests,
    mealPlan: b.mealPlan as MealPlan,
    insurance: b.insurance,
    donation: b.donation,
    guestName: b.guestName,
    mobile: b.mobile,
    gstNumber: b.gstNumber,
    gstLegalName: b.gstLegalName,
    state: b.state,
    bookingDate: b.checkInDate,
    time: h.checkInTime,
    roomType: rt && { _id: rt.id, name: rt.name },
    ratePlan: rp && { _id: rp.id, name: rp.name },
    nightPrices: nightPricesOf(b),
    rooms: roomsOf({ b, rt, rp }),
  };
}

/** Every room as sold; a booking of rooms alike lists its rooms, the guests spread over them (all adults). */
function roomsOf({ b, rt, rp }: Pick<HotelBookingRow, 'b' | 'rt' | 'rp'>): BookedRoom[] {
  const inRupees = (nights: { date: string; price: number }[]) => nights.map((n) => ({ date: n.date, price: toRupees(n.price) }));
  if (b.rooms)
    return b.rooms.map((r) => ({
      adults: r.adults,
      childAges: r.childAges,
      roomType: { _id: r.roomTypeId, name: r.roomTypeName },
      ratePlan: { _id: r.ratePlanId, name: r.ratePlanName },
      nightPrices: inRupees(r.nightPrices),
    }));
  const nightPrices = nightPricesOf(b);
  return spreadGuests(b.guests, b.roomCount).map((g) => ({
    ...g,
    roomType: rt && { _id: rt.id, name: rt.name },
    ratePlan: rp && { _id: rp.id, name: rp.name },
    nightPrices,
  }));
}

/** Each night's price as sold; a booking made before rooms and rates was sold at one price a night. */
function nightPricesOf(b: HotelBookingRow['b']): { date: string; price: number }[] {
  if (b.nightPrices) return b.nightPrices.map((n) => ({ date: n.date, price: toRupees(n.price) }));
  const nights = daysBetween(b.checkInDate, b.checkOutDate);
  const each = nights > 0 && b.roomCount > 0 ? b.baseAmount / nights / b.roomCount : 0;
  return Array.from({ length: nights }, (_, i) => ({ date: addDays(b.checkInDate, i), price: toRupees(Math.round(each)) }));
}

export function toWireCabBooking({ b, u, c, owner }: CabBookingRow, language: Language = DEFAULT_LANGUAGE): CabBooking {
  const pickup = indianLocalTime(b.pickupTime);
  return {
    ...common('cab', b, u, b.pickupTime, language),
    cab: { _id: c.id, model: c.model, type: c.type, imageUrl: c.imageUrl },
    pickupLocation: b.pickupLocation,
    dropoffLocation: b.dropoffLocation,
    pickupTime: b.pickupTime.toISOString(),
    dropofftime: b.dropoffTime.toISOString(),
    paymentChoice: b.paymentChoice,
    totalAmount: toRupees(b.totalAmount),
    bookingDate: pickup.slice(0, 10),
    time: pickup.slice(11, 16),
    vehicleType: c.type,
    cabProvider: (owner && fullName(owner)) || OWN_PROVIDER,
    rideDuration: tripMinutes({ pickup: b.pickupTime, dropoff: b.dropoffTime }),
    estimatedReturn: (b.busyUntil ?? b.dropoffTime).toISOString(),
    ...(b.trip ? { trip: bookedTrip(b.trip, { taxes: b.taxesAmount, total: b.totalAmount }, b.busyUntil ?? b.dropoffTime) } : {}),
    travellers: b.travellers,
  };
}

export function toWireTourBooking({ b, u, t }: TourBookingRow, language: Language = DEFAULT_LANGUAGE): TourBooking {
  return {
    ...common('tour', b, u, bookingStart({ kind: 'tour', bookingDate: b.bookingDate }), language),
    tour: { _id: t.id, name: t.name, location: t.location, duration: t.duration },
    tourName: t.name,
    tourLocation: t.location,
    bookingDate: b.bookingDate,
    persons: b.persons,
    childAges: b.childAges,
    seats: b.persons + b.childSeats,
    fareParts: farePartsInRupees(soldFareParts(b.fareParts, b.persons, b.baseAmount)),
    tourProvider: OWN_PROVIDER,
    tourDuration: tourHours(t.days),
  };
}

export function toWireHistory({ h, by }: HistoryRow): HistoryEntry {
  return {
    fromStatus: h.fromStatus,
    toStatus: h.toStatus,
    changedBy: by ? person(by) : null,
    note: h.note,
    changedAt: h.changedAt.toISOString(),
  };
}
