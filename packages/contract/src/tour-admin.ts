// The tour managers' package calls. Apart from the public catalogue (tours.ts), so that the visitors'
// pages, which all load the catalogue's rows, never carry the package form's schema.
import * as z from 'zod/mini';
import { cancellationPolicyInput } from './cancellation-policy.ts';
import { collectionRows } from './collection.ts';
import { dayInput, deleteResult, imagePath, lines, longText, rating, requiredText, rupees, shortText, wholeNumber } from './fields.ts';
import { childBandsProblem, DEFAULT_INFANT_BELOW_AGE, MAX_CHILD_AGE, MAX_CHILD_BANDS } from './rules/travellers.ts';
import { tour, tourListQuery } from './tours.ts';
import { translationsInput } from './translations.ts';

const childAge = wholeNumber(0, MAX_CHILD_AGE, { max: `A child is at most ${MAX_CHILD_AGE}.` });
const childPriceInput = z.object({ fromAge: childAge, toAge: childAge, price: rupees });

const planCarInput = z.object({
  destination: shortText(200),
  checkout: z.optional(shortText(100)),
  type: shortText(100),
  model: shortText(100),
  facilities: shortText(300),
  image: z._default(imagePath, ''),
});
const planSightseeingInput = z.object({
  name: shortText(200),
  location: shortText(200),
  places: shortText(500),
  duration: shortText(100),
  placesCovered: z.optional(wholeNumber(0, 1000)),
  image: z._default(imagePath, ''),
});
const planHotelInput = z.object({
  timming: shortText(100),
  name: shortText(200),
  ratings: z._default(rating, 0),
  location: shortText(200),
  stayDate: shortText(40),
  image: z._default(imagePath, ''),
});
/* @__NO_SIDE_EFFECTS__ */
const upTo = <T extends z.ZodMiniType>(item: T, max: number) => z._default(z.array(item).check(z.maxLength(max)), []);
const planDayInput = z.object({
  day: wholeNumber(1, 366),
  description: longText(5000),
  car: upTo(planCarInput, 20),
  sightseeing: upTo(planSightseeingInput, 30),
  hotels: upTo(planHotelInput, 20),
});

/** Body of POST /api/admin/tour and PUT /api/admin/tour/edit/{id}; the dates may be longer ISO strings (cut to the day). */
export const tourInput = z
  .object({
    name: requiredText(200),
    type: requiredText(60),
    description: requiredText(20_000),
    image: z._default(imagePath, ''),
    price: rupees,
    // older clients send the rating and review count: checked as before, then ignored (both come from reviews)
    rating: z.optional(rating),
    reviews: z.optional(wholeNumber(0, 10_000_000)),
    location: requiredText(200),
    duration: requiredText(100),
    nights: z.optional(wholeNumber(0, 365)),
    days: z.optional(wholeNumber(1, 366)),
    photos: upTo(imagePath, 30),
    inclusions: z._default(lines(50, 300), []),
    tourPlan: upTo(planDayInput, 60),
    availableFrom: dayInput,
    availableTill: dayInput,
    featured: z._default(z.boolean(), false),
    seatsPerDeparture: z.optional(wholeNumber(1, 10_000)),
    cancellationPolicy: cancellationPolicyInput('tour'),
    /** left out: kept as they are (a new package: none, infants below 2, no supplement) */
    childPrices: z.optional(z.array(childPriceInput).check(z.maxLength(MAX_CHILD_BANDS, `At most ${MAX_CHILD_BANDS} age bands.`))),
    infantBelowAge: z.optional(wholeNumber(0, MAX_CHILD_AGE + 1)),
    singleSupplement: z.optional(rupees),
    /** the name and description in Hindi; left out: kept */
    translations: translationsInput({ name: shortText(200), description: longText(20_000) }),
  })
  .check(
    z.refine((t) => t.availableTill >= t.availableFrom, { path: ['availableTill'], message: 'Must be on or after the start date.' }),
    z.superRefine((t, ctx) => {
      const problem = t.childPrices && childBandsProblem(t.childPrices, t.infantBelowAge ?? DEFAULT_INFANT_BELOW_AGE);
      if (problem) ctx.addIssue({ code: 'custom', path: ['childPrices', problem.index, 'fromAge'], message: problem.message, input: t });
    }),
  );
export type TourInput = z.infer<typeof tourInput>;

// Packages are the tour managers' (and admins').
const managedTours = collectionRows({ who: ['tour'] }, tour);

export const listAdminTours = managedTours.list(
  '/api/admin/tour/alltour',
  'The live catalogue for tour managers, with the public filters; archived packages are gone from it',
  tourListQuery,
);
export const createTour = managedTours.create('/api/admin/tour', 'Add a package (plan days are numbered from 1)', tourInput);
export const getAdminTour = managedTours.get('/api/admin/tour/edit/:id', 'One live package, for editing');
export const updateTour = managedTours.update('/api/admin/tour/edit/:id', 'Save a package (plan days are renumbered from 1)', tourInput);
export const deleteTour = managedTours.remove(
  '/api/admin/tour/alltour/:id',
  'Delete a package; one with bookings is archived instead',
  deleteResult,
);
