// Every row of the endpoint table, for the API (which serves them all and refuses to start if one is
// missing) and for tests that walk every call. Pages import the rows they use from their domain's module.
import * as bookings from './bookings.ts';
import * as categories from './categories.ts';
import * as dashboard from './dashboard.ts';
import type { EndpointDef } from './endpoint.ts';

const isEndpoint = (v: unknown): v is EndpointDef => typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'access' in v;

export const ENDPOINTS: readonly EndpointDef[] = [categories, bookings, dashboard].flatMap((m) =>
  (Object.values(m) as unknown[]).filter(isEndpoint),
);
