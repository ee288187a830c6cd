// The hotel form's values: the request body's shape, with numbers as typed (NaN while empty) and
// pictures as stored paths or newly chosen files.
import type { Hotel } from '@raahi/contract/hotels';
import type { HotelInput } from '@raahi/contract/hotel-admin';
import type { Role } from '@raahi/contract/rules/access';
import type { CancellationPolicy } from '@raahi/contract/rules/cancellation';
import { listingBodyFor } from '@raahi/contract/rules/listing-fields';
import { valuesFrom } from '../../components/form-values.ts';
import type { ImageValue, Resolved } from '../../components/image-uploads.tsx';
import { emptyTranslations, type TranslationValues } from '../../components/translation-fields.tsx';

export const HOTEL_SECTIONS = [
  { key: 'roomDetailsAndAmenities', label: 'Rooms', heading: 'Room details and amenities' },
  { key: 'foodAndDining', label: 'Dining', heading: 'Food and dining' },
  { key: 'locationAndSurroundings', label: 'Location', heading: 'Location and surroundings' },
  { key: 'activitiesAndNearbyAttractions', label: 'Activities', heading: 'Activities and nearby attractions' },
] as const;
export type SectionKey = (typeof HOTEL_SECTIONS)[number]['key'];

type SectionValues = { title: string; description: string[]; img: ImageValue };

export type HotelFormValues = {
  name: string;
  location: string;
  distance: string;
  category: string;
  type: string;
  hotelPriceHighlight: string;
  price: number;
  taxes: number;
  star: number;
  rooms: number;
  address: string;
  phone: string;
  checkInTime: string;
  checkOutTime: string;
  cancellationPolicy: CancellationPolicy | null;
  featured: boolean;
  imageUrl: ImageValue;
  images: ImageValue[];
  inclusions: string[];
  amenities: string[];
  facilities: string[];
  hotelDetails: { description: string; priceDescription: string; priceLocation: string; price: string };
  translations: TranslationValues<'hotel'>;
} & Record<SectionKey, SectionValues>;

const emptySection = (): SectionValues => ({ title: '', description: [], img: '' });

export function emptyHotelValues(): HotelFormValues {
  return {
    name: '',
    location: '',
    distance: '',
    category: '',
    type: '',
    hotelPriceHighlight: '',
    price: NaN,
    taxes: NaN,
    star: NaN,
    rooms: 10,
    address: '',
    phone: '',
    checkInTime: '12:00',
    checkOutTime: '11:00',
    cancellationPolicy: null,
    featured: false,
    imageUrl: '',
    images: [],
    inclusions: [],
    amenities: [],
    facilities: [],
    hotelDetails: { description: '', priceDescription: 'per night', priceLocation: '', price: '' },
    roomDetailsAndAmenities: emptySection(),
    foodAndDining: emptySection(),
    locationAndSurroundings: emptySection(),
    activitiesAndNearbyAttractions: emptySection(),
    translations: emptyTranslations('hotel'),
  };
}

export const hotelToValues = (h: Hotel): HotelFormValues => valuesFrom(emptyHotelValues(), h);

/** The request body, without the fields this role may not set (featured: the admins'). */
export function hotelBody(v: Resolved<HotelFormValues>, role: Role | undefined): HotelInput {
  return listingBodyFor(role, v);
}
