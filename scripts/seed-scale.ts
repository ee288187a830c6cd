// `npm run seed:scale [-- --hotels=10000]`: seeds PostgreSQL (DATABASE_URL, else TEST_DATABASE_URL) with
// 100,000 synthetic hotels and as many bookings (or the number given), each hotel with its room types, plans
// and night entries (scripts/scale/room-rates.ts), next to the data already there.
// Idempotent: a second run leaves the same data. See scripts/scale/seed-scale.ts.
import { parseArgs } from 'node:util';
import { seedScale } from './scale/seed-scale.ts';

const { values } = parseArgs({ options: { hotels: { type: 'string', default: '100000' }, bookings: { type: 'string' } } });
const count = (v: string | undefined, name: string) => {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > 10_000_000) throw new Error(`--${name} must be a whole number from 1 to 10,000,000`);
  return n;
};

const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!url) {
  console.error('Set DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL database, e.g. postgres://postgres@127.0.0.1:5432/raahi.');
  process.exit(1);
}
const hotels = count(values.hotels, 'hotels')!;
const result = await seedScale(url, { hotels, bookings: count(values.bookings, 'bookings'), log: (l) => console.log(l) });
console.log(
  `${result.hotels} hotels (${result.roomTypes} room types, ${result.ratePlans} plans, ${result.nightEntries} night entries) ` +
    `and ${result.bookings} bookings in ${result.seconds.toFixed(1)} s ` +
    `(${result.rowsWritten} rows written, ${result.rowsRemoved} removed)`,
);
