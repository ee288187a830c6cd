// Demo outstation cabs: the common Indian taxi models with their real body type, fuel and seats;
// fares, kilometres and policies follow from the body type.
import { demoOwnership, type DemoOwnership } from './demo-ownership.ts';
import { toPaise } from '../../lib/money.ts';
import type { Db } from '../client.ts';
import { cabs } from '../schema.ts';
import type { Pictures } from './pictures.ts';
import { rng } from './random.ts';
import type { SceneKind } from './scenes.ts';

type CabType = 'SUV' | 'Sedan' | 'Hatchback';
type Fuel = 'CNG' | 'Petrol' | 'Diesel';

const MODELS: [model: string, type: CabType, fuel: Fuel, seats: number][] = [
  ['Toyota Innova Crysta', 'SUV', 'Diesel', 7],
  ['Maruti Suzuki Swift', 'Hatchback', 'Petrol', 4],
  ['Maruti Suzuki Dzire', 'Sedan', 'CNG', 4],
  ['Mahindra Scorpio-N', 'SUV', 'Diesel', 7],
  ['Maruti Suzuki WagonR', 'Hatchback', 'CNG', 4],
  ['Honda Amaze', 'Sedan', 'Petrol', 4],
  ['Maruti Suzuki Ertiga', 'SUV', 'CNG', 6],
  ['Tata Tiago', 'Hatchback', 'CNG', 4],
  ['Toyota Etios', 'Sedan', 'Diesel', 4],
  ['Kia Carens', 'SUV', 'Petrol', 6],
  ['Hyundai Aura', 'Sedan', 'CNG', 4],
  ['Maruti Suzuki Brezza', 'SUV', 'Petrol', 5],
  ['Honda City', 'Sedan', 'Petrol', 4],
  ['Hyundai i20', 'Hatchback', 'Petrol', 4],
  ['Mahindra XUV700', 'SUV', 'Diesel', 7],
];

/** per-trip fare in rupees (before the discount), km per trip and extra km fare by body type */
const FARES: Record<CabType, { fare: [number, number]; kms: number[]; extraKm: [number, number] }> = {
  Hatchback: { fare: [2_200, 3_200], kms: [250, 300], extraKm: [10, 12] },
  Sedan: { fare: [2_800, 4_200], kms: [250, 300, 350], extraKm: [12, 14] },
  SUV: { fare: [4_200, 7_500], kms: [300, 350, 400], extraKm: [16, 22] },
};
const CAR_SCENE: Record<CabType, SceneKind> = { SUV: 'car-suv', Sedan: 'car-sedan', Hatchback: 'car-hatchback' };
const TRAVEL_TYPES = ['Outstation', 'Outstation', 'One Way', 'Round Trip', 'Airport Transfer'];
const CANCELLATION = [
  'Free cancellation up to 24 hours before pickup',
  'Free cancellation up to 6 hours before pickup',
  '50% refund if cancelled within 24 hours of pickup',
];

export type SeededCab = { id: string; model: string; imageUrl: string; featured: boolean };

/** The demo cab owner's fleet: the first cab (the journeys' one), two more, and one waiting for review (decision 0054). */
const DEMO_FLEET: Record<string, DemoOwnership> = {
  'Toyota Innova Crysta': 'first',
  'Maruti Suzuki Ertiga': 'later',
  'Kia Carens': 'later',
  'Hyundai Aura': 'under review',
};

export async function seedCabs(db: Db, pictures: Pictures, ownerId: string): Promise<SeededCab[]> {
  const rows = await Promise.all(
    MODELS.map(async ([model, type, fuelType, seats], i) => {
      const r = rng(3000 + i);
      const { fare, kms, extraKm } = FARES[type];
      const original = Math.round(r.between(...fare) / 50) * 50;
      const discounted = Math.round((original * r.between(0.78, 0.95)) / 10) * 10;
      const kmsIncluded = r.pick(kms);
      const extraKmFare = r.int(...extraKm);
      return {
        ...demoOwnership(DEMO_FLEET[model], ownerId, i),
        imageUrl: await pictures.get(CAR_SCENE[type], 600 + i),
        model,
        type,
        seats,
        kmsIncluded,
        extraKmFare: toPaise(extraKmFare),
        fuelType,
        cancellation: r.pick(CANCELLATION),
        // what the seeded reviews' stars aim at and how many there are (reviews.ts), which then set the figures
        rating: Math.round(r.between(3.8, 4.9) * 10) / 10,
        reviewCount: r.int(30, 1800),
        originalPrice: toPaise(original),
        discountedPrice: toPaise(discounted),
        taxes: 5,
        travelType: r.pick(TRAVEL_TYPES),
        inclusions: [
          `${kmsIncluded} km included`,
          'Driver allowance',
          'Fuel charges',
          'Sanitised car and a verified driver',
          ...(type === 'SUV' ? ['Carrier for luggage'] : []),
        ],
        exclusions: [
          `Extra km beyond ${kmsIncluded} km at ₹${extraKmFare}/km`,
          'Toll and state entry taxes',
          'Parking charges',
          'Night driving allowance ₹250 (10 PM – 6 AM)',
        ],
        featured: i % 4 === 0,
      };
    }),
  );
  return db.insert(cabs).values(rows).returning({ id: cabs.id, model: cabs.model, imageUrl: cabs.imageUrl, featured: cabs.featured });
}
