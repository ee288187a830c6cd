import { z } from 'zod';
import { calendarDate, id, imagePath, listQuery, longText, rating, requiredText, rupees, shortText, textList } from './common.ts';

export const tourPlanCar = z.object({
  destination: shortText(200),
  checkout: shortText(100).optional(),
  type: shortText(100),
  model: shortText(100),
  facilities: shortText(300),
  image: imagePath.default(''),
});
export const tourPlanSightseeing = z.object({
  name: shortText(200),
  location: shortText(200),
  places: shortText(500),
  duration: shortText(100),
  placesCovered: z.number().int().min(0).max(1000).optional(),
  image: imagePath.default(''),
});
/** `timming` is spelt as the spec's clients send it. */
export const tourPlanHotel = z.object({
  timming: shortText(100),
  name: shortText(200),
  ratings: z.number().min(0).max(5).default(0),
  location: shortText(200),
  stayDate: shortText(40),
  image: imagePath.default(''),
});
export const tourPlanDay = z.object({
  day: z.number().int().min(1).max(366),
  description: longText(5000),
  car: z.array(tourPlanCar).max(20).default([]),
  sightseeing: z.array(tourPlanSightseeing).max(30).default([]),
  hotels: z.array(tourPlanHotel).max(20).default([]),
});
export type TourPlanDay = z.infer<typeof tourPlanDay>;

export const tour = z.object({
  _id: id,
  name: z.string(),
  type: z.string(),
  description: z.string(),
  image: z.string(),
  photos: z.array(z.string()),
  price: z.number(),
  rating: z.number(),
  ratings: z.number(),
  reviews: z.number(),
  location: z.string(),
  duration: z.string(),
  nights: z.number(),
  days: z.number(),
  inclusions: z.array(z.string()),
  tourPlan: z.array(tourPlanDay),
  availableFrom: z.string(),
  availableTill: z.string(),
  featured: z.boolean(),
  seatsPerDeparture: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Tour = z.infer<typeof tour>;

export const tourListQuery = listQuery.extend({
  type: shortText(60).optional(),
  /** the destination typed in the search panel: matches name or location */
  destination: shortText(100).optional(),
  maxPrice: z.coerce.number().min(0).max(10_000_000).optional(),
  date: calendarDate.optional(),
  sort: z.enum(['newest', 'price', '-price', 'rating']).optional(),
});
export type TourListQuery = z.infer<typeof tourListQuery>;

/** Body of POST /api/admin/tour and PUT /api/admin/tour/edit/{id}. */
export const tourInput = z
  .object({
    name: requiredText(200),
    type: requiredText(60),
    description: requiredText(20_000),
    image: imagePath.default(''),
    price: rupees,
    rating: rating,
    reviews: z.number().int().min(0).max(10_000_000),
    location: requiredText(200),
    duration: requiredText(100),
    nights: z.number().int().min(0).max(365).optional(),
    days: z.number().int().min(1).max(366).optional(),
    photos: z.array(imagePath).max(30).default([]),
    inclusions: textList(50, 300).default([]),
    tourPlan: z.array(tourPlanDay).max(60).default([]),
    availableFrom: z
      .string()
      .min(10)
      .max(40)
      .transform((v) => v.slice(0, 10))
      .pipe(calendarDate),
    availableTill: z
      .string()
      .min(10)
      .max(40)
      .transform((v) => v.slice(0, 10))
      .pipe(calendarDate),
    featured: z.boolean().default(false),
    seatsPerDeparture: z.number().int().min(1).max(10_000).optional(),
  })
  .refine((t) => t.availableTill >= t.availableFrom, { path: ['availableTill'], message: 'Must be on or after the start date.' });
export type TourInput = z.infer<typeof tourInput>;
