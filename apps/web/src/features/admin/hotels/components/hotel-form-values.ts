// The hotel form's values (text as typed, pictures as paths or new files) and their conversion to the
// wire body, with field errors keyed by path ("hotelDetails.description", "foodAndDining.title").
import type { Hotel, HotelInput } from '@raahi/contract/hotels';
import { hotelInput } from '@raahi/contract/hotels';
import type { ImageValue } from '../../components/listing-fields.tsx';

export const HOTEL_SECTIONS = [
  { key: 'roomDetailsAndAmenities', label: 'Rooms', heading: 'Room details and amenities' },
  { key: 'foodAndDining', label: 'Dining', heading: 'Food and dining' },
  { key: 'locationAndSurroundings', label: 'Location', heading: 'Location and surroundings' },
  { key: 'activitiesAndNearbyAttractions', label: 'Activities', heading: 'Activities and nearby attractions' },
] as const;
export type SectionKey = (typeof HOTEL_SECTIONS)[number]['key'];

export type SectionValues = { title: string; description: string[]; img: ImageValue | null };

export type HotelFormValues = {
  name: string;
  location: string;
  distance: string;
  category: string;
  type: string;
  hotelPriceHighlight: string;
  rating: string;
  reviewCount: string;
  price: string;
  taxes: string;
  star: string;
  rooms: string;
  featured: boolean;
  imageUrl: ImageValue | null;
  images: ImageValue[];
  inclusions: string[];
  amenities: string[];
  facilities: string[];
  hotelDetails: { description: string; priceDescription: string; priceLocation: string; price: string };
  sections: Record<SectionKey, SectionValues>;
};

export type FieldErrors = Record<string, string>;

const emptySection = (): SectionValues => ({ title: '', description: [], img: null });

export function emptyHotelValues(): HotelFormValues {
  return {
    name: '',
    location: '',
    distance: '',
    category: '',
    type: '',
    hotelPriceHighlight: '',
    rating: '',
    reviewCount: '',
    price: '',
    taxes: '',
    star: '',
    rooms: '10',
    featured: false,
    imageUrl: null,
    images: [],
    inclusions: [],
    amenities: [],
    facilities: [],
    hotelDetails: { description: '', priceDescription: 'per night', priceLocation: '', price: '' },
    sections: {
      roomDetailsAndAmenities: emptySection(),
      foodAndDining: emptySection(),
      locationAndSurroundings: emptySection(),
      activitiesAndNearbyAttractions: emptySection(),
    },
  };
}

export function hotelToValues(h: Hotel): HotelFormValues {
  const section = (s: Hotel[SectionKey]): SectionValues => ({ title: s.title, description: [...s.description], img: s.img || null });
  return {
    name: h.name,
    location: h.location,
    distance: h.distance,
    category: h.category,
    type: h.type,
    hotelPriceHighlight: h.hotelPriceHighlight,
    rating: String(h.rating),
    reviewCount: String(h.reviewCount),
    price: String(h.price),
    taxes: String(h.taxes),
    star: String(h.star),
    rooms: String(h.rooms),
    featured: h.featured,
    imageUrl: h.imageUrl || null,
    images: [...h.images],
    inclusions: [...h.inclusions],
    amenities: [...h.amenities],
    facilities: [...h.facilities],
    hotelDetails: { ...h.hotelDetails },
    sections: {
      roomDetailsAndAmenities: section(h.roomDetailsAndAmenities),
      foodAndDining: section(h.foodAndDining),
      locationAndSurroundings: section(h.locationAndSurroundings),
      activitiesAndNearbyAttractions: section(h.activitiesAndNearbyAttractions),
    },
  };
}

const NUMBER_FIELDS = ['rating', 'reviewCount', 'price', 'taxes', 'star', 'rooms'] as const;

/**
 * Builds the wire body from values whose pictures are already paths (files count as '' while only
 * validating) and checks it with the contract. `featured` is sent only when the form shows it.
 */
export function toHotelInput(
  v: HotelFormValues,
  paths: { imageUrl: string; images: string[]; sectionImgs: Record<SectionKey, string> },
  withFeatured: boolean,
): { body?: HotelInput; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const nums = {} as Record<(typeof NUMBER_FIELDS)[number], number>;
  for (const k of NUMBER_FIELDS) {
    const raw = v[k].trim();
    if (raw === '') errors[k] = k === 'rooms' ? 'A hotel has at least 1 room.' : 'This field is required.';
    else if (!Number.isFinite(Number(raw))) errors[k] = 'Enter a number.';
    nums[k] = Number(raw);
  }
  const sec = (k: SectionKey) => ({ title: v.sections[k].title, description: v.sections[k].description, img: paths.sectionImgs[k] });
  const candidate = {
    name: v.name,
    location: v.location,
    distance: v.distance,
    category: v.category,
    type: v.type,
    hotelPriceHighlight: v.hotelPriceHighlight,
    ...nums,
    imageUrl: paths.imageUrl,
    images: paths.images,
    inclusions: v.inclusions,
    amenities: v.amenities,
    facilities: v.facilities,
    hotelDetails: v.hotelDetails,
    roomDetailsAndAmenities: sec('roomDetailsAndAmenities'),
    foodAndDining: sec('foodAndDining'),
    locationAndSurroundings: sec('locationAndSurroundings'),
    activitiesAndNearbyAttractions: sec('activitiesAndNearbyAttractions'),
    ...(withFeatured ? { featured: v.featured } : {}),
  };
  const parsed = hotelInput.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.');
      if (!errors[key]) errors[key] = issue.message;
    }
  }
  if (Object.keys(errors).length || !parsed.success) return { errors };
  // send the candidate (not the parsed value) so the API applies its own defaults and trimming
  return { body: candidate as HotelInput, errors };
}
