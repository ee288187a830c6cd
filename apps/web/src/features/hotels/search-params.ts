import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { formatOccupancy, parseOccupancy, totalGuests, type Occupancy } from '@raahi/contract/rules/occupancy';
import { isDay } from '../../lib/dates.ts';
import { plural } from '../../lib/format.ts';
import type { HotelListParams } from './api/list-hotels.ts';
// The hotel search lives in the URL: /hotels?location=…&checkin=…&starrating=4,5&page=2.

export const STAR_OPTIONS = [5, 4, 3, 2, 1].map((s) => ({ label: plural(s, 'Star'), value: String(s) }));
/** Choices shown by one text and sent as another: [label, value] pairs. */
const labelled = (pairs: readonly (readonly [label: string, value: string])[]) => pairs.map(([label, value]) => ({ label, value }));

export const GUEST_RATING_OPTIONS = labelled([
  ['Excellent (4.5+)', '4.5'],
  ['Very Good (4.0+)', '4.1'],
  ['Good (3.5+)', '3.5'],
  ['Pleasant (3.0+)', '3.1'],
]);
export const PROPERTY_TYPES = ['Hotel', 'Apartment', 'Villa', 'Resort', 'Camp'] as const;
export const AMENITIES = ['Wifi', 'Swimming Pool', 'Spa'] as const;
export const FACILITIES = labelled([
  ['Pool', 'pool'],
  ['Spa', 'spa'],
  ['Gym', 'gym'],
]);
export const HOTEL_PAGE_SIZE = 12;
export const SORT_OPTIONS = labelled([
  ['Recommended', ''],
  ['Price: low to high', 'price'],
  ['Price: high to low', '-price'],
  ['Guest rating', 'rating'],
]);

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
    sort: SORT_OPTIONS.some((o) => o.value === p.get('sort')) ? p.get('sort')! : '',
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
export function defaultStay() {
  const today = todayInIndia();
  return { checkin: today, checkout: addDays(today, 1), guests: 2 };
}

/** The stay (dates and guests) that travels from the search to the detail and booking pages. */
export function stayQuery(s: { checkin: string; checkout: string; guests: number }): string {
  return `?${new URLSearchParams({ checkin: s.checkin, checkout: s.checkout, guests: String(s.guests) })}`;
}

/**
 * What a guest picks in 'Choose your room': a room type under a rate plan, and how many rooms of it. A list of
 * picks is the shape a stay of several room types will take; one pick is sold today.
 */
export type RoomPick = { roomTypeId: string; ratePlanId: string; rooms: number };

/** The booking review of a stay with the room picked (the choice travels in the URL, through sign-in too). */
export function roomReviewPath(hotelId: string, s: { checkin: string; checkout: string; guests: number }, pick: RoomPick): string {
  const q = new URLSearchParams({
    checkin: s.checkin,
    checkout: s.checkout,
    guests: String(s.guests),
    rooms: String(pick.rooms),
    roomType: pick.roomTypeId,
    plan: pick.ratePlanId,
  });
  return `/hotel/booking/${hotelId}?${q}`;
}
