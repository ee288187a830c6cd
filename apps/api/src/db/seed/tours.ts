// Demo tour packages: one compact row per package (tours.json); the day-by-day plan, inclusions, dates
// and seats are generated from it.
import { addDays } from '@raahi/contract/rules/dates';
import { toPaise } from '../../lib/money.ts';
import type { Db } from '../client.ts';
import { packageCategories, tours, type TourPlanDay } from '../schema.ts';
import type { Pictures } from './pictures.ts';
import { rng } from './random.ts';
import type { SceneKind } from './scenes.ts';
import tourRows from './tours.json' with { type: 'json' };

type TourType = 'mountain' | 'beach' | 'desert' | 'camping' | 'heritage' | 'wildlife';

type TourRow = {
  name: string;
  type: TourType;
  location: string;
  /** rupees per person */
  price: number;
  /** where each night is spent; the number of days is one more */
  stays: string[];
  /** one sight a day, in turn: what it is called, where it is, and what it takes in */
  sights: { name: string; place: string; covers: string }[];
  blurb: string;
  extras: string[];
  /** its name and blurb in Hindi (decision 0102) */
  hi: { name: string; blurb: string };
};

// The packages themselves are content, kept as data: one entry per package in tours.json.
const TOURS = tourRows as TourRow[];

export const TOUR_TYPES: Record<TourType, { scene: SceneKind; category: string; description: string }> = {
  mountain: { scene: 'mountain', category: 'Mountain', description: 'Hill stations, high passes and Himalayan valleys.' },
  beach: { scene: 'beach', category: 'Beach', description: 'Coastlines, islands and sunsets by the sea.' },
  desert: { scene: 'desert', category: 'Desert', description: 'Dunes, forts and nights under the desert sky.' },
  camping: { scene: 'camping', category: 'Camping', description: 'Tents, treks, bonfires and rivers.' },
  heritage: { scene: 'palace', category: 'Heritage', description: 'Forts, palaces, temples and old cities.' },
  wildlife: { scene: 'forest', category: 'Wildlife', description: 'National parks and safaris with naturalists.' },
};

const COMMON_INCLUSIONS = [
  'Accommodation on twin sharing',
  'Daily breakfast and dinner',
  'AC vehicle for all transfers and sightseeing',
  'Driver allowance, tolls and parking',
];
const PLAN_CARS = [
  { type: 'SUV', model: 'Toyota Innova Crysta', facilities: 'AC, 6 seats, 4 bags, bottled water' },
  { type: 'Sedan', model: 'Maruti Suzuki Dzire', facilities: 'AC, 4 seats, 2 bags' },
  { type: 'SUV', model: 'Mahindra Scorpio-N', facilities: 'AC, 4x4, 6 seats, 3 bags' },
];
const CHECK_IN_TIMES = ['Check-in 12:00 PM', 'Check-in 1:00 PM', 'Check-in 2:00 PM'];
const STAY_WORDS = ['Residency', 'Retreat', 'Regency', 'Heritage Inn', 'Camp', 'Resort'];

export async function seedCategories(db: Db) {
  await db.insert(packageCategories).values(Object.values(TOUR_TYPES).map(({ category, description }) => ({ category, description })));
}

export async function seedTours(db: Db, pictures: Pictures, today: string, shared: { car: string; stay: string[] }) {
  const rows = await Promise.all(
    TOURS.map(async (t, i) => {
      const r = rng(1000 + i);
      const scene = TOUR_TYPES[t.type].scene;
      const photos = await Promise.all([0, 1, 2].map((k) => pictures.get(scene, 100 + i * 3 + k)));
      const days = t.stays.length + 1;
      return {
        name: t.name,
        type: t.type,
        description: `${t.blurb} ${days} days and ${days - 1} nights with stays, transfers and guided sightseeing arranged.`,
        translations: {
          hi: {
            name: t.hi.name,
            description: `${t.hi.blurb} ${days} दिन और ${days - 1} रातें: ठहरना, आना-जाना और गाइड के साथ घूमना, सबका इंतज़ाम हमारा।`,
          },
        },
        image: photos[0]!,
        photos,
        price: toPaise(t.price),
        // what the seeded reviews' stars aim at and how many there are (reviews.ts), which then set the figures
        rating: Math.round(r.between(4.1, 4.9) * 10) / 10,
        reviews: r.int(40, 900),
        location: t.location,
        duration: `${days} Days / ${days - 1} Nights`,
        nights: days - 1,
        days,
        inclusions: [...COMMON_INCLUSIONS, ...t.extras],
        tourPlan: planFor(t, photos, shared, r),
        availableFrom: addDays(today, -r.int(10, 40)),
        availableTill: addDays(today, r.int(150, 300)),
        featured: i % 3 === 0,
        seatsPerDeparture: r.pick([12, 16, 20, 24, 30]),
        // every demo package includes stays: children pay half (2-5) or three quarters (6-11), infants travel free,
        // and an adult with a room alone pays a quarter more
        childPrices: [
          { fromAge: 2, toAge: 5, price: toPaise(Math.round(t.price / 2)) },
          { fromAge: 6, toAge: 11, price: toPaise(Math.round((t.price * 3) / 4)) },
        ],
        singleSupplement: toPaise(Math.round(t.price / 4)),
      };
    }),
  );
  return db
    .insert(tours)
    .values(rows)
    .returning({ id: tours.id, name: tours.name, image: tours.image, featured: tours.featured, translations: tours.translations });
}

/** Day 1 arrives and checks in, each day sees one sight and moves on when the stay changes; the last day departs. */
function planFor(t: TourRow, photos: string[], shared: { car: string; stay: string[] }, r: ReturnType<typeof rng>): TourPlanDay[] {
  const car = r.pick(PLAN_CARS);
  const days = t.stays.length + 1;
  return Array.from({ length: days }, (_, d) => {
    const here = t.stays[Math.min(d, t.stays.length - 1)]!;
    const before = d === 0 ? 'the airport or railway station' : t.stays[d - 1]!;
    const last = d === days - 1;
    const moving = d === 0 || (!last && here !== before);
    const sight = t.sights[d % t.sights.length]!;
    const description = last
      ? `After breakfast, check out and drive back for your onward journey with memories of ${t.location}.`
      : d === 0
        ? `Arrive and meet your driver, transfer to ${here} and check in. In the afternoon, ${sight.name}.`
        : `${moving ? `Drive from ${before} to ${here}. ` : ''}Today's highlight: ${sight.name} (${sight.covers}).`;
    return {
      day: d + 1,
      description,
      car:
        moving || last
          ? [
              {
                destination: last ? `${before} to departure point` : `${before} to ${here}`,
                checkout: last ? '10:00 AM' : undefined,
                ...car,
                image: shared.car,
              },
            ]
          : [],
      sightseeing: last
        ? []
        : [
            {
              name: sight.name,
              location: sight.place,
              places: sight.covers,
              duration: r.pick(['3 hours', '4 hours', 'Half day', 'Full day']),
              placesCovered: sight.covers.split(',').length,
              image: photos[d % photos.length]!,
            },
          ],
      hotels: last
        ? []
        : [
            {
              timing: r.pick(CHECK_IN_TIMES),
              name: `${here} ${r.pick(STAY_WORDS)}`,
              ratings: r.pick([3, 4, 4, 5]),
              location: here,
              stayDate: `Night ${d + 1}`,
              image: shared.stay[d % shared.stay.length]!,
            },
          ],
    };
  });
}
