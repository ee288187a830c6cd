// A hotel booking's rooms as parts under their own cancellation terms (issue 29): each room keeps the policy
// of the plan it was sold under; the booking's terms in words and its refund are room by room when they
// differ (rules/cancellation.ts bookingTerms, refundOfParts; docs/decisions/0077-rooms-under-different-terms.md).
import { DEFAULT_POLICIES, type CancellationPolicy, type PolicyPart } from '@raahi/contract/rules/cancellation';
import { hotelRoomCharge } from '@raahi/contract/rules/pricing';
import type { BookedRoom } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import type { BookingKind } from '@raahi/contract/rules/booking-actions';
import { findHotelBooking, type HotelBookingRow } from './bookings.repo.ts';

type Sold = Pick<BookedRoom, 'roomTypeName' | 'nightPrices'> & { cancellationPolicy?: CancellationPolicy | null };

/** a room as a part, with its room type's name */
export type RoomPart = PolicyPart & { roomTypeName: string };

/** 'Room 2, Deluxe', as the terms name a room. */
export const roomLabel = (i: number, typeName: string) => `Room ${i + 1}, ${typeName}`;

/**
 * Each room as a part: its policy (the booking's for rooms sold before rooms kept their own), its weight (its
 * nights, meals and their GST) and its nights. `mealNight`: the meal add-on a room-night paid (paise).
 */
export const roomParts = (rooms: Sold[], booking: CancellationPolicy | null, mealNight = 0): RoomPart[] =>
  rooms.map((r, i) => ({
    roomTypeName: r.roomTypeName,
    label: roomLabel(i, r.roomTypeName),
    policy: r.cancellationPolicy ?? booking ?? DEFAULT_POLICIES.hotel,
    weight: hotelRoomCharge(
      r.nightPrices.map((n) => n.price),
      mealNight,
    ),
    nights: r.nightPrices.length,
  }));

/** A stored booking's rooms as parts (none for a booking of rooms alike: it has one policy). */
export function partsOfBooking(b: HotelBookingRow['b']): RoomPart[] | null {
  if (!b.rooms?.length) return null;
  const roomNights = b.rooms.reduce((n, r) => n + r.nightPrices.length, 0);
  return roomParts(b.rooms, b.cancellationPolicy, roomNights > 0 ? b.mealsAmount / roomNights : 0);
}

/** The parts a booking is refunded by, room by room (null: the booking is refunded as one). */
export async function cancellationParts(db: Db, kind: BookingKind, id: string): Promise<RoomPart[] | null> {
  if (kind !== 'hotel') return null;
  const row = await findHotelBooking(db, id);
  return row ? partsOfBooking(row.b) : null;
}
