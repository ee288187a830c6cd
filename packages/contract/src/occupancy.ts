// The guests of a stay on the wire: the search's `occupancy` (once per room: `2`, `2:5,9`), a booking's
// `rooms: [{ adults, childAges, … }]`, and a hotel's age rules. The rules themselves are in rules/occupancy.ts
// (docs/decisions/0064-guests-by-age-and-rooms-by-occupancy.md).
import * as z from 'zod/mini';
import { wholeNumber } from './fields.ts';
import {
  ageRulesProblem,
  DEFAULT_ADULT_FROM_AGE,
  DEFAULT_INFANT_BELOW_AGE,
  MAX_CHILD_AGE,
  MAX_CHILD_AGE_BANDS,
  MAX_GUESTS_PER_ROOM,
  MAX_ROOMS,
  parseOccupancy,
  type Occupancy,
} from './rules/occupancy.ts';

const CHILD_AGE = `A child's age is 0 to ${MAX_CHILD_AGE}.`;
export const childAge = wholeNumber(0, MAX_CHILD_AGE, { min: CHILD_AGE, max: CHILD_AGE });

/** `occupancy` of a query, repeated once per room (`occupancy=2&occupancy=2:5,9`); left out: undefined. */
export const occupancyQuery = z.optional(
  z.pipe(
    z.union([z.string(), z.array(z.string())]),
    z.transform((v: string | string[], ctx): Occupancy => {
      const parsed = parseOccupancy(v);
      if (parsed.ok) return parsed.value;
      ctx.issues.push({ code: 'custom', message: parsed.error, input: v });
      return z.NEVER;
    }),
  ),
);

/** One room's guests as a body names them. */
export const roomGuests = z
  .object({
    adults: wholeNumber(1, MAX_GUESTS_PER_ROOM, {
      min: 'At least 1 adult in each room.',
      max: `At most ${MAX_GUESTS_PER_ROOM} guests in a room.`,
    }),
    /** each child's age at check-in */
    childAges: z._default(
      z.array(childAge).check(z.maxLength(MAX_GUESTS_PER_ROOM - 1, `At most ${MAX_GUESTS_PER_ROOM} guests in a room.`)),
      [],
    ),
  })
  .check(
    z.refine((r) => r.adults + r.childAges.length <= MAX_GUESTS_PER_ROOM, {
      path: ['childAges'],
      message: `At most ${MAX_GUESTS_PER_ROOM} guests in a room.`,
    }),
  );

/** A list of rooms in a body (1 to 6). */
export const roomsOf = <T extends z.ZodMiniType>(room: T) =>
  z.array(room).check(z.minLength(1, 'At least 1 room.'), z.maxLength(MAX_ROOMS, `At most ${MAX_ROOMS} rooms.`));

/** A room's guests in an answer. */
export const roomGuestsAnswer = z.object({ adults: z.number(), childAges: z.array(z.number()) });

const age = (min: number, max: number) =>
  wholeNumber(min, max, { min: `Use an age from ${min} to ${max}.`, max: `Use an age from ${min} to ${max}.` });
export const ageBand = z.object({ fromAge: age(0, MAX_CHILD_AGE), toAge: age(0, MAX_CHILD_AGE) });

/** A hotel's age rules as its owner sets them: each left out keeps its default. */
export const ageRulesInput = z
  .object({
    infantBelowAge: z._default(age(0, MAX_CHILD_AGE), DEFAULT_INFANT_BELOW_AGE),
    adultFromAge: z._default(age(1, MAX_CHILD_AGE + 1), DEFAULT_ADULT_FROM_AGE),
    childAgeBands: z._default(z.array(ageBand).check(z.maxLength(MAX_CHILD_AGE_BANDS, `At most ${MAX_CHILD_AGE_BANDS} age bands.`)), []),
  })
  .check(
    z.superRefine((r, ctx) => {
      const problem = ageRulesProblem(r);
      if (problem)
        ctx.addIssue({
          code: 'custom',
          path: problem.path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
          message: problem.message,
          input: r,
        });
    }),
  );

export const ageRules = z.object({
  infantBelowAge: z.number(),
  adultFromAge: z.number(),
  childAgeBands: z.array(z.object({ fromAge: z.number(), toAge: z.number() })),
});
