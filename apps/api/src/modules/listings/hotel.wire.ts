import type { Hotel, HotelCard } from '@raahi/contract/hotels';
import type { HotelInput } from '@raahi/contract/hotel-admin';
import type { hotels } from '../../db/schema.ts';
import { DEFAULT_POLICIES } from '@raahi/contract/rules/cancellation';
import { trueClaims } from '@raahi/contract/rules/listing-claims';
import type { AgeRules } from '@raahi/contract/rules/occupancy';
import { hotelNightlyTax } from '@raahi/contract/rules/pricing';
import { TRANSLATED_FIELDS } from '@raahi/contract/rules/translations';
import { toPaise, toRupees } from '../../lib/money.ts';
import { answered } from '../../lib/translations.ts';
import { ownedListingFromWire, ownedListingToWire } from './owned-listing.wire.ts';

export type HotelRow = typeof hotels.$inferSelect;
export type HotelValues = Partial<Omit<typeof hotels.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>>;

/** The columns of a hotel card (a list row): everything but the long description and the info sections. */
export type HotelCardRow = Omit<
  HotelRow,
  | 'address'
  | 'phone'
  | 'checkInTime'
  | 'checkOutTime'
  | 'hotelDetails'
  | 'foodAndDining'
  | 'locationAndSurroundings'
  | 'roomDetailsAndAmenities'
  | 'activitiesAndNearbyAttractions'
  | 'amenityKeys'
  | 'facilityKeys'
  | 'searchText'
  | 'infantBelowAge'
  | 'adultFromAge'
  | 'childAgeBands'
  | 'fitChildren'
>;

export function toWireHotelCard(h: HotelCardRow): HotelCard {
  return {
    _id: h.id,
    name: h.name,
    location: h.location,
    distance: h.distance,
    hotelPriceHighlight: trueClaims([h.hotelPriceHighlight], h.cancellationPolicy ?? DEFAULT_POLICIES.hotel).join(''),
    category: h.category,
    imageUrl: h.imageUrl,
    images: h.images,
    price: toRupees(h.price),
    // what a guest pays in GST for one night (the typed column charged nothing and could say otherwise)
    taxes: toRupees(hotelNightlyTax(h.price)),
    inclusions: trueClaims(h.inclusions, h.cancellationPolicy ?? DEFAULT_POLICIES.hotel),
    amenities: h.amenities,
    facilities: h.facilities,
    rating: h.rating,
    reviewCount: h.reviewCount,
    star: h.star,
    type: h.type,
    rooms: h.rooms,
    ...ownedListingToWire(h),
    ...answered(h.translations, TRANSLATED_FIELDS.card),
  };
}

/** A hotel's age rules as stored. */
export const ageRulesOf = (h: Pick<HotelRow, 'infantBelowAge' | 'adultFromAge' | 'childAgeBands'>): AgeRules => ({
  infantBelowAge: h.infantBelowAge,
  adultFromAge: h.adultFromAge,
  childAgeBands: h.childAgeBands,
});

export function toWireHotel(h: HotelRow): Hotel {
  return {
    ...toWireHotelCard(h),
    address: h.address,
    phone: h.phone,
    checkInTime: h.checkInTime,
    checkOutTime: h.checkOutTime,
    cancellationPolicy: h.cancellationPolicy,
    hotelDetails: h.hotelDetails,
    foodAndDining: h.foodAndDining,
    locationAndSurroundings: h.locationAndSurroundings,
    roomDetailsAndAmenities: h.roomDetailsAndAmenities,
    activitiesAndNearbyAttractions: h.activitiesAndNearbyAttractions,
    ageRules: ageRulesOf(h),
    ...answered(h.translations, TRANSLATED_FIELDS.hotel),
  };
}

/** Column values from a hotel body. Optional fields the body leaves out stay undefined (kept on update, defaulted on insert). */
export function hotelFromWire(input: HotelInput): HotelValues {
  const images = input.images;
  return {
    name: input.name,
    location: input.location,
    distance: input.distance,
    category: input.category,
    hotelPriceHighlight: input.hotelPriceHighlight,
    type: input.type,
    price: toPaise(input.price),
    taxes: toPaise(input.taxes),
    star: input.star,
    imageUrl: input.imageUrl || (images?.length ? images[0] : input.imageUrl),
    images,
    inclusions: input.inclusions,
    amenities: input.amenities,
    facilities: input.facilities,
    rooms: input.rooms,
    address: input.address,
    phone: input.phone,
    checkInTime: input.checkInTime,
    checkOutTime: input.checkOutTime,
    cancellationPolicy: input.cancellationPolicy,
    hotelDetails: input.hotelDetails,
    foodAndDining: input.foodAndDining,
    locationAndSurroundings: input.locationAndSurroundings,
    roomDetailsAndAmenities: input.roomDetailsAndAmenities,
    activitiesAndNearbyAttractions: input.activitiesAndNearbyAttractions,
    ...(input.ageRules && {
      infantBelowAge: input.ageRules.infantBelowAge,
      adultFromAge: input.ageRules.adultFromAge,
      childAgeBands: input.ageRules.childAgeBands,
    }),
    translations: input.translations,
    ...ownedListingFromWire(input),
  };
}
