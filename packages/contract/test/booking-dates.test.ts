// When a stay, a trip or a tour date may be booked: the review pages and the API read these rules.
import { describe, expect, it } from 'vitest';
import {
  firstTourDay,
  stayMovedTo,
  stayOf,
  stayProblem,
  tourDateProblem,
  tripMovedTo,
  tripOf,
  tripProblem,
} from '../src/rules/booking-dates.ts';

const today = '2026-06-10';

describe('hotel stays', () => {
  it('default to today → tomorrow, or end the day after check-in, or start the day before an early check-out', () => {
    expect(stayOf(undefined, undefined, today)).toEqual({ checkIn: today, checkOut: '2026-06-11', nights: 1 });
    expect(stayOf('2026-06-20', undefined, today)).toEqual({ checkIn: '2026-06-20', checkOut: '2026-06-21', nights: 1 });
    expect(stayOf(undefined, '2026-06-13', today)).toEqual({ checkIn: today, checkOut: '2026-06-13', nights: 3 });
    expect(stayOf(undefined, '2026-06-08', today)).toEqual({ checkIn: '2026-06-07', checkOut: '2026-06-08', nights: 1 });
  });

  it('refuse the past, empty and over-long stays, naming the field', () => {
    expect(stayProblem(stayOf('2026-06-10', '2026-06-11', today), today)).toBeNull();
    expect(stayProblem(stayOf('2026-06-09', '2026-06-11', today), today)).toEqual({
      field: 'checkInDate',
      message: 'Check-in cannot be in the past.',
      fieldMessage: 'Check-in cannot be in the past.',
    });
    expect(stayProblem(stayOf('2026-06-12', '2026-06-12', today), today)).toMatchObject({
      field: 'checkOutDate',
      message: 'Check-out must be after check-in.',
    });
    expect(stayProblem(stayOf('2026-06-12', '2026-07-12', today), today)).toBeNull();
    expect(stayProblem(stayOf('2026-06-12', '2026-07-13', today), today)).toEqual({
      field: 'checkOutDate',
      message: 'A stay can be at most 30 nights.',
      fieldMessage: 'At most 30 nights.',
    });
  });

  it('move keeping their length', () => {
    expect(stayMovedTo(stayOf('2026-06-12', '2026-06-15', today), '2026-07-01')).toEqual({
      checkIn: '2026-07-01',
      checkOut: '2026-07-04',
      nights: 3,
    });
  });
});

describe('cab trips', () => {
  const now = new Date('2026-06-10T00:00:00Z');
  it('last 8 hours unless a drop-off is given', () => {
    expect(tripOf(new Date('2026-06-10T06:00:00Z')).dropoff.toISOString()).toBe('2026-06-10T14:00:00.000Z');
    expect(tripOf(new Date('2026-06-10T06:00:00Z'), new Date('2026-06-10T07:00:00Z')).dropoff.toISOString()).toBe(
      '2026-06-10T07:00:00.000Z',
    );
  });

  it('start in the future, end after they start, last at most 14 days', () => {
    const at = (s: string) => new Date(s);
    expect(tripProblem(tripOf(at('2026-06-10T00:01:00Z')), now)).toBeNull();
    expect(tripProblem(tripOf(at('2026-06-09T23:59:00Z')), now)).toMatchObject({
      field: 'pickupTime',
      message: 'The pickup time must be in the future.',
    });
    expect(tripProblem(tripOf(at('2026-06-11T10:00:00Z'), at('2026-06-11T10:00:00Z')), now)).toEqual({
      field: 'dropofftime',
      message: 'The drop-off time must be after the pickup time.',
      fieldMessage: 'Must be after the pickup time.',
    });
    expect(tripProblem(tripOf(at('2026-06-11T10:00:00Z'), at('2026-06-25T10:00:00Z')), now)).toBeNull();
    expect(tripProblem(tripOf(at('2026-06-11T10:00:00Z'), at('2026-06-25T10:01:00Z')), now)).toMatchObject({
      message: 'A trip can last at most 14 days.',
      fieldMessage: 'At most 14 days after pickup.',
    });
  });

  it('move keeping their length', () => {
    const moved = tripMovedTo(tripOf(new Date('2026-06-11T10:00:00Z'), new Date('2026-06-11T15:00:00Z')), new Date('2026-06-12T08:00:00Z'));
    expect(moved.dropoff.toISOString()).toBe('2026-06-12T13:00:00.000Z');
  });
});

describe('tour dates', () => {
  const tour = { availableFrom: '2026-06-01', availableTill: '2026-06-30' };
  it('are today or later and inside the package window', () => {
    expect(tourDateProblem(tour, today, today)).toBeNull();
    expect(tourDateProblem(tour, '2026-06-09', today)).toMatchObject({
      field: 'bookingDate',
      message: 'The tour date cannot be in the past.',
    });
    expect(tourDateProblem(tour, '2026-07-01', today)).toMatchObject({ message: 'This tour runs from 2026-06-01 to 2026-06-30.' });
    expect(firstTourDay(tour, today)).toBe(today);
    expect(firstTourDay({ availableFrom: '2026-06-20', availableTill: '2026-06-30' }, today)).toBe('2026-06-20');
  });
});
