// Booking creation under load: `npm run bench` (not a test).
// On PostgreSQL (TEST_DATABASE_URL or DATABASE_URL) it creates a throwaway database, seeds a few
// listings and accounts, starts the real app on 127.0.0.1 (random port), runs CLIENTS concurrent
// clients creating tour, hotel and cab bookings over HTTP for at most BENCH_SECONDS or
// BENCH_BOOKINGS bookings, prints bookings/second and p50/p95/p99 latency, then drops the database.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { cabs, hotels, tours } from '../apps/api/src/db/schema.ts';
import { UNPAID_CAPS } from '../packages/contract/src/rules/booking-limits.ts';
import { addDays, todayInIndia } from '../packages/contract/src/rules/dates.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const MAX_SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const MAX_BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 5000);
const LISTINGS = 20;

const baseUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (!baseUrl) {
  console.error('Set TEST_DATABASE_URL or DATABASE_URL to a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/postgres).');
  process.exit(1);
}

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

const section = { title: 'Section', description: ['Text'], img: '' };
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  const name = `raahi_bench_${randomBytes(5).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(baseUrl!);
  url.pathname = `/${name}`;
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'raahi-bench-'));
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 40 });
  const app = await buildApp(database, {
    allowedOrigins: [],
    production: false,
    logLevel: 'silent',
    redisUrl: undefined,
    uploadsDir,
    rateLimitPerMinute: 10_000_000,
  });
  try {
    const today = todayInIndia();
    const db = database.db;
    const tourIds = (
      await db
        .insert(tours)
        .values(
          Array.from({ length: LISTINGS }, (_, i) => ({
            name: `Bench Tour ${i}`,
            type: 'mountain',
            description: 'Bench',
            price: 1_000_000,
            location: 'Manali',
            duration: '3 Days',
            availableFrom: today,
            availableTill: addDays(today, 365),
            seatsPerDeparture: 100_000,
          })),
        )
        .returning({ id: tours.id })
    ).map((r) => r.id);
    const hotelIds = (
      await db
        .insert(hotels)
        .values(
          Array.from({ length: LISTINGS }, (_, i) => ({
            name: `Bench Hotel ${i}`,
            location: 'Jaipur',
            price: 450_000,
            taxes: 54_000,
            rooms: 100_000,
            hotelDetails: { description: '', priceDescription: '', priceLocation: '', price: '' },
            foodAndDining: section,
            locationAndSurroundings: section,
            roomDetailsAndAmenities: section,
            activitiesAndNearbyAttractions: section,
          })),
        )
        .returning({ id: hotels.id })
    ).map((r) => r.id);
    const cabIds = (
      await db
        .insert(cabs)
        .values(
          Array.from({ length: LISTINGS }, (_, i) => ({
            model: `Bench Cab ${i}`,
            type: 'Sedan',
            seats: 4,
            fuelType: 'CNG',
            originalPrice: 300_000,
            discountedPrice: 250_000,
            taxes: 5,
          })),
        )
        .returning({ id: cabs.id })
    ).map((r) => r.id);

    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const post = (p: string, body: object, cookie?: string) =>
      fetch(base + p, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });

    // Accounts registered and signed in before the clock starts: enough that requests going round them
    // never reach what one account may hold unpaid (every third request is a cab trip, the tightest cap).
    const accounts = Math.max(CLIENTS, Math.ceil(MAX_BOOKINGS / 3 / UNPAID_CAPS.cab.max) + 1);
    const cookies: string[] = [];
    for (let i = 0; i < accounts; i++) {
      const email = `bench${i}@example.test`;
      await post('/api/users', { firstName: 'Bench', lastName: String(i), email, password: 'Bench#12345' });
      const res = await post('/api/users/auth', { email, password: 'Bench#12345' });
      const cookie = res.headers
        .getSetCookie()
        .find((c) => c.startsWith('raahi_session='))
        ?.split(';')[0];
      if (!cookie) throw new Error(`sign-in failed: ${res.status}`);
      cookies.push(cookie);
    }

    let issued = 0;
    let cabTrip = 0;
    const latencies: number[] = [];
    const statuses: Record<number, number> = {};
    const deadline = performance.now() + MAX_SECONDS * 1000;
    const pickupBase = Date.now() + 2 * 86_400_000;

    // Tours, hotels and cabs in turn, spread over the listings; every cab trip gets its own slot.
    const nextRequest = (n: number): [string, object] => {
      const listing = n % LISTINGS;
      if (n % 3 === 0)
        return ['/api/tour/booking/create', { tourId: tourIds[listing], bookingDate: addDays(today, 1 + (n % 300)), persons: 2 }];
      if (n % 3 === 1) {
        const d = addDays(today, 1 + (n % 300));
        return [
          '/api/booking/create',
          { hotel: hotelIds[listing], roomCount: 1, checkInDate: d, checkOutDate: addDays(d, 2), mealPlan: 'breakfast' },
        ];
      }
      const trip = cabTrip++;
      const pickup = new Date(pickupBase + Math.floor(trip / LISTINGS) * 4 * 3_600_000);
      return [
        '/api/cab/booking/create',
        {
          cab: cabIds[trip % LISTINGS],
          pickupLocation: 'Delhi',
          dropoffLocation: 'Agra',
          pickupTime: pickup.toISOString(),
          dropofftime: new Date(pickup.getTime() + 3 * 3_600_000).toISOString(),
          totalAmount: 1,
        },
      ];
    };

    const client = async () => {
      while (issued < MAX_BOOKINGS && performance.now() < deadline) {
        const n = issued++;
        const [p, body] = nextRequest(n);
        const started = performance.now();
        const res = await post(p, body, cookies[n % cookies.length]);
        await res.arrayBuffer();
        latencies.push(performance.now() - started);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
    };

    const started = performance.now();
    await Promise.all(Array.from({ length: CLIENTS }, () => client()));
    const seconds = (performance.now() - started) / 1000;
    const sorted = latencies.sort((a, b) => a - b);
    const created = statuses[201] ?? 0;
    console.log(`booking creation on PostgreSQL, ${CLIENTS} concurrent clients over HTTP, ${os.cpus().length} CPU(s)`);
    console.log(`requests ${latencies.length} in ${seconds.toFixed(1)} s; statuses ${JSON.stringify(statuses)}`);
    console.log(`throughput ${(created / seconds).toFixed(0)} bookings/s`);
    console.log(
      `latency p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`,
    );
  } finally {
    await app.close();
    await database.close();
    await admin(`drop database if exists ${name} with (force)`);
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
