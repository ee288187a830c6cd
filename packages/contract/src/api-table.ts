// Every row of the endpoint table, for the API (which serves them all and refuses to start if one is
// missing) and for tests that walk every call. Pages import the rows they use from their domain's module.
import * as blogAdmin from './blog-admin.ts';
import * as blogs from './blogs.ts';
import * as categories from './categories.ts';
import type { EndpointDef } from './endpoint.ts';
import * as offerAdmin from './offer-admin.ts';
import * as offers from './offers.ts';
import * as tourAdmin from './tour-admin.ts';
import * as tours from './tours.ts';

const isEndpoint = (v: unknown): v is EndpointDef => typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'access' in v;

export const ENDPOINTS: readonly EndpointDef[] = [categories, tours, tourAdmin, blogs, blogAdmin, offers, offerAdmin].flatMap((m) =>
  (Object.values(m) as unknown[]).filter(isEndpoint),
);
