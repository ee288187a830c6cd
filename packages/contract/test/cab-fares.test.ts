import { describe, expect, it } from 'vitest';
import { tripFare, tripFareProblem, touchesNight, type FareCard, type TripAsked } from '../src/rules/cab-fares.ts';
import { instantOfIndianTime } from '../src/rules/dates.ts';
import { priceCabTrip, priceLines } from '../src/rules/pricing.ts';

const card: FareCard = {
  oneWay: { perKm: 14 },
  round: { perKm: 11, minKmPerDay: 250, driverAllowancePerDay: 300 },
  airport: { fare: 1200 },
  local: [
    { package: '4h40km', hours: 4, km: 40, fare: 1200, extraKm: 14, extraHour: 150 },
    { package: '8h80km', hours: 8, km: 80, fare: 2200, extraKm: 13, extraHour: 140 },
  ],
  nightCharge: 300,
  tolls: { paidBy: 'estimate', perKm: 1.5 },
  permit: 500,
};
const at = (local: string) => instantOfIndianTime(local);
const trip = (t: Partial<TripAsked> & Pick<TripAsked, 'kind'>): TripAsked => ({
  distanceKm: 280,
  pickup: at('2026-12-10T08:00'),
  interstate: false,
  ...t,
});
const rupees = (paise: number) => paise / 100;

describe('one way', () => {
  it('is km × the one-way rate, tolls apart, GST on the fare only', () => {
    const f = tripFare(card, trip({ kind: 'oneway', interstate: true }));
    expect(f.fareLines).toEqual([{ label: '280 km × ₹14/km', amount: 392_000 }]);
    expect(f.passThroughLines).toEqual([
      { label: 'Tolls (estimate)', amount: 42_000 },
      { label: 'State permit (estimate)', amount: 50_000 },
    ]);
    const b = priceCabTrip({ fare: f });
    // 3,920 fare + 5 % GST 196 + tolls 420 + permit 500
    expect(rupees(b.base)).toBe(3920);
    expect(rupees(b.taxes)).toBe(196);
    expect(rupees(b.passThrough)).toBe(920);
    expect(rupees(b.total)).toBe(5036);
    expect(priceLines(b).map((l) => [l.label, rupees(l.amount)])).toEqual([
      ['Base price', 3920],
      ['GST (5%)', 196],
      ['Tolls and permits (estimate, no GST)', 920],
    ]);
    expect(f.includedKm).toBe(280);
    expect(f.extraPerKm).toBe(14);
  });

  it('takes the car until it is back: there and back at 50 km/h', () => {
    const f = tripFare(card, trip({ kind: 'oneway' }));
    expect(f.durationMinutes).toBe(336);
    expect(f.estimatedReturn).toEqual(at('2026-12-10T19:12'));
  });

  it('traveller-paid tolls are no line', () => {
    const f = tripFare({ ...card, tolls: { paidBy: 'traveller' } }, trip({ kind: 'oneway' }));
    expect(f.passThroughLines).toEqual([]);
    expect(f.tollsPaidByTraveller).toBe(true);
  });
});

describe('night charges at the boundaries', () => {
  it('a pickup at 22:00 is at night; driving that ends at 22:00 is not', () => {
    expect(touchesNight(at('2026-12-10T22:00'), at('2026-12-10T23:00'))).toBe(true);
    expect(touchesNight(at('2026-12-10T20:00'), at('2026-12-10T22:00'))).toBe(false);
    expect(touchesNight(at('2026-12-10T21:59'), at('2026-12-10T22:01'))).toBe(true);
  });
  it('a pickup at 06:00 is not at night; one at 05:59 is', () => {
    expect(touchesNight(at('2026-12-10T06:00'), at('2026-12-10T09:00'))).toBe(false);
    expect(touchesNight(at('2026-12-10T05:59'), at('2026-12-10T09:00'))).toBe(true);
  });
  it('a one-way trip driven into the night pays one night charge', () => {
    // 280 km = 336 minutes: from 16:24 it arrives at 22:00 (no charge), from 16:25 at 22:01 (charged)
    const early = tripFare(card, trip({ kind: 'oneway', pickup: at('2026-12-10T16:24') }));
    const late = tripFare(card, trip({ kind: 'oneway', pickup: at('2026-12-10T16:25') }));
    expect(early.fareLines.map((l) => l.label)).toEqual(['280 km × ₹14/km']);
    expect(late.fareLines).toContainEqual({ label: 'Night charge', amount: 30_000 });
    expect(rupees(late.fare)).toBe(3920 + 300);
  });
});

describe('round trip', () => {
  it('bills the minimum km a day on a short trip, the driver a day and a night charge a night away', () => {
    const f = tripFare(card, trip({ kind: 'round', distanceKm: 150, returnDate: '2026-12-12' }));
    // 3 days: 2 × 150 = 300 km driven < 3 × 250 = 750 km billed
    expect(f.fareLines).toEqual([
      { label: '750 km (at least 250 km a day × 3 days) × ₹11/km', amount: 825_000 },
      { label: 'Driver allowance: 3 days × ₹300', amount: 90_000 },
      { label: 'Night charge: 2 nights × ₹300', amount: 60_000 },
    ]);
    expect(f.passThroughLines).toEqual([{ label: 'Tolls (estimate)', amount: 45_000 }]);
    expect(f.includedKm).toBe(750);
    expect(f.extraPerKm).toBe(11);
    expect(f.estimatedReturn).toEqual(at('2026-12-13T00:00'));
    const b = priceCabTrip({ fare: f });
    // 8,250 + 900 + 600 = 9,750; GST 487.50; tolls 450
    expect(rupees(b.total)).toBe(9750 + 487.5 + 450);
  });

  it('bills the km driven when they pass the minimum; a same-day return has no night', () => {
    const f = tripFare(card, trip({ kind: 'round', distanceKm: 280, returnDate: '2026-12-10' }));
    expect(f.fareLines).toEqual([
      { label: '560 km × ₹11/km', amount: 616_000 },
      { label: 'Driver allowance: 1 day × ₹300', amount: 30_000 },
    ]);
  });

  it('needs a return day not before the pickup', () => {
    expect(tripFareProblem(card, trip({ kind: 'round' }))?.field).toBe('returnDate');
    expect(tripFareProblem(card, trip({ kind: 'round', returnDate: '2026-12-09' }))?.field).toBe('returnDate');
  });
});

describe('airport transfer', () => {
  it('is the flat fare, with a night charge for a 05:00 pickup', () => {
    const day = tripFare(card, trip({ kind: 'airport', distanceKm: 20 }));
    expect(day.fareLines).toEqual([{ label: 'Airport transfer, flat fare', amount: 120_000 }]);
    expect(rupees(priceCabTrip({ fare: day }).total)).toBe(1200 + 60 + 30);
    const dawn = tripFare(card, trip({ kind: 'airport', distanceKm: 20, pickup: at('2026-12-10T05:00') }));
    expect(rupees(dawn.fare)).toBe(1500);
  });
});

describe('local package', () => {
  it('is the package fare, showing the extra km and hour rates settled after the trip', () => {
    const f = tripFare(card, trip({ kind: 'local', package: '8h80km' }));
    expect(f.fareLines).toEqual([{ label: 'Package 8h80km: 8 hours, 80 km', amount: 220_000 }]);
    expect(f.passThroughLines).toEqual([]);
    expect([f.includedKm, f.extraPerKm, f.includedHours, f.extraPerHour]).toEqual([80, 13, 8, 140]);
    expect(f.estimatedReturn).toEqual(at('2026-12-10T16:00'));
    expect(rupees(priceCabTrip({ fare: f }).total)).toBe(2310);
    // 95 km and 9½ hours driven: what the card's rates settle afterwards
    expect(15 * f.extraPerKm + 2 * f.extraPerHour!).toBe(475);
  });
  it('needs a package the car has', () => {
    expect(tripFareProblem(card, trip({ kind: 'local' }))?.field).toBe('package');
    expect(tripFareProblem(card, trip({ kind: 'local', package: '12h120km' }))?.message).toBe('This cab has no 12h120km package.');
  });
});

it('paying in part takes the advance share of the whole total now', () => {
  const b = priceCabTrip({ fare: tripFare(card, trip({ kind: 'oneway' })), paymentChoice: 'half', advancePercent: 20 });
  expect(rupees(b.total)).toBe(3920 + 196 + 420);
  expect(rupees(b.payNow)).toBe(907.2);
  expect(b.payNow + b.payLater).toBe(b.total);
});
