// Demo cab fleets based in several cities, each car with a fare card for every kind of trip
// (rules/cab-fares.ts), so a search for a trip between the demo's routes lists and prices real cars.
// Added a day before the other demo cabs: the plain cab list still opens with those.
import type { FareCard } from '@raahi/contract/rules/cab-fares';
import { placeById } from '../../modules/places/index.ts';
import { toPaise } from '../../lib/money.ts';
import type { Db } from '../client.ts';
import { cabs } from '../schema.ts';
import type { Pictures } from './pictures.ts';

type Kind = 'Hatchback' | 'Sedan' | 'SUV';
const CARS: Record<Kind, { models: string[]; fuel: string; seats: number; scene: 'car-hatchback' | 'car-sedan' | 'car-suv' }> = {
  Hatchback: { models: ['Maruti Suzuki WagonR', 'Tata Tiago'], fuel: 'CNG', seats: 4, scene: 'car-hatchback' },
  Sedan: { models: ['Maruti Suzuki Dzire', 'Honda Amaze', 'Toyota Etios'], fuel: 'CNG', seats: 4, scene: 'car-sedan' },
  SUV: { models: ['Toyota Innova Crysta', 'Maruti Suzuki Ertiga', 'Mahindra Scorpio-N'], fuel: 'Diesel', seats: 7, scene: 'car-suv' },
};

/** Going rates by body type (rupees), as outstation operators list them. */
const CARDS: Record<Kind, FareCard> = {
  Hatchback: {
    oneWay: { perKm: 11 },
    round: { perKm: 9, minKmPerDay: 250, driverAllowancePerDay: 250 },
    airport: { fare: 900 },
    local: [
      { package: '4h40km', hours: 4, km: 40, fare: 1000, extraKm: 11, extraHour: 120 },
      { package: '8h80km', hours: 8, km: 80, fare: 1800, extraKm: 11, extraHour: 120 },
    ],
    nightCharge: 250,
    tolls: { paidBy: 'traveller' },
    permit: 300,
  },
  Sedan: {
    oneWay: { perKm: 13 },
    round: { perKm: 11, minKmPerDay: 250, driverAllowancePerDay: 300 },
    airport: { fare: 1200 },
    local: [
      { package: '4h40km', hours: 4, km: 40, fare: 1300, extraKm: 13, extraHour: 150 },
      { package: '8h80km', hours: 8, km: 80, fare: 2300, extraKm: 13, extraHour: 150 },
    ],
    nightCharge: 300,
    tolls: { paidBy: 'estimate', perKm: 1.5 },
    permit: 400,
  },
  SUV: {
    oneWay: { perKm: 18 },
    round: { perKm: 15, minKmPerDay: 300, driverAllowancePerDay: 350 },
    airport: { fare: 1800 },
    local: [
      { package: '4h40km', hours: 4, km: 40, fare: 1800, extraKm: 18, extraHour: 200 },
      { package: '8h80km', hours: 8, km: 80, fare: 3200, extraKm: 18, extraHour: 200 },
    ],
    nightCharge: 400,
    tolls: { paidBy: 'estimate', perKm: 1.5 },
    permit: 600,
  },
};

/** Where the fleets are based, and how far beyond the city each takes pickups. */
const BASES: [city: string, radiusKm: number][] = [
  ['delhi', 40],
  ['jaipur', 0],
  ['mumbai', 30],
  ['pune', 0],
  ['bengaluru', 30],
  ['chennai', 0],
  ['hyderabad', 0],
  ['kolkata', 0],
  ['panaji', 30],
  ['ahmedabad', 0],
];
const KINDS: Kind[] = ['Sedan', 'SUV', 'Hatchback'];

/** `ownerOf`: the id of the demo fleet owner of a base city. */
export async function seedCabFleets(db: Db, pictures: Pictures, ownerOf: (city: string) => string | null) {
  const dayBefore = new Date(Date.now() - 86_400_000);
  const rows = await Promise.all(
    BASES.flatMap(([city, radius], b) =>
      KINDS.map(async (kind, k) => {
        const place = placeById(city)!;
        const car = CARS[kind];
        const card = CARDS[kind];
        const model = car.models[(b + k) % car.models.length]!;
        // the flat fare the spec's list shows: a 250 km one-way day
        const flat = card.oneWay.perKm * 250;
        return {
          imageUrl: await pictures.get(car.scene, 700 + b * 3 + k),
          model,
          type: kind,
          seats: car.seats,
          kmsIncluded: 250,
          extraKmFare: toPaise(card.oneWay.perKm),
          fuelType: car.fuel,
          originalPrice: toPaise(flat),
          discountedPrice: toPaise(flat),
          taxes: 5,
          travelType: 'Outstation',
          rating: 4 + ((b + k) % 9) / 10,
          reviewCount: 2 + ((b + k) % 4),
          inclusions: ['Driver allowance', 'Fuel charges', 'Sanitised car and a verified driver'],
          exclusions: ['Parking charges'],
          fareCard: card,
          baseCity: place.id,
          baseLat: place.lat,
          baseLng: place.lng,
          serviceRadiusKm: radius,
          ownerId: ownerOf(city),
          createdAt: new Date(dayBefore.getTime() + b * 3 + k),
        };
      }),
    ),
  );
  return db.insert(cabs).values(rows).returning({ id: cabs.id, baseCity: cabs.baseCity });
}
