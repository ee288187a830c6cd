// The whole data model. Column names are correct English; the spec's wire spellings
// (ammount, timming, dropofftime, _id) are applied only in src/wire/.
// Money columns hold integer paise.
import type { Language } from '@raahi/contract/i18n/languages';
import { sql } from 'drizzle-orm';
import type { FareCard, StoredTrip } from '@raahi/contract/rules/cab-fares';
import type { CancellationPolicy } from '@raahi/contract/rules/cancellation';
import type { CouponScope, DiscountType } from '@raahi/contract/rules/coupons';
import type { DocumentType } from '@raahi/contract/rules/invoice';
import type { RateMealPlan } from '@raahi/contract/rules/rates';
import type { ChildPrice, TourFarePart } from '@raahi/contract/rules/travellers';
import type { ReviewStatus } from '@raahi/contract/rules/listing-review';
import type { AgeBand } from '@raahi/contract/rules/occupancy';
import type { OccupancyPrices } from '@raahi/contract/rules/occupancy-prices';
import type { Translations } from '@raahi/contract/rules/translations';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const paise = (name: string) => bigint(name, { mode: 'number' });
/** A listing's cancellation policy; null means the kind's default (rules/cancellation.ts). */
const cancellationPolicy = () => jsonb('cancellation_policy').$type<CancellationPolicy>();
/** An owner's new hotel or cab waits for an admin (rules/listing-review.ts); the reason is the rejection's, shown to its owner. */
const listingReview = () => ({
  reviewStatus: text('review_status').$type<ReviewStatus>().notNull().default('approved'),
  reviewReason: text('review_reason'),
});

export const ROLES = ['admin', 'hotel', 'cab', 'tour', 'content', 'user'] as const;
export type Role = (typeof ROLES)[number];
export const BOOKING_STATUSES = ['Pending', 'Confirmed', 'Cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const BOOKING_KINDS = ['hotel', 'cab', 'tour'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];
export type RefundStatus = 'none' | 'pending' | 'processed' | 'failed';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<Role>().notNull().default('user'),
    profileImage: text('profile_image'),
    // billing details saved from the hotel review ('' when not given)
    mobile: text('mobile').notNull().default(''),
    gstNumber: text('gst_number').notNull().default(''),
    gstLegalName: text('gst_legal_name').notNull().default(''),
    billingState: text('billing_state').notNull().default(''),
    // set when `mobile` (then +91 and ten digits) was proven by a code sent to it: the account signs in with it
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    // null until the address is proven by a link sent to it (accounts made before verification count as proven)
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    // a new address asked for on the account page, which replaces `email` once a link sent to it is followed
    pendingEmail: text('pending_email'),
    // set on the account made for one guest booking (decision 0076): its messages go here; `email` stays '' and
    // there is no password, so it never signs in; a person who proves this address takes its bookings over
    guestEmail: text('guest_email'),
    // a guest create's kind, Idempotency-Key and email: two identical creates at once make one account (decision 0093)
    guestKey: text('guest_key'),
    // the person who may exercise the account's data rights if its holder dies or cannot (DPDP Act s.14)
    nomineeName: text('nominee_name'),
    nomineeEmail: text('nominee_email'),
    nomineeRelation: text('nominee_relation'),
    nomineeAt: timestamp('nominee_at', { withTimezone: true }),
    // why the account's data must be kept past its timers (a dispute, an order), set by staff; null: none
    legalHold: text('legal_hold'),
    // when the account was erased: its personal data removed, sign-in impossible (decision 0051)
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    // the language mail, SMS and the signed-in pages speak to the person in (decision 0057)
    language: text('language').$type<Language>().notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // an account made with a mobile number has no email ('') until one is added
    uniqueIndex('users_email_key')
      .on(t.email)
      .where(sql`${t.email} <> ''`),
    uniqueIndex('users_verified_mobile_key')
      .on(t.mobile)
      .where(sql`${t.mobileVerifiedAt} is not null`),
    index('users_role_idx').on(t.role),
    // a guest's repeated create (its Idempotency-Key) and claiming find guest accounts by their address
    index('users_guest_email_idx')
      .on(t.guestEmail)
      .where(sql`${t.guestEmail} is not null`),
    uniqueIndex('users_guest_key').on(t.guestKey),
    index('users_created_at_idx').on(t.createdAt),
    check('users_role_check', sql`${t.role} in ('admin','hotel','cab','tour','content','user')`),
    check('users_language_check', sql`${t.language} in ('en','hi')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // sha256 of the cookie token; the token itself is never stored
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // set: the session reaches this one booking only (a guest's, decision 0076); bookings of every kind, so no foreign key
    bookingId: uuid('booking_id'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const ACCOUNT_TOKEN_PURPOSES = ['reset-password', 'verify-email', 'undo-email-change'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/** Single-use links sent by email (password reset, address verification, undoing an email change); only a hash of the token is kept. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    // sha256 of the token in the link
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
    // the address the link was sent to: a verification proves this one
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('account_tokens_user_idx').on(t.userId, t.purpose),
    check('account_tokens_purpose_check', sql`${t.purpose} in ('reset-password','verify-email','undo-email-change')`),
  ],
);

/**
 * A one-time code sent by SMS or email (mobile sign-in, 'Find my booking'; decision 0080): one live code per
 * subject ('mobile:+91…', 'booking:RH-…'), replaced by the next; only its hash is kept.
 */
export const oneTimeCodes = pgTable('one_time_codes', {
  subject: text('subject').primaryKey(),
  codeHash: text('code_hash').notNull(),
  wrongTries: integer('wrong_tries').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const packageCategories = pgTable(
  'package_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('package_categories_name_key').on(sql`lower(${t.category})`)],
);

export type TourPlanCar = {
  destination: string;
  checkout?: string;
  type: string;
  model: string;
  facilities: string;
  image: string;
};
export type TourPlanSightseeing = {
  name: string;
  location: string;
  places: string;
  duration: string;
  placesCovered?: number;
  image: string;
};
export type TourPlanHotel = {
  timing: string;
  name: string;
  ratings: number;
  location: string;
  stayDate: string;
  image: string;
};
export type TourPlanDay = {
  day: number;
  description: string;
  car: TourPlanCar[];
  sightseeing: TourPlanSightseeing[];
  hotels: TourPlanHotel[];
};

export const tours = pgTable(
  'tours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull().default(''),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    price: paise('price').notNull(),
    rating: doublePrecision('rating').notNull().default(0),
    reviews: integer('reviews').notNull().default(0),
    location: text('location').notNull(),
    duration: text('duration').notNull(),
    nights: integer('nights').notNull().default(0),
    days: integer('days').notNull().default(1),
    inclusions: text('inclusions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tourPlan: jsonb('tour_plan').$type<TourPlanDay[]>().notNull().default([]),
    availableFrom: date('available_from').notNull(),
    availableTill: date('available_till').notNull(),
    featured: boolean('featured').notNull().default(false),
    // seats on each departure date
    seatsPerDeparture: integer('seats_per_departure').notNull().default(20),
    // what a child pays by age (paise, ages inclusive), below which age a child is a free infant without a seat,
    // and the supplement for an adult with a room alone (decision 0065)
    childPrices: jsonb('child_prices').$type<ChildPrice[]>().notNull().default([]),
    infantBelowAge: integer('infant_below_age').notNull().default(2),
    singleSupplement: paise('single_supplement').notNull().default(0),
    cancellationPolicy: cancellationPolicy(),
    // its texts as given in other languages than English (rules/translations.ts, decision 0102)
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tours_type_idx').on(t.type),
    index('tours_price_idx').on(t.price),
    index('tours_featured_idx').on(t.featured),
    index('tours_created_at_idx').on(t.createdAt),
    index('tours_available_idx').on(t.availableFrom, t.availableTill),
    check('tours_price_check', sql`${t.price} >= 0`),
    check('tours_seats_check', sql`${t.seatsPerDeparture} >= 1`),
  ],
);

export type HotelSection = { title: string; description: string[]; img: string };
export type HotelDetails = {
  description: string;
  priceDescription: string;
  priceLocation: string;
  price: string;
};

export const hotels = pgTable(
  'hotels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    location: text('location').notNull(),
    distance: text('distance').notNull().default(''),
    category: text('category').notNull().default(''),
    hotelPriceHighlight: text('hotel_price_highlight').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    price: paise('price').notNull(),
    taxes: paise('taxes').notNull().default(0),
    inclusions: text('inclusions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    facilities: text('facilities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // amenities and facilities lower-cased, so the search's `@>` is answered by their GIN indexes
    // (lower_each is an immutable SQL function created by migration 0001)
    amenityKeys: text('amenity_keys')
      .array()
      .generatedAlwaysAs(sql`lower_each(amenities)`),
    facilityKeys: text('facility_keys')
      .array()
      .generatedAlwaysAs(sql`lower_each(facilities)`),
    // name and location lower-cased, one per line: "contains" is a plain LIKE on it (ILIKE lower-cases
    // every row it reads), answered by one trigram index
    searchText: text('search_text').generatedAlwaysAs(sql`lower(name) || chr(10) || lower(location)`),
    rating: doublePrecision('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    star: integer('star').notNull().default(3),
    type: text('type').notNull().default('Hotel'),
    featured: boolean('featured').notNull().default(false),
    rooms: integer('rooms').notNull().default(10),
    // what the voucher tells the guest: where the hotel is, how to call it, when rooms are ready and due back
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    checkInTime: text('check_in_time').notNull().default('12:00'),
    checkOutTime: text('check_out_time').notNull().default('11:00'),
    cancellationPolicy: cancellationPolicy(),
    // who counts as an infant, a child (by band) and an adult (docs/decisions/0064-guests-by-age-and-rooms-by-occupancy.md)
    infantBelowAge: integer('infant_below_age').notNull().default(2),
    adultFromAge: integer('adult_from_age').notNull().default(12),
    childAgeBands: jsonb('child_age_bands').$type<AgeBand[]>().notNull().default([]),
    // What a room of the hotel can take, for the search by occupancy (decision 0091): element a (1-based) is
    // the most children that fit with a adults in some live room type (least of its max children and its max
    // occupancy less a), null past the most adults any takes; null without live room types. Kept by the
    // catalogue triggers (hotel_sell_options_rebuild), never written by the app.
    fitChildren: integer('fit_children').array(),
    hotelDetails: jsonb('hotel_details').$type<HotelDetails>().notNull(),
    foodAndDining: jsonb('food_and_dining').$type<HotelSection>().notNull(),
    locationAndSurroundings: jsonb('location_and_surroundings').$type<HotelSection>().notNull(),
    roomDetailsAndAmenities: jsonb('room_details_and_amenities').$type<HotelSection>().notNull(),
    activitiesAndNearbyAttractions: jsonb('activities_and_nearby_attractions').$type<HotelSection>().notNull(),
    // its texts as given in other languages than English (rules/translations.ts, decision 0102)
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    ...listingReview(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // an owner may run many (docs/decisions/0054-owners-run-many-listings.md)
    index('hotels_owner_idx')
      .on(t.ownerId, t.createdAt, t.id)
      .where(sql`${t.ownerId} is not null`),
    index('hotels_pending_review_idx')
      .on(t.createdAt)
      .where(sql`${t.reviewStatus} = 'pending'`),
    check('hotels_review_status_check', sql`${t.reviewStatus} in ('pending', 'approved', 'rejected')`),
    // The public search reads live hotels only, so its indexes leave archived ones out
    // (docs/decisions/0010-hotel-search-at-scale.md): contains-text on name and location (pg_trgm),
    // the amenity and facility keys, one index per sort (ties broken by id in the sort's direction).
    index('hotels_live_search_text_trgm_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .where(sql`${t.archivedAt} is null`),
    // the live hotels of one name (GET /api/suggest finds names in hotel_live_names, then their hotels here)
    index('hotels_live_name_idx')
      .on(t.name)
      .where(sql`${t.archivedAt} is null`),
    index('hotels_live_amenity_keys_idx')
      .using('gin', t.amenityKeys)
      .where(sql`${t.archivedAt} is null`),
    index('hotels_live_facility_keys_idx')
      .using('gin', t.facilityKeys)
      .where(sql`${t.archivedAt} is null`),
    index('hotels_live_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.archivedAt} is null`),
    index('hotels_live_price_idx')
      .on(t.price, t.id)
      .where(sql`${t.archivedAt} is null`),
    index('hotels_live_rating_idx')
      .on(t.rating, t.id)
      .where(sql`${t.archivedAt} is null`),
    index('hotels_star_idx').on(t.star),
    index('hotels_type_idx').on(sql`lower(${t.type})`),
    index('hotels_featured_idx').on(t.featured),
    check('hotels_price_check', sql`${t.price} >= 0 and ${t.taxes} >= 0`),
    check('hotels_rooms_check', sql`${t.rooms} >= 1`),
  ],
);

// ---------- rooms and rates (docs/decisions/0053-rooms-and-rates.md) ----------
// A hotel sells room types under rate plans. Nights are sparse: a night without an entry follows the plan's
// base price and the room type's count, so a new hotel sells at once.

export const roomTypes = pgTable(
  'room_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    beds: text('beds')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sizeSqm: integer('size_sqm'),
    baseOccupancy: integer('base_occupancy').notNull().default(2),
    maxAdults: integer('max_adults').notNull().default(2),
    maxChildren: integer('max_children').notNull().default(0),
    maxOccupancy: integer('max_occupancy').notNull().default(2),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // physical rooms of this type
    rooms: integer('rooms').notNull(),
    position: integer('position').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('room_types_hotel_idx').on(t.hotelId, t.position), check('room_types_rooms_check', sql`${t.rooms} >= 1`)],
);

export const ratePlans = pgTable(
  'rate_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mealPlan: text('meal_plan').$type<RateMealPlan>().notNull().default('EP'),
    cancellationPolicy: cancellationPolicy(),
    // a derived plan follows its parent's price that night, adjusted by percent or by paise
    derivedFrom: uuid('derived_from'),
    derivePercent: doublePrecision('derive_percent'),
    deriveAmount: paise('derive_amount'),
    minDaysBefore: integer('min_days_before'),
    maxDaysBefore: integer('max_days_before'),
    position: integer('position').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('rate_plans_hotel_idx').on(t.hotelId, t.position),
    check('rate_plans_meal_plan_check', sql`${t.mealPlan} in ('EP','CP','MAP','AP')`),
  ],
);

/** The room types a plan sells, with its base price a night for each (null for a derived plan). */
export const ratePlanPrices = pgTable(
  'rate_plan_prices',
  {
    ratePlanId: uuid('rate_plan_id')
      .notNull()
      .references(() => ratePlans.id, { onDelete: 'cascade' }),
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    price: paise('price'),
    // prices for fewer adults, extra adults and children by age band (paise; null: none; a derived plan's follow its parent)
    occupancy: jsonb('occupancy').$type<OccupancyPrices>(),
  },
  (t) => [
    primaryKey({ name: 'rate_plan_prices_pkey', columns: [t.ratePlanId, t.roomTypeId] }),
    index('rate_plan_prices_room_type_idx').on(t.roomTypeId),
  ],
);

/**
 * A room type's night: the owner's rooms to sell and stop-sell (null: the room type's count, open), and the
 * rooms that bookings not Cancelled hold, kept by triggers on hotel_bookings (migration 0019), which refuse
 * a write that takes more rooms than the night sells: the database itself never oversells. Half of each page is
 * left free (fillfactor 50, migration 0041) so that an edit or a booking rewrites a row in place.
 */
export const roomTypeNights = pgTable(
  'room_type_nights',
  {
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    night: date('night').notNull(),
    rooms: integer('rooms'),
    stopSell: boolean('stop_sell'),
    roomsTaken: integer('rooms_taken').notNull().default(0),
    // rooms closed by imported iCalendar feeds (decision 0062): never more than the night has free, and
    // counted with rooms taken by the same triggers' check
    roomsBlocked: integer('rooms_blocked').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'room_type_nights_pkey', columns: [t.roomTypeId, t.night] }),
    check('room_type_nights_rooms_check', sql`${t.rooms} is null or ${t.rooms} >= 0`),
    check('room_type_nights_rooms_blocked_check', sql`${t.roomsBlocked} >= 0`),
  ],
);

// ---------- channel sync (docs/decisions/0062-channel-sync-ical.md) ----------

/** A room type's secret iCalendar export address (GET /ical/{token}.ics); rotating replaces the token. */
export const icalExports = pgTable('ical_exports', {
  roomTypeId: uuid('room_type_id')
    .primaryKey()
    .references(() => roomTypes.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: createdAt(),
  rotatedAt: timestamp('rotated_at', { withTimezone: true }),
});

/**
 * A feed a room type imports (a homestay listed on another site): the nights its events cover (night →
 * events), the nights it asked for that were already sold here, and how its last tries went.
 */
export const icalImports = pgTable(
  'ical_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    nights: jsonb('nights').$type<Record<string, number>>().notNull().default({}),
    conflicts: jsonb('conflicts').$type<string[]>().notNull().default([]),
    lastImportedAt: timestamp('last_imported_at', { withTimezone: true }),
    lastTriedAt: timestamp('last_tried_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('ical_imports_room_type_idx').on(t.roomTypeId), index('ical_imports_tried_idx').on(t.lastTriedAt)],
);

/**
 * A plan's night of a room type; each null column follows the default (base price, open, minimum stay 1).
 * Half of each page is left free (fillfactor 50, migration 0041) so that an edit rewrites a row in place.
 */
export const rateNights = pgTable(
  'rate_nights',
  {
    ratePlanId: uuid('rate_plan_id')
      .notNull()
      .references(() => ratePlans.id, { onDelete: 'cascade' }),
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    night: date('night').notNull(),
    price: paise('price'),
    // that night's prices for fewer adults, extra adults and children, over the plan's (rules/occupancy-prices.ts)
    occupancy: jsonb('occupancy').$type<OccupancyPrices>(),
    minStay: integer('min_stay'),
    maxStay: integer('max_stay'),
    closedToArrival: boolean('closed_to_arrival'),
    closedToDeparture: boolean('closed_to_departure'),
    closed: boolean('closed'),
  },
  (t) => [
    primaryKey({ name: 'rate_nights_pkey', columns: [t.ratePlanId, t.roomTypeId, t.night] }),
    index('rate_nights_room_type_night_idx').on(t.roomTypeId, t.night),
  ],
);

/**
 * What the dated search reads instead of joining room types, plans and prices (decision 0075): one row per
 * live room type under each live plan that sells it (a derived plan only where its parent prices the room
 * type), with what the stay rules and the card's price need. Kept by triggers on room_types, rate_plans and
 * rate_plan_prices (migration 0034), in the writing statement's transaction; never written by the app.
 */
export const hotelSellOptions = pgTable(
  'hotel_sell_options',
  {
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    // no foreign keys: the triggers remove a deleted room type's or plan's rows (a cascade would scan the table)
    roomTypeId: uuid('room_type_id').notNull(),
    ratePlanId: uuid('rate_plan_id').notNull(),
    // the plan whose entries price the nights: the parent of a derived plan, else the plan
    pricedPlanId: uuid('priced_plan_id').notNull(),
    rooms: integer('rooms').notNull(),
    maxOccupancy: integer('max_occupancy').notNull(),
    // the plan's base price a night of the room type (a derived plan's: its parent's), paise
    base: paise('base').notNull(),
    derivePercent: doublePrecision('derive_percent'),
    deriveAmount: paise('derive_amount'),
    derived: boolean('derived').notNull(),
    minDaysBefore: integer('min_days_before'),
    maxDaysBefore: integer('max_days_before'),
  },
  (t) => [primaryKey({ name: 'hotel_sell_options_pkey', columns: [t.hotelId, t.roomTypeId, t.ratePlanId] })],
);

/**
 * A hotel's nights on which some plan's entry sets a stay rule (closed, closed to arrival or departure, a
 * minimum stay over one night, a maximum stay): how many entries do. A stay whose nights and check-out
 * date have none needs no plan's entries read to be allowed. Kept by triggers on rate_nights (migration 0034).
 */
export const hotelRuleNights = pgTable(
  'hotel_rule_nights',
  {
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    night: date('night').notNull(),
    entries: integer('entries').notNull(),
  },
  (t) => [primaryKey({ name: 'hotel_rule_nights_pkey', columns: [t.hotelId, t.night] })],
);

/**
 * The distinct names of live hotels and how many live hotels bear each (decision 0090): hotels by name while
 * typing (GET /api/suggest) search these names by their trigram index, a posting list per name instead of per
 * hotel. Kept by statement triggers on hotels (migration 0042), in the writing statement's transaction; a name
 * leaves when its last live hotel does. Never written by the app.
 */
export const hotelLiveNames = pgTable(
  'hotel_live_names',
  {
    name: text('name').primaryKey(),
    hotels: integer('hotels').notNull(),
  },
  (t) => [index('hotel_live_names_trgm_idx').using('gin', t.name.op('gin_trgm_ops'))],
);

type CellValue = number | boolean | OccupancyPrices | null;

/** One calendar edit (a PATCH): who made it and when; undone once. */
export const calendarEdits = pgTable(
  'calendar_edits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    byName: text('by_name').notNull().default(''),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    // an undo is an edit too: the one it undid
    undoes: uuid('undoes'),
    createdAt: createdAt(),
  },
  (t) => [index('calendar_edits_hotel_user_idx').on(t.hotelId, t.userId, t.createdAt)],
);

/**
 * One field of one cell an edit changed, over a run of consecutive nights [night, last_night] where it moved
 * alike: the values in force before and after (history), and the stored entry before (what an undo puts back,
 * null: none, the night followed the default). A run keeps a year's bulk edit to a few rows (decision 0083).
 */
export const calendarChanges = pgTable(
  'calendar_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    editId: uuid('edit_id')
      .notNull()
      .references(() => calendarEdits.id, { onDelete: 'cascade' }),
    roomTypeId: uuid('room_type_id')
      .notNull()
      .references(() => roomTypes.id, { onDelete: 'cascade' }),
    ratePlanId: uuid('rate_plan_id').references(() => ratePlans.id, { onDelete: 'cascade' }),
    night: date('night').notNull(),
    lastNight: date('last_night').notNull(),
    field: text('field').notNull(),
    // a number or flag; the field occupancy holds prices by occupancy (in force: rupees; stored: paise)
    oldValue: jsonb('old_value').$type<CellValue>(),
    newValue: jsonb('new_value').$type<CellValue>(),
    oldStored: jsonb('old_stored').$type<CellValue>(),
  },
  (t) => [
    index('calendar_changes_edit_idx').on(t.editId),
    index('calendar_changes_nights_idx').using('gist', t.roomTypeId, sql`daterange(${t.night}, ${t.lastNight}, '[]')`),
  ],
);

/**
 * The box of degrees around a car's base that holds every point within its service radius (the sphere of
 * rules/road-distance.ts): a route search finds the cars that may serve a pickup far off their base from a GiST
 * index on it instead of measuring the distance to every car (cabs.repo.ts). A tenth of a degree to spare.
 */
export const serviceAreaBox = (t: { baseLat: unknown; baseLng: unknown; serviceRadiusKm: unknown }) => {
  const lat = sql`(degrees(${t.serviceRadiusKm}::float8 / 6371) + 0.1)`;
  const lng = sql`(degrees(asin(least(1, sin(least(${t.serviceRadiusKm}::float8 / 6371, 1.5)) / greatest(cos(radians(${t.baseLat})), 0.000001)))) + 0.1)`;
  return sql`box(point(${t.baseLng} - ${lng}, ${t.baseLat} - ${lat}), point(${t.baseLng} + ${lng}, ${t.baseLat} + ${lat}))`;
};

export const cabs = pgTable(
  'cabs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    imageUrl: text('image_url').notNull().default(''),
    model: text('model').notNull(),
    type: text('type').notNull(),
    seats: integer('seats').notNull(),
    kmsIncluded: integer('kms_included').notNull().default(0),
    extraKmFare: paise('extra_km_fare').notNull().default(0),
    fuelType: text('fuel_type').notNull(),
    cancellation: text('cancellation').notNull().default(''),
    rating: doublePrecision('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    originalPrice: paise('original_price').notNull(),
    discountedPrice: paise('discounted_price').notNull(),
    // percent, e.g. 5 means 5 %
    taxes: doublePrecision('taxes').notNull().default(0),
    travelType: text('travel_type').notNull().default('Outstation'),
    // percent of the total paid now when the guest pays in part
    advancePercent: integer('advance_percent').notNull().default(20),
    cancellationPolicy: cancellationPolicy(),
    inclusions: text('inclusions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    exclusions: text('exclusions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    featured: boolean('featured').notNull().default(false),
    // its owner's prices for each kind of trip (rules/cab-fares.ts); null: DEFAULT_FARE_CARD
    fareCard: jsonb('fare_card').$type<FareCard>(),
    // the place (places.json id) it is based in; null: not placed, so no route search lists it
    baseCity: text('base_city'),
    // the base city's position, kept with it so a search can measure the service radius in SQL
    baseLat: doublePrecision('base_lat'),
    baseLng: doublePrecision('base_lng'),
    // how far from its base city a trip may start (0: only trips that start in it)
    serviceRadiusKm: integer('service_radius_km').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    ...listingReview(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cabs_base_city_idx').on(t.baseCity),
    index('cabs_service_area_idx')
      .using('gist', serviceAreaBox(t))
      .where(sql`${t.serviceRadiusKm} > 0 and ${t.archivedAt} is null`),
    // an owner may run many (docs/decisions/0054-owners-run-many-listings.md)
    index('cabs_owner_idx')
      .on(t.ownerId, t.createdAt, t.id)
      .where(sql`${t.ownerId} is not null`),
    index('cabs_pending_review_idx')
      .on(t.createdAt)
      .where(sql`${t.reviewStatus} = 'pending'`),
    check('cabs_review_status_check', sql`${t.reviewStatus} in ('pending', 'approved', 'rejected')`),
    index('cabs_type_idx').on(sql`lower(${t.type})`),
    index('cabs_fuel_idx').on(sql`lower(${t.fuelType})`),
    index('cabs_seats_idx').on(t.seats),
    index('cabs_featured_idx').on(t.featured),
    check('cabs_price_check', sql`${t.originalPrice} >= 0 and ${t.discountedPrice} >= 0`),
    check('cabs_advance_check', sql`${t.advancePercent} between 1 and 100`),
  ],
);

export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull().default(''),
    relatedTo: text('related_to').$type<'Hotel' | 'Cab' | 'Tour'>().notNull(),
    relatedId: uuid('related_id').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    featured: boolean('featured').notNull().default(false),
    // the coupon the offer carries (null: none); amounts in paise, discount_value a percent or paise
    couponCode: text('coupon_code'),
    discountType: text('discount_type').$type<DiscountType>().notNull().default('percent'),
    discountValue: bigint('discount_value', { mode: 'number' }).notNull().default(0),
    maxDiscount: paise('max_discount'),
    minAmount: paise('min_amount').notNull().default(0),
    appliesTo: text('applies_to').$type<CouponScope>().notNull().default('listing'),
    perAccountLimit: integer('per_account_limit'),
    totalLimit: integer('total_limit'),
    membersOnly: boolean('members_only').notNull().default(false),
    // the discount is taken off every eligible booking of the listing without a code (decision 0042)
    autoApply: boolean('auto_apply').notNull().default(false),
    // the shortest hotel stay (nights) the discount is for; null: any
    minNights: integer('min_nights'),
    // its texts as given in other languages than English (rules/translations.ts, decision 0102)
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('offers_coupon_code_key')
      .on(sql`upper(${t.couponCode})`)
      .where(sql`${t.couponCode} is not null`),
    check('offers_discount_check', sql`${t.discountType} in ('percent','flat') and ${t.discountValue} >= 0`),
    check('offers_applies_to_check', sql`${t.appliesTo} in ('any','hotels','cabs','tours','listing')`),
    index('offers_related_idx').on(t.relatedTo),
    index('offers_auto_idx')
      .on(t.relatedId)
      .where(sql`${t.autoApply}`),
    index('offers_dates_idx').on(t.startDate, t.endDate),
    check('offers_related_check', sql`${t.relatedTo} in ('Hotel','Cab','Tour')`),
    check('offers_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export const blogs = pgTable(
  'blogs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    author: text('author').notNull(),
    image: text('image').notNull().default(''),
    category: text('category').$type<'hotel' | 'tour' | 'cabs'>().notNull(),
    featured: boolean('featured').notNull().default(false),
    // its texts as given in other languages than English (rules/translations.ts, decision 0102)
    translations: jsonb('translations').$type<Translations>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('blogs_category_idx').on(t.category),
    index('blogs_featured_idx').on(t.featured),
    index('blogs_created_at_idx').on(t.createdAt),
    check('blogs_category_check', sql`${t.category} in ('hotel','tour','cabs')`),
  ],
);

export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // public path of the largest rendition, e.g. /uploads/<id>.webp
    path: text('path').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    originalType: text('original_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('images_path_key').on(t.path)],
);

const bookingCommon = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  // what people read and search for (RH-7K2M9Q): unique across every kind, made by next_booking_reference()
  // (migration 0014) from one sequence, so no insert can forget or repeat it
  reference: text('reference')
    .notNull()
    .default(sql`next_booking_reference()`),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  status: text('status').$type<BookingStatus>().notNull().default('Pending'),
  baseAmount: paise('base_amount').notNull(),
  taxesAmount: paise('taxes_amount').notNull().default(0),
  addOnsAmount: paise('add_ons_amount').notNull().default(0),
  totalAmount: paise('total_amount').notNull(),
  // what is paid when booking and what later (a cab's part payment leaves the rest to the driver)
  payNowAmount: paise('pay_now_amount').notNull().default(0),
  payLaterAmount: paise('pay_later_amount').notNull().default(0),
  // a coupon's discount and the GST rate the taxes were computed at (percent)
  discountAmount: paise('discount_amount').notNull().default(0),
  taxRate: doublePrecision('tax_rate').notNull().default(0),
  couponCode: text('coupon_code').notNull().default(''),
  couponOfferId: uuid('coupon_offer_id'),
  // money received and given back through the gateway
  paidAmount: paise('paid_amount').notNull().default(0),
  refundedAmount: paise('refunded_amount').notNull().default(0),
  refundStatus: text('refund_status').$type<RefundStatus>().notNull().default('none'),
  // an unpaid booking holds its capacity until then (null once paid, or for bookings made before payments)
  holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
  // the policy it was sold under
  cancellationPolicy: cancellationPolicy(),
  idempotencyKey: text('idempotency_key'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One room of a hotel booking as sold: paise a night for its guests. */
export type BookedRoom = {
  roomTypeId: string;
  roomTypeName: string;
  ratePlanId: string;
  ratePlanName: string;
  adults: number;
  childAges: number[];
  nightPrices: { date: string; price: number }[];
  /** the policy of the plan it was sold under (rooms of bookings made before rooms kept theirs: the booking's) */
  cancellationPolicy?: CancellationPolicy;
};

export const hotelBookings = pgTable(
  'hotel_bookings',
  {
    ...bookingCommon(),
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'restrict' }),
    roomCount: integer('room_count').notNull(),
    checkInDate: date('check_in_date').notNull(),
    checkOutDate: date('check_out_date').notNull(),
    guests: integer('guests').notNull().default(2),
    mealPlan: text('meal_plan').notNull().default('none'),
    insurance: boolean('insurance').notNull().default(false),
    donation: boolean('donation').notNull().default(false),
    // the lines of add_ons_amount
    mealsAmount: paise('meals_amount').notNull().default(0),
    insuranceAmount: paise('insurance_amount').notNull().default(0),
    donationAmount: paise('donation_amount').notNull().default(0),
    // the guest details of the review page ('' when not given)
    guestName: text('guest_name').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    gstNumber: text('gst_number').notNull().default(''),
    // the legal name of the business that GSTIN is registered to, for its invoice ('' when not given)
    gstLegalName: text('gst_legal_name').notNull().default(''),
    state: text('state').notNull().default(''),
    // the room type and rate plan sold, and each night's price a room (paise) as sold; a later rate change
    // never changes them (null on bookings made before rooms and rates: every night at the base price)
    roomTypeId: uuid('room_type_id').references(() => roomTypes.id, { onDelete: 'restrict' }),
    ratePlanId: uuid('rate_plan_id').references(() => ratePlans.id, { onDelete: 'restrict' }),
    nightPrices: jsonb('night_prices').$type<{ date: string; price: number }[]>(),
    // a booking of rooms named one by one (issue 29): each room's type, plan, guests and nights as sold;
    // when set, the rooms taken per type and night are counted from it (migration 0031), room_count is its
    // length and room_type_id / rate_plan_id / night_prices are its first room's
    rooms: jsonb('rooms').$type<BookedRoom[]>(),
  },
  (t) => [
    index('hotel_bookings_user_idx').on(t.userId, t.createdAt),
    index('hotel_bookings_hotel_idx').on(t.hotelId, t.checkInDate, t.checkOutDate),
    index('hotel_bookings_room_type_idx').on(t.roomTypeId, t.checkInDate),
    index('hotel_bookings_rate_plan_idx').on(t.ratePlanId),
    index('hotel_bookings_created_idx').on(t.createdAt),
    uniqueIndex('hotel_bookings_reference_key').on(t.reference),
    uniqueIndex('hotel_bookings_idem_key').on(t.userId, t.idempotencyKey),
    index('hotel_bookings_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'Pending' and ${t.paidAmount} = 0`),
    check('hotel_bookings_status_check', sql`${t.status} in ('Pending','Confirmed','Cancelled')`),
    check('hotel_bookings_rooms_check', sql`${t.roomCount} >= 1`),
    check('hotel_bookings_dates_check', sql`${t.checkOutDate} > ${t.checkInDate}`),
  ],
);

/**
 * Per-night inventory of a hotel: the rooms that bookings which are not Cancelled hold on each night.
 * Kept by statement triggers on hotel_bookings (migration 0001), in the same transaction as the booking,
 * so no code path can forget it; a row exists for every night that ever had a booking (0 once freed).
 * Per-date prices and closures for providers belong here too (docs/decisions/0010-hotel-search-at-scale.md).
 */
export const hotelRoomNights = pgTable(
  'hotel_room_nights',
  {
    hotelId: uuid('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    night: date('night').notNull(),
    roomsTaken: integer('rooms_taken').notNull().default(0),
  },
  (t) => [
    // the capacity check: one hotel, the nights of a stay
    primaryKey({ name: 'hotel_room_nights_pkey', columns: [t.hotelId, t.night] }),
    // the availability search: the nights of a stay, every hotel (answered from the index alone)
    index('hotel_room_nights_night_idx').on(t.night, t.hotelId, t.roomsTaken),
  ],
);

export const cabBookings = pgTable(
  'cab_bookings',
  {
    ...bookingCommon(),
    cabId: uuid('cab_id')
      .notNull()
      .references(() => cabs.id, { onDelete: 'restrict' }),
    pickupLocation: text('pickup_location').notNull(),
    dropoffLocation: text('dropoff_location').notNull(),
    pickupTime: timestamp('pickup_time', { withTimezone: true }).notNull(),
    dropoffTime: timestamp('dropoff_time', { withTimezone: true }).notNull(),
    paymentChoice: text('payment_choice').$type<'full' | 'half'>().notNull().default('full'),
    // until when the car is taken: its estimated return to base (null, a trip without a route: its drop-off);
    // no two live trips of one car overlap from pickup to then (exclusion constraint, migration 0025)
    busyUntil: timestamp('busy_until', { withTimezone: true }),
    // the trip as priced: its kind, places, distance, fare lines, passenger and pickup address (null: a trip without a route)
    trip: jsonb('trip').$type<StoredTrip>(),
    // how many travel, as the guest said (null: not given); never more than the cab's seats at booking
    travellers: integer('travellers'),
  },
  (t) => [
    index('cab_bookings_user_idx').on(t.userId, t.createdAt),
    index('cab_bookings_cab_idx').on(t.cabId, t.pickupTime),
    index('cab_bookings_created_idx').on(t.createdAt),
    uniqueIndex('cab_bookings_reference_key').on(t.reference),
    uniqueIndex('cab_bookings_idem_key').on(t.userId, t.idempotencyKey),
    index('cab_bookings_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'Pending' and ${t.paidAmount} = 0`),
    check('cab_bookings_status_check', sql`${t.status} in ('Pending','Confirmed','Cancelled')`),
    check('cab_bookings_times_check', sql`${t.dropoffTime} > ${t.pickupTime}`),
  ],
);

export const tourBookings = pgTable(
  'tour_bookings',
  {
    ...bookingCommon(),
    tourId: uuid('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'restrict' }),
    bookingDate: date('booking_date').notNull(),
    // adults (the spec's persons)
    persons: integer('persons').notNull(),
    // each child's age on the tour date; of them, child_seats are not infants and take a seat
    childAges: integer('child_ages')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    childSeats: integer('child_seats').notNull().default(0),
    // the base price's parts as sold, paise (decision 0065)
    fareParts: jsonb('fare_parts').$type<TourFarePart[]>().notNull().default([]),
  },
  (t) => [
    index('tour_bookings_user_idx').on(t.userId, t.createdAt),
    index('tour_bookings_tour_idx').on(t.tourId, t.bookingDate),
    index('tour_bookings_created_idx').on(t.createdAt),
    uniqueIndex('tour_bookings_reference_key').on(t.reference),
    uniqueIndex('tour_bookings_idem_key').on(t.userId, t.idempotencyKey),
    index('tour_bookings_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'Pending' and ${t.paidAmount} = 0`),
    check('tour_bookings_status_check', sql`${t.status} in ('Pending','Confirmed','Cancelled')`),
    check('tour_bookings_persons_check', sql`${t.persons} >= 1`),
    check('tour_bookings_child_seats_check', sql`${t.childSeats} >= 0`),
  ],
);

/** What one day's bookings add up to (the analytics). Kept by triggers on the booking tables (migration 0005). */
const dayFigures = () => ({
  day: date('day').notNull(),
  bookings: integer('bookings').notNull().default(0),
  paid: integer('paid').notNull().default(0),
  cancelled: integer('cancelled').notNull().default(0),
  revenue: paise('revenue').notNull().default(0),
  refunds: paise('refunds').notNull().default(0),
  /** the totals of the paid bookings (for the average booking value) */
  paidTotals: paise('paid_totals').notNull().default(0),
});

/** The bookings of one listing made on one Indian calendar day: a provider's analytics and the top listings. */
export const listingDayFigures = pgTable(
  'listing_day_figures',
  { kind: text('kind').$type<BookingKind>().notNull(), listingId: uuid('listing_id').notNull(), ...dayFigures() },
  (t) => [
    primaryKey({ name: 'listing_day_figures_pkey', columns: [t.kind, t.listingId, t.day] }),
    index('listing_day_figures_day_idx').on(t.day, t.kind),
  ],
);

/**
 * The bookings of a kind made on one day, platform-wide, in ANALYTICS_SHARDS rows per day (a booking adds to
 * the row its id hashes to), so that bookings made at the same time do not wait for one another's row.
 */
export const bookingDayTotals = pgTable(
  'booking_day_totals',
  { kind: text('kind').$type<BookingKind>().notNull(), shard: integer('shard').notNull(), ...dayFigures() },
  (t) => [primaryKey({ name: 'booking_day_totals_pkey', columns: [t.day, t.kind, t.shard] })],
);

export const bookingStatusHistory = pgTable(
  'booking_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingKind: text('booking_kind').$type<BookingKind>().notNull(),
    bookingId: uuid('booking_id').notNull(),
    fromStatus: text('from_status').$type<BookingStatus>(),
    toStatus: text('to_status').$type<BookingStatus>().notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_status_history_booking_idx').on(t.bookingKind, t.bookingId, t.changedAt)],
);

/**
 * What happened to a booking, appended in the transaction that changed it (the bookings module's
 * booking-changes.ts); what follows from it (refunds, documents) runs from here, once per handler.
 * `change`: what changed (statuses, a refund owed, a reschedule's note); `snapshot`: what handlers need.
 */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingKind: text('booking_kind').$type<BookingKind>().notNull(),
    bookingId: uuid('booking_id').notNull(),
    kind: text('kind').notNull(),
    change: jsonb('change').$type<Record<string, unknown>>().notNull().default({}),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull().default({}),
    /** the Idempotency-Key of the call that made the change, when it gave one */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('booking_events_booking_idx').on(t.bookingKind, t.bookingId, t.createdAt),
    index('booking_events_created_idx').on(t.createdAt),
  ],
);

/** A handler that completed for an event: it never runs for that event again. */
export const bookingEventHandlings = pgTable(
  'booking_event_handlings',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => bookingEvents.id, { onDelete: 'cascade' }),
    handler: text('handler').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'booking_event_handlings_pkey', columns: [t.eventId, t.handler] })],
);

/**
 * A handler of a booking event that threw and has not yet completed: how often it failed and the last error's
 * message (shown to admins, who may ask for another run). Its row goes when the handler completes.
 */
export const bookingEventFailures = pgTable(
  'booking_event_failures',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => bookingEvents.id, { onDelete: 'cascade' }),
    handler: text('handler').notNull(),
    attempts: integer('attempts').notNull().default(1),
    lastError: text('last_error').notNull(),
    firstFailedAt: timestamp('first_failed_at', { withTimezone: true }).notNull().defaultNow(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'booking_event_failures_pkey', columns: [t.eventId, t.handler] }),
    index('booking_event_failures_last_idx').on(t.lastFailedAt),
  ],
);

/** One use of a coupon by a booking; a booking cancelled before it was paid releases its use. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookingKind: text('booking_kind').$type<BookingKind>().notNull(),
    bookingId: uuid('booking_id').notNull(),
    discount: paise('discount').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupon_redemptions_offer_user_idx')
      .on(t.offerId, t.userId)
      .where(sql`${t.releasedAt} is null`),
    uniqueIndex('coupon_redemptions_booking_key').on(t.bookingKind, t.bookingId),
  ],
);

/** `voided`: an order that no longer asks for what is due (the booking was repriced); a capture of it is refunded */
export type PaymentStatus = 'created' | 'captured' | 'failed' | 'voided';

/**
 * The move a difference payment pays for: the reschedule call's body, and what the booking's total and net
 * payment were when it was asked (a booking changed since then makes the payment stale: it is refunded).
 */
export type ReschedulePayment = { body: { date?: string; pickupTime?: string }; fromTotal: number; heldBefore: number };

/** A gateway order for a booking and what became of it; one order, at most one captured payment. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingKind: text('booking_kind').$type<BookingKind>().notNull(),
    bookingId: uuid('booking_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    orderId: text('order_id').notNull(),
    amount: paise('amount').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status').$type<PaymentStatus>().notNull().default('created'),
    gatewayPaymentId: text('gateway_payment_id'),
    method: text('method').notNull().default(''),
    // the UPI ID or card the gateway reports for the payment ('upi:name@bank', 'card:visa:hdfc:1111'; '' if neither)
    payer: text('payer').notNull().default(''),
    // why a captured payment was refused and refunded in full ('' when it was not)
    error: text('error').notNull().default(''),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    // an order for a reschedule's price difference: the move it pays for, applied when it is captured
    reschedule: jsonb('reschedule').$type<ReschedulePayment>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_order_key').on(t.orderId),
    uniqueIndex('payments_gateway_payment_key').on(t.gatewayPaymentId),
    index('payments_booking_idx').on(t.bookingKind, t.bookingId),
    // a booking has at most one open order (payments.service.ts openOrder)
    uniqueIndex('payments_open_order_key')
      .on(t.bookingKind, t.bookingId)
      .where(sql`${t.status} = 'created'`),
    index('payments_created_idx').on(t.createdAt),
    // what one UPI ID or card paid for (welcome codes are once per payment method)
    index('payments_payer_idx')
      .on(t.payer)
      .where(sql`${t.payer} <> ''`),
    check('payments_status_check', sql`${t.status} in ('created','captured','failed','voided')`),
  ],
);

/** Money given back for a captured payment; `key` makes asking twice for one refund give one refund. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    bookingKind: text('booking_kind').$type<BookingKind>().notNull(),
    bookingId: uuid('booking_id').notNull(),
    amount: paise('amount').notNull(),
    status: text('status').$type<Exclude<RefundStatus, 'none'>>().notNull().default('pending'),
    gatewayRefundId: text('gateway_refund_id'),
    reason: text('reason').notNull().default(''),
    key: text('key').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refunds_key').on(t.key),
    uniqueIndex('refunds_gateway_refund_key').on(t.gatewayRefundId),
    index('refunds_booking_idx').on(t.bookingKind, t.bookingId),
    check('refunds_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * The platform's commission on what guests pay for a listing, in basis points (1000 = 10 %). Rows are only
 * added: a payment is charged the rate in force when it was captured, so a new rate never rewrites past
 * earnings (docs/decisions/0024-payments-ledger-and-earnings.md). Migration 0004 adds the first, 10 %.
 */
export const commissionRates = pgTable(
  'commission_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    basisPoints: integer('basis_points').notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull().defaultNow(),
    setBy: uuid('set_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('commission_rates_effective_idx').on(t.effectiveFrom),
    check('commission_rates_range_check', sql`${t.basisPoints} between 0 and 10000`),
  ],
);

export type LedgerEntryType = 'payment' | 'refund';

/**
 * Every payment and refund with the booking, listing and guest it belongs to: the admin's ledger and the
 * providers' earnings read it. A view (created by hand at the end of migration 0004), so both read one
 * definition of what an entry is.
 */
export const ledgerEntries = pgView('ledger_entries', {
  id: uuid('id').notNull(),
  entryType: text('entry_type').$type<LedgerEntryType>().notNull(),
  /** a payment: when it was captured (or created, when it never was); a refund: when it was made */
  at: timestamp('at', { withTimezone: true }).notNull(),
  /** when the payment (a refund's own payment) was captured; the commission follows the rate then */
  paidAt: timestamp('paid_at', { withTimezone: true }),
  bookingKind: text('booking_kind').$type<BookingKind>().notNull(),
  bookingId: uuid('booking_id').notNull(),
  listingId: uuid('listing_id'),
  listingName: text('listing_name').notNull(),
  ownerId: uuid('owner_id'),
  guestId: uuid('guest_id').notNull(),
  guestName: text('guest_name').notNull(),
  method: text('method').notNull(),
  orderId: text('order_id').notNull(),
  gatewayPaymentId: text('gateway_payment_id'),
  gatewayRefundId: text('gateway_refund_id'),
  amount: paise('amount').notNull(),
  status: text('status').notNull(),
}).existing();

/** The built-in test gateway's own records (orders, payments, refunds), as Razorpay would keep them. */
export const testGatewayObjects = pgTable('test_gateway_objects', {
  id: text('id').primaryKey(),
  type: text('type').$type<'order' | 'payment' | 'refund'>().notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

/** Webhooks the test gateway owes the API, retried until acknowledged. */
export const testGatewayWebhooks = pgTable(
  'test_gateway_webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    event: text('event').notNull(),
    payload: text('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastStatus: integer('last_status'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('test_gateway_webhooks_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
);

/** The last number given in each series of tax documents (invoices, credit notes) per financial year. */
export const documentSeries = pgTable(
  'document_series',
  {
    type: text('type').$type<DocumentType>().notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ name: 'document_series_pkey', columns: [t.type, t.financialYear] })],
);

/**
 * GST tax invoices and credit notes as issued: the number, and everything the document states, kept as it
 * was at issue (a document once issued never changes). docs/decisions/0023-invoices-and-vouchers.md
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').$type<DocumentType>().notNull(),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    bookingKind: text('booking_kind').$type<BookingKind>().notNull(),
    bookingId: uuid('booking_id').notNull(),
    // what the document is for: 'invoice' for the booking's invoice, the refund's key for a credit note
    source: text('source').notNull(),
    amount: paise('amount').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tax_documents_number_key').on(t.number),
    uniqueIndex('tax_documents_source_key').on(t.bookingKind, t.bookingId, t.type, t.source),
    index('tax_documents_booking_idx').on(t.bookingKind, t.bookingId),
    check('tax_documents_type_check', sql`${t.type} in ('invoice','credit_note')`),
  ],
);

/**
 * Every email the product writes, kept whether or not it is sent (docs/decisions/0028-mail-outbox.md). `key`
 * names the event and recipient, so an event written twice is one message; the send job claims a row for a
 * while (`claimed_until`), sends it and stamps `sent_at`, so a retried job never sends it twice. The message
 * is rendered from `template` and `data` when read or sent; a link's secret is removed once it is sent.
 */
/** A document a message carries: a booking's GST tax invoice or its voucher, made from the booking when sent. */
export type MailAttachment = { kind: 'invoice' | 'voucher'; bookingKind: BookingKind; bookingId: string };

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    to: text('to').notNull(),
    /** 'email', or 'sms' to a mobile number (+91…): an SMS is its letter's text alone (decision 0080) */
    channel: text('channel').$type<'email' | 'sms'>().notNull().default('email'),
    template: text('template').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** the documents sent with the message, rendered when it is sent or read (decision 0032) */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    /** the language it is said in: the recipient's, or the asking request's for one without an account (decision 0087) */
    language: text('language').$type<Language>().notNull().default('en'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error').notNull().default(''),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mail_outbox_key').on(t.key),
    check('mail_outbox_channel_check', sql`${t.channel} in ('email','sms')`),
    check('mail_outbox_language_check', sql`${t.language} in ('en','hi')`),
    index('mail_outbox_created_idx').on(t.createdAt, t.id),
    index('mail_outbox_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
  ],
);

export type EnquiryStatus = 'open' | 'answered' | 'closed';

/** A visitor's question about a hotel, cab or tour (listing_id names a row of the kind's table). */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<BookingKind>().notNull(),
    listingId: uuid('listing_id').notNull(),
    // the signed-in visitor who asked (null: asked signed out, with the contact details below)
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    /** the language it was asked in: its answers are mailed in it (decision 0087) */
    language: text('language').$type<Language>().notNull().default('en'),
    status: text('status').$type<EnquiryStatus>().notNull().default('open'),
    // a visitor's message that nobody on the provider's side has opened
    unreadByProvider: boolean('unread_by_provider').notNull().default(true),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('enquiries_kind_activity_idx').on(t.kind, t.lastActivityAt),
    index('enquiries_listing_idx').on(t.kind, t.listingId, t.lastActivityAt),
    index('enquiries_user_idx').on(t.userId, t.lastActivityAt),
    check('enquiries_kind_check', sql`${t.kind} in ('hotel','cab','tour')`),
    check('enquiries_status_check', sql`${t.status} in ('open','answered','closed')`),
  ],
);

export const enquiryMessages = pgTable(
  'enquiry_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    fromSide: text('from_side').$type<'visitor' | 'provider'>().notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('enquiry_messages_enquiry_idx').on(t.enquiryId, t.createdAt),
    check('enquiry_messages_side_check', sql`${t.fromSide} in ('visitor','provider')`),
  ],
);

export type GrievanceTopic = 'booking' | 'listing' | 'payment' | 'refund';
export type GrievanceStatus = 'open' | 'answered' | 'resolved';

/** A complaint with its ticket number (made from `number`) and its two deadlines (rules/grievances.ts). */
export const grievances = pgTable(
  'grievances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').generatedAlwaysAsIdentity().notNull(),
    topic: text('topic').$type<GrievanceTopic>().notNull(),
    // the listing it is about, named directly or through the booking (none: Raahi's own, for admins)
    kind: text('kind').$type<BookingKind>(),
    listingId: uuid('listing_id'),
    bookingId: uuid('booking_id'),
    // the signed-in person who raised it (null: raised signed out, with the contact details below)
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    /** the language it was raised in: its acknowledgement, answers and outcome are mailed in it (decision 0087) */
    language: text('language').$type<Language>().notNull().default('en'),
    status: text('status').$type<GrievanceStatus>().notNull().default('open'),
    acknowledgeBy: timestamp('acknowledge_by', { withTimezone: true }).notNull(),
    resolveBy: timestamp('resolve_by', { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    outcome: text('outcome'),
    handlerId: uuid('handler_id').references(() => users.id, { onDelete: 'set null' }),
    handlerName: text('handler_name'),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('grievances_number_key').on(t.number),
    index('grievances_listing_idx').on(t.kind, t.listingId),
    index('grievances_user_idx').on(t.userId, t.lastActivityAt),
    index('grievances_open_idx')
      .on(t.resolveBy)
      .where(sql`${t.resolvedAt} is null`),
    check('grievances_kind_check', sql`${t.kind} in ('hotel','cab','tour')`),
    check('grievances_topic_check', sql`${t.topic} in ('booking','listing','payment','refund')`),
    check('grievances_status_check', sql`${t.status} in ('open','answered','resolved')`),
  ],
);

export const grievanceMessages = pgTable(
  'grievance_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    grievanceId: uuid('grievance_id')
      .notNull()
      .references(() => grievances.id, { onDelete: 'cascade' }),
    fromSide: text('from_side').$type<'person' | 'staff'>().notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('grievance_messages_grievance_idx').on(t.grievanceId, t.createdAt),
    check('grievance_messages_side_check', sql`${t.fromSide} in ('person','staff')`),
  ],
);

/** A guest's review of a booking that ended (booking ids are unique across the three booking tables). */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<BookingKind>().notNull(),
    listingId: uuid('listing_id').notNull(),
    bookingId: uuid('booking_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    stayedOn: date('stayed_on').notNull(),
    replyText: text('reply_text'),
    repliedBy: uuid('replied_by').references(() => users.id, { onDelete: 'set null' }),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    // held for moderation (rules/review-moderation.ts) and why; null once published
    heldReason: text('held_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_booking_key').on(t.bookingId),
    index('reviews_listing_visible_idx')
      .on(t.kind, t.listingId, t.createdAt)
      .where(sql`${t.hiddenAt} is null and ${t.heldReason} is null`),
    index('reviews_user_idx').on(t.userId, t.createdAt),
    index('reviews_created_idx').on(t.createdAt),
    check('reviews_kind_check', sql`${t.kind} in ('hotel','cab','tour')`),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * The figures a listing showed before its first review (decision 0029). No longer read: ratings come from
 * published reviews alone (decision 0042); kept so the migrations stay additive.
 */
export const listingRatingPriors = pgTable(
  'listing_rating_priors',
  {
    kind: text('kind').$type<BookingKind>().notNull(),
    listingId: uuid('listing_id').notNull(),
    rating: doublePrecision('rating').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ name: 'listing_rating_priors_pkey', columns: [t.kind, t.listingId] })],
);

/** Who sells: the business behind a hotel owner's, cab owner's or tour manager's account, shown on its listings. */
export const providerProfiles = pgTable('provider_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  businessName: text('business_name').notNull(),
  legalName: text('legal_name').notNull(),
  address: text('address').notNull(),
  city: text('city').notNull(),
  // '' when the business is not registered for GST
  gstin: text('gstin').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type AuditChange = { table: string; id: string; old: Record<string, unknown> | null; new: Record<string, unknown> | null };

/**
 * What staff and providers changed, and which personal data staff read (decision 0052). Kept at least a
 * year and never edited: triggers of its migration refuse updates (but the pseudonymising of an erased
 * person's identifiers) and deletes of entries younger than a year. Ids are text, not references, so an
 * entry outlives what it is about.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').$type<'change' | 'read'>().notNull(),
    actorId: text('actor_id').notNull(),
    actorRole: text('actor_role').notNull(),
    ip: text('ip').notNull().default(''),
    // the row of the endpoint table: "PUT /api/provider/profile" and its summary
    action: text('action').notNull(),
    summary: text('summary').notNull(),
    status: integer('status').notNull(),
    personIds: text('person_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    listingIds: text('listing_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bookingIds: text('booking_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // the path parameters, query and body of the call (secrets removed)
    request: jsonb('request').$type<Record<string, unknown>>().notNull().default({}),
    // each row the call changed, with the values before and after
    changes: jsonb('changes').$type<AuditChange[]>().notNull().default([]),
  },
  (t) => [
    index('audit_entries_at_idx').on(t.at),
    index('audit_entries_actor_idx').on(t.actorId, t.at),
    index('audit_entries_person_idx').using('gin', t.personIds),
    index('audit_entries_listing_idx').using('gin', t.listingIds),
    index('audit_entries_booking_idx').using('gin', t.bookingIds),
    check('audit_entries_kind_check', sql`${t.kind} in ('change','read')`),
  ],
);

export type ConsentPurpose = 'bookings' | 'marketing-email';
export type ConsentMethod = 'registration' | 'first-booking' | 'account-page' | 'email-link';

/**
 * The consents ledger: every consent given or withdrawn, with the notice version in force, the language it
 * was shown in, when and how. Rows are only added; a purpose's state is its latest row (decision 0051).
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<ConsentPurpose>().notNull(),
    granted: boolean('granted').notNull(),
    noticeVersion: text('notice_version').notNull(),
    language: text('language').notNull().default('en'),
    method: text('method').$type<ConsentMethod>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consents_user_idx').on(t.userId, t.purpose, t.at),
    check('consents_purpose_check', sql`${t.purpose} in ('bookings','marketing-email')`),
    check('consents_method_check', sql`${t.method} in ('registration','first-booking','account-page','email-link')`),
  ],
);

export type DataRequestKind = 'access' | 'correction' | 'erasure' | 'nominee';

/** A person's request about their data and its deadline, for the back-office (decision 0051). */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DataRequestKind>().notNull(),
    status: text('status').$type<'open' | 'done'>().notNull().default('open'),
    note: text('note').notNull().default(''),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    dueBy: timestamp('due_by', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('data_requests_open_idx').on(t.status, t.dueBy),
    index('data_requests_user_idx').on(t.userId, t.kind),
    check('data_requests_kind_check', sql`${t.kind} in ('access','correction','erasure','nominee')`),
    check('data_requests_status_check', sql`${t.status} in ('open','done')`),
  ],
);

/** What the retention job did on one run (decision 0051): its counts, for the back-office and the logs. */
export const retentionRuns = pgTable('retention_runs', {
  id: uuid('id').primaryKey().defaultRandom(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  report: jsonb('report').$type<Record<string, number>>().notNull(),
});

/** A person's named list of hotels and tours (decision 0082); one default list each, the heart's. */
export const wishlists = pgTable(
  'wishlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    // the secret of its read-only link, once shared
    shareToken: text('share_token'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('wishlists_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('wishlists_one_default_key')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    uniqueIndex('wishlists_share_token_key').on(t.shareToken),
  ],
);

/** A hotel or tour on a list (listing ids are unique across the two tables' kinds with `kind`). */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wishlistId: uuid('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'hotel' | 'tour'>().notNull(),
    listingId: uuid('listing_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wishlist_items_listing_key').on(t.wishlistId, t.kind, t.listingId),
    check('wishlist_items_kind_check', sql`${t.kind} in ('hotel','tour')`),
  ],
);

/** The hotels and tours a signed-in person opened lately, one row each (the latest view). */
export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'hotel' | 'tour'>().notNull(),
    listingId: uuid('listing_id').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.listingId] }),
    index('recently_viewed_user_idx').on(t.userId, t.viewedAt),
    check('recently_viewed_kind_check', sql`${t.kind} in ('hotel','tour')`),
  ],
);
