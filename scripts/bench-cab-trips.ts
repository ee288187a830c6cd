// `npm run bench:cab-trips`: places autocomplete and a route search with fares (issue 30), in process, on an
// embedded database (or PostgreSQL when TEST_DATABASE_URL names a server: a database of its own, dropped
// after) holding 2,000 cars based in 100 cities and 20,000 trips booked. Not a test: it prints figures.
// `npm run bench` prints the same figures (its `cabs` part, scale/cab-trips.ts).
//
//   npm run bench:cab-trips -- [--cars=2000] [--cities=100] [--trips=20000] [--runs=300]
import { parseArgs } from 'node:util';
import { measureCabTrips } from './scale/cab-trips.ts';

const { values: args } = parseArgs({
  options: {
    cars: { type: 'string', default: '2000' },
    cities: { type: 'string', default: '100' },
    trips: { type: 'string', default: '20000' },
    runs: { type: 'string', default: '300' },
  },
});

await measureCabTrips({
  serverUrl: process.env.TEST_DATABASE_URL,
  cars: Number(args.cars),
  cities: Number(args.cities),
  trips: Number(args.trips),
  runs: Number(args.runs),
});
