// The hotel owners' and admins' calls. Apart from the public hotel rows (hotels.ts), so that the visitors'
// pages, which load those rows, never carry the hotel form's schema.
import * as z from 'zod/mini';
import { cancellationPolicyInput } from './cancellation-policy.ts';
import { admins, ownedListingRows, rowsFor } from './collection.ts';
import {
  adminOnlyListingInput,
  ignoredRatingInput,
  idParams,
  imagePath,
  lines,
  longText,
  requiredText,
  rupees,
  shortText,
  wholeNumber,
} from './fields.ts';
import { BETWEEN_0_AND_5, hotel, liveHotel } from './hotels.ts';
import { translationsInput } from './translations.ts';
import { listingReview } from './listing-review.ts';
import { ageRulesInput } from './occupancy.ts';

/** A section's description may come as one text (split into lines) or as a list of lines. */
const sectionInput = z.object({
  title: requiredText(200),
  description: z.pipe(
    z._default(
      z.union([
        z.pipe(
          longText(5000),
          z.transform((s: string) => s.split('\n')),
        ),
        z.array(longText(1000)).check(z.maxLength(50, 'At most 50 entries.')),
      ]),
      [],
    ),
    z.transform((xs: string[]) => xs.map((x) => x.trim()).filter((x) => x !== '')),
  ),
  img: z._default(imagePath, ''),
});

const hotelDetailsInput = z.object({
  description: requiredText(20_000),
  priceDescription: requiredText(200),
  priceLocation: requiredText(200),
  price: requiredText(200),
});

const PHONE = /^\+?[0-9][0-9 -]{6,18}[0-9]$/;
const CLOCK = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const clockTime = z.optional(z.string().check(z.trim(), z.regex(CLOCK, 'Use a 24-hour time such as 14:00.')));
/** The contact fields of the hotel form; each optional (the spec's clients send none) and kept when left out. */
const hotelContactInput = {
  address: z.optional(shortText(300)),
  phone: z.optional(shortText(20).check(z.refine((v: string) => v === '' || PHONE.test(v), 'Enter a valid phone number.'))),
  checkInTime: clockTime,
  checkOutTime: clockTime,
};

/**
 * Body of POST /api/admin/hotel, PUT /api/admin/hotel/edit/{hotelId} and PUT /api/hotel/{id}.
 * Optional fields left out of a PUT keep their stored value. ownerId, featured and archived are honoured
 * for admins only (rules/listing-fields.ts); rating and reviewCount are ignored (they come from reviews).
 */
export const hotelInput = z.object({
  name: requiredText(200),
  location: requiredText(200),
  distance: requiredText(200),
  category: requiredText(100),
  hotelPriceHighlight: requiredText(300),
  type: requiredText(60),
  price: rupees,
  taxes: rupees,
  star: wholeNumber(0, 5, { min: BETWEEN_0_AND_5, max: BETWEEN_0_AND_5 }),
  imageUrl: z.optional(imagePath),
  images: z.optional(z.array(imagePath).check(z.maxLength(30, 'At most 30 entries.'))),
  inclusions: z.optional(lines()),
  amenities: z.optional(lines()),
  facilities: z.optional(lines()),
  rooms: z.optional(wholeNumber(1, 10_000, { min: 'A hotel has at least 1 room.' })),
  ...hotelContactInput,
  cancellationPolicy: cancellationPolicyInput('hotel'),
  hotelDetails: hotelDetailsInput,
  foodAndDining: sectionInput,
  locationAndSurroundings: sectionInput,
  roomDetailsAndAmenities: sectionInput,
  activitiesAndNearbyAttractions: sectionInput,
  /** left out of a PUT: kept; of a POST: infants below 2, adults from 12, one child band */
  ageRules: z.optional(ageRulesInput),
  /** the name and description in Hindi; left out of a PUT: kept */
  translations: translationsInput({ name: shortText(200), description: longText(20_000) }),
  ...adminOnlyListingInput,
  ...ignoredRatingInput,
});
export type HotelInput = z.infer<typeof hotelInput>;

/** the rows hotels and cabs have alike (the API serves them with one set of routes) */
export const ownedHotels = ownedListingRows('hotel', hotel, hotelInput, liveHotel.get);
const { idParams: hotelIdParams } = ownedHotels;
/**
 * Who owns the hotel `/api/hotel/:id` names may change it (admins too): the same path, and so the same
 * parameter name, as the public read of that hotel, so the API documentation has one path for one hotel.
 */
const hotelOwner = rowsFor({ who: ['hotel'], of: { listing: 'hotel', param: 'id' } });

// ---------- the hotel's owner ----------

export const updateHotelAsOwner = hotelOwner.put(
  '/api/hotel/:id',
  "The owner's edit of its hotel (who owns it, featured and archived stay the admin's; rating and review count come from reviews)",
  { params: idParams, body: hotelInput, response: hotel },
);

// ---------- the owner's listings (an owner may run many) ----------

/** One of an owner's hotels in every state, with where it stands with the admins. */
export const ownHotel = z.extend(hotel, { review: listingReview });
export type OwnHotel = z.infer<typeof ownHotel>;
const hotelOwners = rowsFor({ who: ['hotel'] });

export const listMyHotels = hotelOwners.get('/api/hotels/mine', "The caller's hotels in every state, first added first", {
  response: z.array(ownHotel),
});

export const addHotel = hotelOwners.post(
  '/api/hotels',
  "Add a hotel: an owner's waits hidden for an admin's review, an admin's is live at once",
  { body: hotelInput, response: ownHotel, status: 201 },
);

// ---------- admin ----------

export const getHotelForAdmin = admins.get('/api/admin/hotel/edit/:hotelId', 'Any hotel, archived ones included', {
  params: hotelIdParams,
  response: hotel,
});

export const updateHotelAsAdmin = admins.put(
  '/api/admin/hotel/edit/:hotelId',
  'Edit any hotel, its owner, featured and archived state included (rating and review count come from reviews)',
  { params: hotelIdParams, body: hotelInput, response: hotel },
);
