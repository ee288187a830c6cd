import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { formatOccupancy, parseOccupancy, totalGuests, type Occupancy } from '@raahi/contract/rules/occupancy';
import { isDay } from '../../lib/dates.ts';
import { readSort } from '../../lib/result-sorts.ts';
import type { MessageKey } from '@raahi/contract/i18n/catalogue';
import type { HotelListParams } from './api/list-hotels.ts';
// The hotel search lives in the URL: /hotels?location=…&checkin=…&starrating=4,5&page=2.

type KeyedOption = { key: MessageKey; value: string };

// Filter choices: the value the address and the API use, and the key of the words that show it.
export const STAR_VALUES = ['5', '4', '3', '2', '1'] as const;
export const GUEST_RATING_OPTIONS = [
  { key: 'hotels.filters.rating.excellent', value: '4.5' },
  { key: 'hotels.filters.rating.veryGood', value: '4.1' },
  { key: 'hotels.filters.rating.good', value: '3.5' },
  { key: 'hotels.filters.rating.pleasant', value: '3.1' },
] as const satisfies readonly KeyedOption[];
export const PROPERTY_TYPES = ['Hotel', 'Apartment', 'Villa', 'Resort', 'Camp'] as const;
/** A hotel's type in the page's words when it is one of the choices; else as its owner typed it. */
export const propertyTypeWords = (t: (key: MessageKey) => string, type: string) =>
  (PROPERTY_TYPES as readonly string[]).includes(type) ? t(`hotels.propertyType.${type as (typeof PROPERTY_TYPES)[number]}`) : type;
export const AMENITIES = [
  { key: 'hotels.amenity.wifi', value: 'Wifi' },
  { key: 'hotels.amenity.swimmingPool', value: 'Swimming Pool' },
  { key: 'hotels.amenity.spa', value: 'Spa' },
] as const satisfies readonly KeyedOption[];
export const FACILITIES = [
  { key: 'hotels.facility.pool', value: 'pool' },
  { key: 'hotels.facility.spa', value: 'spa' },
  { key: 'hotels.facility.gym', value: 'gym' },
] as const satisfies readonly KeyedOption[];
export const HOTEL_PAGE_SIZE = 12;
export type HotelSearch = {
  location: string;
  checkin: string;
  checkout: string;
  guests: number;
  /** the rooms and who is in each (`occupancy=2&occupancy=2:5,9`); without one, `guests` spread as the API spreads them */
  occupancy?: Occupancy;
  minBudget: string;
  maxBudget: string;
  price: string;
  starrating: string[];
  guestrating: string;
  propertytype: string[];
  amenities: string[];
  facilities: string[];
  sort: string;
  page: number;
};

const list = (p: URLSearchParams, key: string) =>
  p
    .getAll(key)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);

/** The rooms of the address's `occupancy`, or undefined when it has none or one the API would refuse. */
export function readOccupancy(p: URLSearchParams): Occupancy | undefined {
  const values = p.getAll('occupancy');
  if (!values.length) return undefined;
  const parsed = parseOccupancy(values);
  return parsed.ok ? parsed.value : undefined;
}

export function readHotelSearch(p: URLSearchParams): HotelSearch {
  const today = todayInIndia();
  const checkin = isDay(p.get('checkin')) ? p.get('checkin')! : today;
  const rawOut = p.get('checkout');
  const checkout = isDay(rawOut) && rawOut > checkin ? rawOut : addDays(checkin, 1);
  const rooms = readOccupancy(p);
  const guests = rooms ? totalGuests(rooms) : Math.max(1, Math.min(100, Math.floor(Number(p.get('guests')) || 2)));
  const page = Math.max(1, Math.floor(Number(p.get('page')) || 1));
  return {
    location: p.get('location') ?? '',
    checkin,
    checkout,
    guests,
    occupancy: rooms,
    minBudget: p.get('minBudget') ?? '',
    maxBudget: p.get('maxBudget') ?? '',
    price: p.get('price') ?? '',
    starrating: list(p, 'starrating'),
    guestrating: p.get('guestrating') ?? '',
    propertytype: list(p, 'propertytype'),
    amenities: list(p, 'amenities'),
    facilities: list(p, 'facilities'),
    sort: readSort(p.get('sort')),
    page,
  };
}

/** What the search asks the API for (the page and its server loader ask the same, so they share the cache entry). */
export function hotelListParams(search: HotelSearch): HotelListParams {
  return {
    location: search.location || undefined,
    checkin: search.checkin,
    checkout: search.checkout,
    guests: search.guests,
    occupancy: search.occupancy && formatOccupancy(search.occupancy),
    minBudget: search.minBudget || undefined,
    maxBudget: search.maxBudget || undefined,
    price: search.price || undefined,
    starrating: search.starrating,
    guestrating: search.guestrating || undefined,
    propertytype: search.propertytype,
    amenities: search.amenities,
    facilities: search.facilities,
    sort: search.sort || undefined,
    page: search.page,
    limit: HOTEL_PAGE_SIZE,
  };
}

/** The URL query of a search (lists comma separated, empty values left out). */
export function hotelSearchQuery(s: Partial<HotelSearch>): string {
  const q = new URLSearchParams();
  const set = (k: string, v: string | number | undefined) => {
    if (v !== undefined && v !== '' && v !== null) q.set(k, String(v));
  };
  set('location', s.location?.trim());
  set('checkin', s.checkin);
  set('checkout', s.checkout);
  set('guests', s.occupancy ? totalGuests(s.occupancy) : s.guests);
  for (const room of s.occupancy ? formatOccupancy(s.occupancy) : []) q.append('occupancy', room);
  set('minBudget', s.minBudget);
  set('maxBudget', s.maxBudget);
  set('price', s.price);
  if (s.starrating?.length) q.set('starrating', s.starrating.join(','));
  set('guestrating', s.guestrating);
  if (s.propertytype?.length) q.set('propertytype', s.propertytype.join(','));
  if (s.amenities?.length) q.set('amenities', s.amenities.join(','));
  if (s.facilities?.length) q.set('facilities', s.facilities.join(','));
  set('sort', s.sort);
  if (s.page && s.page > 1) q.set('page', String(s.page));
  const str = q.toString();
  return str ? `?${str}` : '';
}

/** The stay a hotel card offers when no search chose one: tonight, for two. */
export { defaultStay, stayQuery } from '../../lib/stay-query.ts';

/**
 * What a guest picks in 'Choose your room': a room type under a rate plan, and how many rooms of it. A list of
 * picks is the shape a stay of several room types will take; one pick is sold today.
 */
export type RoomPick = { roomTypeId: string; ratePlanId: string; rooms: number };

/** The booking review of a stay with the room picked (the choice travels in the URL, through sign-in too). */
export function roomReviewPath(
  hotelId: string,
  s: { checkin: string; checkout: string; guests: number; occupancy?: string[] },
  pick: RoomPick,
): string {
  const q = new URLSearchParams({
    checkin: s.checkin,
    checkout: s.checkout,
    guests: String(s.guests),
    rooms: String(pick.rooms),
    roomType: pick.roomTypeId,
    plan: pick.ratePlanId,
  });
  // the party room by room: the review books the rooms this plan fits under it, as the card priced them
  for (const room of s.occupancy ?? []) q.append('occupancy', room);
  return `/hotel/booking/${hotelId}?${q}`;
}

/** The filters a search has, each with what removes it (an empty search says which to remove). */
export function removableFilters(
  s: HotelSearch,
): { filter: 'budget' | 'stars' | 'guestRating' | 'propertyType' | 'amenities' | 'facilities'; without: Partial<HotelSearch> }[] {
  return [
    ...(s.minBudget || s.maxBudget || s.price ? [{ filter: 'budget' as const, without: { minBudget: '', maxBudget: '', price: '' } }] : []),
    ...(s.starrating.length ? [{ filter: 'stars' as const, without: { starrating: [] } }] : []),
    ...(s.guestrating ? [{ filter: 'guestRating' as const, without: { guestrating: '' } }] : []),
    ...(s.propertytype.length ? [{ filter: 'propertyType' as const, without: { propertytype: [] } }] : []),
    ...(s.amenities.length ? [{ filter: 'amenities' as const, without: { amenities: [] } }] : []),
    ...(s.facilities.length ? [{ filter: 'facilities' as const, without: { facilities: [] } }] : []),
  ];
}

/** One value a search filters by, as a chip shows it, with what the search is without it. */
export type AppliedFilter =
  | { kind: 'budget'; min: string; max: string; without: Partial<HotelSearch> }
  | { kind: 'stars' | 'guestRating' | 'propertyType' | 'amenity' | 'facility'; value: string; without: Partial<HotelSearch> };

/** Every value the search filters by (a star rating, a type, an amenity… each its own), for chips and their count. */
export function appliedFilters(s: HotelSearch): AppliedFilter[] {
  const each = <K extends 'starrating' | 'propertytype' | 'amenities' | 'facilities'>(
    key: K,
    kind: 'stars' | 'propertyType' | 'amenity' | 'facility',
  ): AppliedFilter[] => s[key].map((value) => ({ kind, value, without: { [key]: s[key].filter((v) => v !== value) } }));
  // `price` is a min-max range, or a maximum alone
  const [fromPrice = '', toPrice = ''] = s.price.includes('-') ? s.price.split('-') : ['', s.price];
  const min = s.minBudget || fromPrice;
  const max = s.maxBudget || toPrice;
  return [
    ...(s.minBudget || s.maxBudget || s.price
      ? [{ kind: 'budget' as const, min, max, without: { minBudget: '', maxBudget: '', price: '' } }]
      : []),
    ...each('starrating', 'stars'),
    ...(s.guestrating ? [{ kind: 'guestRating' as const, value: s.guestrating, without: { guestrating: '' } }] : []),
    ...each('propertytype', 'propertyType'),
    ...each('amenities', 'amenity'),
    ...each('facilities', 'facility'),
  ];
}
