// The figures of issue 30, for `npm run bench:cab-trips` and the `cabs` part of `npm run bench`: places
// autocomplete and a route search with fares, in process, on a database holding `cars` cars based in `cities`
// cities and `trips` trips booked. Not a test: it prints figures.
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DEFAULT_FARE_CARD } from '../../packages/contract/src/rules/cab-fares.ts';
import { dayFromToday, instantOfIndianTime } from '../../packages/contract/src/rules/dates.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { cabBookings, cabs, users } from '../../apps/api/src/db/schema.ts';
import { searchTrip } from '../../apps/api/src/modules/cabs/index.ts';
import { findPlaces, knownRoutes } from '../../apps/api/src/modules/places/index.ts';

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;
const fmt = (ms: number) => `${ms.toFixed(2)} ms`;

/** Wall and CPU times of calls, in ms. */
function timings() {
  const wall: number[] = [];
  const cpu: number[] = [];
  const done = (t0: number, c0: NodeJS.CpuUsage) => {
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  };
  return {
    time<T>(f: () => T): T {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const r = f();
      done(t0, c0);
      return r;
    },
    async timeAsync<T>(f: () => Promise<T>): Promise<T> {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const r = await f();
      done(t0, c0);
      return r;
    },
    p95Wall: () => p95(wall),
    figures: () => `${fmt(p95(wall))} (CPU p95 ${fmt(p95(cpu))})`,
  };
}

/**
 * Builds a fleet in a database of its own (embedded, or on the PostgreSQL server `serverUrl` names: created here,
 * dropped after) and prints the figures of issue 30: places autocomplete and a route search with fares, each as
 * p95 of the wall time and of the process's CPU time (the wall time of a machine shared with other work moves with
 * that work; the CPU time far less). Answers the route search's p95 in ms.
 */
export async function measureCabTrips(o: { serverUrl?: string; cars: number; cities: number; trips: number; runs: number }) {
  const { cars: CARS, trips: TRIPS, runs: RUNS } = o;
  const base = o.serverUrl;
  let dropDatabase = async () => {};
  let url: string | undefined;
  if (base) {
    const name = `raahi_bench_trips_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(base);
    u.pathname = `/${name}`;
    url = u.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const database = await openDatabase(url ? { databaseUrl: url } : { dataDir: null });
  const { db } = database;
  try {
    // the cities: the places of the known routes first, then others, 100 in all
    const cities = [
      ...new Map(
        knownRoutes()
          .flatMap((r) => [r.from, r.to])
          .map((p) => [p.id, p]),
      ).values(),
    ].slice(0, o.cities);
    const [user] = await db
      .insert(users)
      .values({ firstName: 'Bench', lastName: 'Guest', email: `bench-${Date.now()}@example.test`, passwordHash: 'x' })
      .returning();
    const carRows = Array.from({ length: CARS }, (_, i) => {
      const c = cities[i % cities.length]!;
      return {
        model: `Car ${i}`,
        type: ['Sedan', 'SUV', 'Hatchback'][i % 3]!,
        seats: 4,
        fuelType: 'CNG',
        originalPrice: 300_000,
        discountedPrice: 300_000,
        fareCard: { ...DEFAULT_FARE_CARD, oneWay: { perKm: 11 + (i % 7) } },
        baseCity: c.id,
        baseLat: c.lat,
        baseLng: c.lng,
        serviceRadiusKm: i % 4 === 0 ? 40 : 0,
      };
    });
    const carIds: string[] = [];
    for (let i = 0; i < carRows.length; i += 500)
      carIds.push(
        ...(
          await db
            .insert(cabs)
            .values(carRows.slice(i, i + 500))
            .returning({ id: cabs.id })
        ).map((r) => r.id),
      );
    // 10 trips a car over the next 60 days, never overlapping: day 2k+1..2k+2 of each car, some cancelled
    const tripRows = Array.from({ length: TRIPS }, (_, i) => {
      const car = carIds[i % carIds.length]!;
      const k = Math.floor(i / carIds.length);
      const pickup = instantOfIndianTime(`${dayFromToday(1 + k * 6 + (i % 3))}T08:00`);
      return {
        userId: user!.id,
        cabId: car,
        pickupLocation: 'Bench',
        dropoffLocation: 'Bench',
        pickupTime: pickup,
        dropoffTime: new Date(pickup.getTime() + 6 * 3_600_000),
        busyUntil: new Date(pickup.getTime() + 12 * 3_600_000),
        baseAmount: 100_000,
        totalAmount: 105_000,
        status: i % 10 === 0 ? ('Cancelled' as const) : ('Confirmed' as const),
      };
    });
    for (let i = 0; i < tripRows.length; i += 1000) await db.insert(cabBookings).values(tripRows.slice(i, i + 1000));
    console.log(`${database.kind}: ${CARS} cars in ${cities.length} cities, ${TRIPS} trips booked`);

    // places autocomplete: what people type, two to six letters, slips included
    const typed = ['de', 'del', 'bang', 'mumb', 'jaipr', 'udaipure', 'goa', 'kol', 'hyd', 'chen', 'pun', 'agr', 'shim', 'manal', 'ban'];
    const places = timings();
    for (let i = 0; i < RUNS * 3; i++) places.time(() => findPlaces(typed[i % typed.length]!, 8));
    console.log(`places autocomplete   p95 ${places.figures()} (target ≤ 10 ms)`);

    // route searches with fares: known routes, one way and round trips, on days with bookings
    const routes = knownRoutes().filter((r) => cities.some((c) => c.id === r.from.id));
    const searches = timings();
    let listed = 0;
    for (let i = 0; i < RUNS; i++) {
      const r = routes[i % routes.length]!;
      const round = i % 3 === 0;
      const q = {
        from: r.from.id,
        to: r.to.id,
        trip: round ? ('round' as const) : ('oneway' as const),
        date: dayFromToday(1 + (i % 30)),
        ...(round ? { returnDate: dayFromToday(2 + (i % 30)) } : {}),
        sort: 'price' as const,
        limit: 12,
      };
      listed += (await searches.timeAsync(() => searchTrip(db, q))).total;
    }
    console.log(`route search w/ fares p95 ${searches.figures()} (target ≤ 50 ms; ${(listed / RUNS).toFixed(1)} cars listed a search)`);
    return searches.p95Wall();
  } finally {
    await database.close();
    await dropDatabase();
  }
}
