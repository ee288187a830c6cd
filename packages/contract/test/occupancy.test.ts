// Guests by age (issue 29): the wire's `occupancy`, the specs' guests spread over rooms, a hotel's age rules
// and whether a room type fits a room's guests, each at its boundaries.
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ageRulesInput, occupancyQuery, roomGuests } from '../src/occupancy.ts';
import {
  ageKind,
  countGuests,
  DEFAULT_AGE_RULES,
  fitReasonWords,
  fitRefusal,
  formatOccupancy,
  parseOccupancy,
  parseRoomGuests,
  spreadGuests,
  type AgeRules,
} from '../src/rules/occupancy.ts';

describe('the wire: occupancy=2:5,9, once per room', () => {
  it('reads adults, and the children’s ages after a colon', () => {
    expect(parseRoomGuests('2')).toEqual({ ok: true, value: { adults: 2, childAges: [] } });
    expect(parseRoomGuests('2:5,9')).toEqual({ ok: true, value: { adults: 2, childAges: [5, 9] } });
    expect(parseRoomGuests('1:0')).toEqual({ ok: true, value: { adults: 1, childAges: [0] } });
    expect(parseRoomGuests('2:')).toEqual({ ok: true, value: { adults: 2, childAges: [] } });
    expect(parseRoomGuests('1:17')).toMatchObject({ ok: true });
  });

  it('refuses what is not a room: no adult, an age of 18, more than 8 guests, junk', () => {
    expect(parseRoomGuests('0')).toEqual({ ok: false, error: 'At least 1 adult in each room.' });
    expect(parseRoomGuests('0:5')).toMatchObject({ ok: false });
    expect(parseRoomGuests('2:18')).toMatchObject({ ok: false, error: expect.stringMatching(/0 to 17/) });
    expect(parseRoomGuests('8')).toMatchObject({ ok: true });
    expect(parseRoomGuests('9')).toEqual({ ok: false, error: 'At most 8 guests in a room.' });
    expect(parseRoomGuests('2:1,2,3,4,5,6')).toMatchObject({ ok: true });
    expect(parseRoomGuests('2:1,2,3,4,5,6,7')).toEqual({ ok: false, error: 'At most 8 guests in a room.' });
    for (const junk of ['', 'two', '2:5,', '2;5', '-1', '2:5,,9', '2.5', '2:5:9']) expect(parseRoomGuests(junk).ok, junk).toBe(false);
  });

  it('nothing given is one room of two adults; up to 6 rooms', () => {
    expect(parseOccupancy(undefined)).toEqual({ ok: true, value: [{ adults: 2, childAges: [] }] });
    expect(parseOccupancy('3')).toEqual({ ok: true, value: [{ adults: 3, childAges: [] }] });
    expect(parseOccupancy(Array(6).fill('1'))).toMatchObject({ ok: true });
    expect(parseOccupancy(Array(7).fill('1'))).toEqual({ ok: false, error: 'At most 6 rooms.' });
  });

  it('formats what it parses', () => {
    const rooms = [
      { adults: 2, childAges: [5, 9] },
      { adults: 1, childAges: [] },
    ];
    expect(formatOccupancy(rooms)).toEqual(['2:5,9', '1']);
    expect(parseOccupancy(formatOccupancy(rooms))).toEqual({ ok: true, value: rooms });
  });

  it('the query schema takes one value or many and answers the field’s reason', () => {
    const q = z.object({ occupancy: occupancyQuery });
    expect(z.parse(q, {})).toEqual({});
    expect(z.parse(q, { occupancy: '2:5' })).toEqual({ occupancy: [{ adults: 2, childAges: [5] }] });
    expect(z.parse(q, { occupancy: ['2', '1:3'] }).occupancy).toHaveLength(2);
    const bad = z.safeParse(q, { occupancy: ['2', '2:18'] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['occupancy'], message: expect.stringMatching(/0 to 17/) });
  });

  it('a body’s room: adults 1–8, ages 0–17, 8 guests at most', () => {
    expect(z.parse(roomGuests, { adults: 2 })).toEqual({ adults: 2, childAges: [] });
    expect(z.safeParse(roomGuests, { adults: 0 }).success).toBe(false);
    expect(z.safeParse(roomGuests, { adults: 2, childAges: [17] }).success).toBe(true);
    expect(z.safeParse(roomGuests, { adults: 2, childAges: [18] }).success).toBe(false);
    expect(z.safeParse(roomGuests, { adults: 2, childAges: [-1] }).success).toBe(false);
    expect(z.safeParse(roomGuests, { adults: 2, childAges: [1.5] }).success).toBe(false);
    expect(z.safeParse(roomGuests, { adults: 4, childAges: [1, 2, 3, 4] }).success).toBe(true);
    expect(z.safeParse(roomGuests, { adults: 4, childAges: [1, 2, 3, 4, 5] }).success).toBe(false);
  });
});

describe("the specs' guests and roomCount", () => {
  it('spreads the guests as evenly as the rooms allow, all adults, the first rooms taking one more', () => {
    expect(spreadGuests(2)).toEqual([{ adults: 2, childAges: [] }]);
    expect(spreadGuests(3)).toEqual([
      { adults: 2, childAges: [] },
      { adults: 1, childAges: [] },
    ]);
    expect(spreadGuests(5, 2).map((r) => r.adults)).toEqual([3, 2]);
    expect(spreadGuests(6, 3).map((r) => r.adults)).toEqual([2, 2, 2]);
    expect(spreadGuests(4, 1).map((r) => r.adults)).toEqual([4]);
    // more rooms than guests: every room has an adult
    expect(spreadGuests(1, 2).map((r) => r.adults)).toEqual([1, 1]);
    expect(spreadGuests(7, undefined, 3).map((r) => r.adults)).toEqual([3, 2, 2]);
  });
});

const bands: AgeRules = {
  infantBelowAge: 2,
  adultFromAge: 12,
  childAgeBands: [
    { fromAge: 2, toAge: 5 },
    { fromAge: 6, toAge: 11 },
  ],
};

describe("a hotel's age rules", () => {
  it('by default: below 2 an infant, 2 to 11 a child, from 12 an adult', () => {
    expect(ageKind(0, DEFAULT_AGE_RULES)).toEqual({ kind: 'infant' });
    expect(ageKind(1, DEFAULT_AGE_RULES)).toEqual({ kind: 'infant' });
    expect(ageKind(2, DEFAULT_AGE_RULES)).toEqual({ kind: 'child', band: 0 });
    expect(ageKind(11, DEFAULT_AGE_RULES)).toEqual({ kind: 'child', band: 0 });
    expect(ageKind(12, DEFAULT_AGE_RULES)).toEqual({ kind: 'adult' });
  });

  it('a child of exactly a band’s upper age is in that band; one year more, the next', () => {
    expect(ageKind(5, bands)).toEqual({ kind: 'child', band: 0 });
    expect(ageKind(6, bands)).toEqual({ kind: 'child', band: 1 });
    expect(ageKind(11, bands)).toEqual({ kind: 'child', band: 1 });
    expect(countGuests({ adults: 2, childAges: [1, 5, 6, 12] }, bands)).toEqual({ adults: 3, children: 2, infants: 1, childBands: [0, 1] });
  });

  it('bands cover every child’s age in order, at most three; infants below adults', () => {
    const parse = (r: object) => z.safeParse(ageRulesInput, r);
    expect(parse({}).data).toEqual(DEFAULT_AGE_RULES);
    expect(parse(bands).success).toBe(true);
    expect(parse({ ...bands, childAgeBands: [{ fromAge: 2, toAge: 5 }] }).error?.issues[0]).toMatchObject({
      path: ['childAgeBands', 0, 'toAge'],
      message: 'End at 11: from 12, an adult.',
    });
    expect(
      parse({
        ...bands,
        childAgeBands: [
          { fromAge: 2, toAge: 5 },
          { fromAge: 7, toAge: 11 },
        ],
      }).error?.issues[0],
    ).toMatchObject({ path: ['childAgeBands', 1, 'fromAge'] });
    expect(parse({ infantBelowAge: 5, adultFromAge: 5 }).success).toBe(false);
    expect(
      parse({
        infantBelowAge: 0,
        adultFromAge: 18,
        childAgeBands: [
          { fromAge: 0, toAge: 5 },
          { fromAge: 6, toAge: 11 },
          { fromAge: 12, toAge: 17 },
        ],
      }).success,
    ).toBe(true);
    const four = [0, 1, 2, 3].map((i) => ({ fromAge: 2 + i * 2, toAge: 3 + i * 2 }));
    expect(parse({ infantBelowAge: 2, adultFromAge: 10, childAgeBands: four }).success).toBe(false);
  });
});

describe('a room type fits a room’s guests', () => {
  const room = { maxAdults: 2, maxChildren: 1, maxOccupancy: 3 };
  it('adults ≤ maxAdults, children ≤ maxChildren, all but infants ≤ maxOccupancy', () => {
    expect(fitRefusal(room, { adults: 2, childAges: [] })).toBeNull();
    expect(fitRefusal(room, { adults: 3, childAges: [] })).toEqual({ rule: 'adults', limit: 2 });
    expect(fitRefusal(room, { adults: 2, childAges: [5] })).toBeNull();
    expect(fitRefusal(room, { adults: 1, childAges: [5, 9] })).toEqual({ rule: 'children', limit: 1 });
    expect(fitRefusal({ maxAdults: 3, maxChildren: 2, maxOccupancy: 3 }, { adults: 2, childAges: [5, 9] })).toEqual({
      rule: 'guests',
      limit: 3,
    });
  });

  it('an infant takes no place; a child from the adult age counts as an adult', () => {
    expect(fitRefusal(room, { adults: 2, childAges: [5, 1] })).toBeNull();
    expect(fitRefusal(room, { adults: 2, childAges: [0, 1, 1] })).toBeNull();
    expect(fitRefusal(room, { adults: 2, childAges: [2, 1] })).toBeNull();
    expect(fitRefusal(room, { adults: 2, childAges: [12] })).toEqual({ rule: 'adults', limit: 2 });
    expect(fitRefusal(room, { adults: 2, childAges: [11] })).toBeNull();
    // the hotel's own ages: from 10 an adult here
    expect(fitRefusal(room, { adults: 2, childAges: [10] }, { infantBelowAge: 3, adultFromAge: 10, childAgeBands: [] })).toEqual({
      rule: 'adults',
      limit: 2,
    });
    expect(fitRefusal(room, { adults: 2, childAges: [2, 2] }, { infantBelowAge: 3, adultFromAge: 10, childAgeBands: [] })).toBeNull();
  });

  it('says why in a guest’s words', () => {
    expect(fitReasonWords({ rule: 'adults', limit: 2 })).toBe('Fits at most 2 adults');
    expect(fitReasonWords({ rule: 'children', limit: 1 })).toBe('Fits at most 1 child');
    expect(fitReasonWords({ rule: 'children', limit: 0 })).toBe('Takes no children');
    expect(fitReasonWords({ rule: 'guests', limit: 3 })).toBe('Fits at most 3 guests');
  });
});
