import type { CancellationPolicy } from '@raahi/contract/rules/cancellation';
import type { Tour } from '@raahi/contract/tours';
import type { ImageValue, Resolved } from '../../components/image-uploads.tsx';
import type { TourBody } from '../api/create-tour.ts';
import { valuesFrom } from '../../components/form-values.ts';
import { emptyTranslations, type TranslationValues } from '../../components/translation-fields.tsx';

export type CarValues = { destination: string; type: string; model: string; facilities: string; image: ImageValue };
export type SightValues = { name: string; location: string; places: string; duration: string; placesCovered: number; image: ImageValue };
export type StayValues = { timming: string; name: string; ratings: number; location: string; stayDate: string; image: ImageValue };
export type DayValues = { description: string; car: CarValues[]; sightseeing: SightValues[]; hotels: StayValues[] };

export type TourFormValues = {
  name: string;
  type: string;
  description: string;
  price: number;
  location: string;
  duration: string;
  availableFrom: string;
  availableTill: string;
  featured: boolean;
  image: ImageValue;
  photos: ImageValue[];
  inclusions: string[];
  tourPlan: DayValues[];
  cancellationPolicy: CancellationPolicy | null;
  childPrices: { fromAge: number; toAge: number; price: number }[];
  infantBelowAge: number;
  singleSupplement: number;
  translations: TranslationValues<'tour'>;
};

const emptyTourTranslations = () => emptyTranslations('tour');

export const emptyCar = (): CarValues => ({ destination: '', type: '', model: '', facilities: '', image: '' });
export const emptySight = (): SightValues => ({ name: '', location: '', places: '', duration: '', placesCovered: NaN, image: '' });
export const emptyStay = (): StayValues => ({ timming: '', name: '', ratings: NaN, location: '', stayDate: '', image: '' });
export const emptyDay = (): DayValues => ({ description: '', car: [], sightseeing: [], hotels: [] });

export const emptyTour = (): TourFormValues => ({
  name: '',
  type: '',
  description: '',
  price: NaN,
  location: '',
  duration: '',
  availableFrom: '',
  availableTill: '',
  featured: false,
  image: '',
  photos: [],
  inclusions: [],
  tourPlan: [emptyDay()],
  cancellationPolicy: null,
  childPrices: [],
  infantBelowAge: 2,
  singleSupplement: 0,
  translations: emptyTourTranslations(),
});

/** A stored package as form values; dates are trimmed to the day. */
export function tourToValues(t: Tour): TourFormValues {
  return {
    name: t.name,
    type: t.type,
    description: t.description,
    price: t.price,
    location: t.location,
    duration: t.duration,
    availableFrom: t.availableFrom.slice(0, 10),
    availableTill: t.availableTill.slice(0, 10),
    featured: t.featured,
    image: t.image,
    photos: [...t.photos],
    inclusions: [...t.inclusions],
    cancellationPolicy: t.cancellationPolicy,
    childPrices: t.childPrices.map((b) => ({ ...b })),
    infantBelowAge: t.infantBelowAge,
    singleSupplement: t.singleSupplement,
    translations: valuesFrom(emptyTourTranslations(), t.translations ?? {}),
    tourPlan: t.tourPlan.map((d) => ({
      description: d.description,
      car: d.car.map((c) => ({ destination: c.destination, type: c.type, model: c.model, facilities: c.facilities, image: c.image ?? '' })),
      sightseeing: d.sightseeing.map((s) => ({
        name: s.name,
        location: s.location,
        places: s.places,
        duration: s.duration,
        placesCovered: s.placesCovered ?? NaN,
        image: s.image ?? '',
      })),
      hotels: d.hotels.map((h) => ({
        timming: h.timming,
        name: h.name,
        ratings: h.ratings ?? NaN,
        location: h.location,
        stayDate: h.stayDate,
        image: h.image ?? '',
      })),
    })),
  };
}

const num = (n: number) => (Number.isFinite(n) ? n : undefined);

/** Form values (pictures already uploaded) as the request body; days are numbered from 1 in order. */
export function valuesToBody(v: Resolved<TourFormValues>): TourBody {
  return {
    name: v.name,
    type: v.type,
    description: v.description,
    image: v.image,
    price: v.price,
    location: v.location,
    duration: v.duration,
    availableFrom: v.availableFrom,
    availableTill: v.availableTill,
    featured: v.featured,
    photos: v.photos.filter(Boolean),
    inclusions: v.inclusions.map((s) => s.trim()).filter(Boolean),
    cancellationPolicy: v.cancellationPolicy,
    childPrices: v.childPrices,
    infantBelowAge: num(v.infantBelowAge) ?? 2,
    singleSupplement: num(v.singleSupplement) ?? 0,
    translations: v.translations,
    tourPlan: v.tourPlan.map((d, i) => ({
      day: i + 1,
      description: d.description,
      car: d.car,
      sightseeing: d.sightseeing.map((s) => ({ ...s, placesCovered: num(s.placesCovered) })),
      hotels: d.hotels.map((h) => ({ ...h, ratings: num(h.ratings) ?? 0 })),
    })),
  };
}
