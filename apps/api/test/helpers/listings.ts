// What the hotel and cab test files check alike: both kinds are served by one owned-listing service,
// through calls whose paths follow one pattern (/api/<kind>…, /api/admin/<kind>…).
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cabs, hotels } from '../../src/db/schema.ts';
import { insertCab, insertHotel } from './fixtures.ts';
import { call } from './requests.ts';
import { signedInAs, UNKNOWN_ID, type Actor, type TestApp } from './test-app.ts';

export type ListingKind = 'hotel' | 'cab';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Ids that name no listing: unknown, malformed, an injection attempt, a NUL byte. */
export const BAD_IDS = [UNKNOWN_ID, 'not-an-id', "1'%20or%201=1", '%00'];

const KINDS = {
  hotel: { Kind: 'Hotel', table: hotels, title: 'name', other: 'cab' },
  cab: { Kind: 'Cab', table: cabs, title: 'model', other: 'hotel' },
} as const;

/** The calls both kinds have. */
export const listingUrls = (kind: ListingKind) => ({
  one: (id: string) => `/api/${kind}/${id}`,
  ofUser: (userId: string) => `/api/${kind}/user/${userId}`,
  create: `/api/admin/${kind}`,
  adminList: `/api/admin/${kind}/all${kind}`,
  remove: (id: string) => `/api/admin/${kind}/all${kind}/${id}`,
});

/** The listing's title in a list answer: a hotel's name, a cab's model. */
export const titlesOf = (kind: ListingKind, list: Record<string, unknown>[]) => list.map((x) => x[KINDS[kind].title] as string);

/** The titles (sorted) of the public list `GET /api/{kind}?{query}` answers; it must answer 200. */
export async function listedTitles(t: TestApp, kind: ListingKind, query: string) {
  const res = await call(t, undefined, 'GET', `/api/${kind}?${query}`);
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  return titlesOf(kind, res.json()).sort();
}

const rowsWithId = (t: TestApp, kind: ListingKind, id: string) => {
  const table = KINDS[kind].table;
  return t.db.select({ id: table.id }).from(table).where(eq(table.id, id));
};

/** Every bad id answers 404 `not_found` (never 500) at `urlOf(id)`. */
export async function expectNotFoundAt(t: TestApp, urlOf: (id: string) => string, ids: string[]) {
  for (const id of ids) {
    const res = await call(t, undefined, 'GET', urlOf(id));
    expect(res.statusCode, id).toBe(404);
    expect(res.json().code).toBe('not_found');
  }
}

type Staff = { t: TestApp; admin: Actor };

/** The back-office people of a listing test: an admin, two owners (each given a listing by the test) and an owner of nothing yet. */
export async function listingStaff(t: TestApp, kind: ListingKind) {
  return {
    admin: await signedInAs(t, 'admin'),
    owner: await signedInAs(t, kind),
    otherOwner: await signedInAs(t, kind),
    ownerOfNothing: await signedInAs(t, kind),
  };
}

/** POST links an owner that exists; an unknown or malformed owner is 400; an owner may be given a second listing of the kind. */
export async function expectOwnerLinkedOnce({ t, admin }: Staff, kind: ListingKind, body: (over: Record<string, unknown>) => object) {
  const urls = listingUrls(kind);
  const free = await signedInAs(t, kind);
  const ok = await call(t, admin, 'POST', urls.create, body({ [KINDS[kind].title]: 'Owned By Free', ownerId: free.id }));
  expect(ok.statusCode).toBe(201);
  expect(ok.json().ownerId).toBe(free.id);
  const unknown = await call(t, admin, 'POST', urls.create, body({ ownerId: UNKNOWN_ID }));
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json().fields).toEqual({ ownerId: 'No such user.' });
  expect((await call(t, admin, 'POST', urls.create, body({ ownerId: 'nope' }))).statusCode).toBe(400);
  const second = await call(t, admin, 'POST', urls.create, body({ ownerId: free.id }));
  expect(second.statusCode).toBe(201);
  expect(second.json().ownerId).toBe(free.id);
}

/**
 * The back-office list pages live listings with the total in a header and leaves `archivedTitle` out;
 * a bad `archived` or `limit` is 400. Answers the titles `archived=true` lists.
 */
export async function adminListPages({ t, admin }: Staff, kind: ListingKind, o: { pageSize: number; archivedTitle: string }) {
  const url = listingUrls(kind).adminList;
  const all = await call(t, admin, 'GET', `${url}?limit=100`);
  expect(all.statusCode).toBe(200);
  const total = Number(all.headers['x-total-count']);
  expect(all.json()).toHaveLength(total);
  expect(titlesOf(kind, all.json())).not.toContain(o.archivedTitle);
  const page = await call(t, admin, 'GET', `${url}?limit=${o.pageSize}&page=2`);
  expect(page.json()).toHaveLength(o.pageSize);
  expect(page.headers['x-total-count']).toBe(String(total));
  for (const bad of ['archived=yes', 'limit=0']) expect((await call(t, admin, 'GET', `${url}?${bad}`)).statusCode, bad).toBe(400);
  return titlesOf(kind, (await call(t, admin, 'GET', `${url}?archived=true`)).json());
}

/** DELETE erases a listing nobody booked and archives (hides) one with a booking, which stays. */
export function describeListingDeletion(
  kind: ListingKind,
  staff: () => Staff,
  o: {
    body: (over: Record<string, unknown>) => object;
    book: (listingId: string) => Promise<unknown>;
    bookingsOf: (listingId: string) => Promise<unknown[]>;
  },
) {
  const { Kind, title } = KINDS[kind];
  const urls = listingUrls(kind);
  const created = async (name: string) => {
    const { t, admin } = staff();
    return (await call(t, admin, 'POST', urls.create, o.body({ [title]: name }))).json()._id as string;
  };

  describe(`DELETE ${urls.adminList}/{id}`, () => {
    it(`erases a ${kind} without bookings`, async () => {
      const { t, admin } = staff();
      const id = await created('Short Lived');
      const res = await call(t, admin, 'DELETE', urls.remove(id));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: `${Kind} deleted successfully.`, archived: false });
      expect(await rowsWithId(t, kind, id)).toHaveLength(0);
      expect((await call(t, admin, 'DELETE', urls.remove(id))).statusCode).toBe(404);
    });

    it(`archives a ${kind} with bookings and keeps the bookings`, async () => {
      const { t, admin } = staff();
      const id = await created('Booked Once');
      await o.book(id);
      const res = await call(t, admin, 'DELETE', urls.remove(id));
      expect(res.json()).toEqual({ message: `${Kind} deleted successfully.`, archived: true });
      expect(await o.bookingsOf(id)).toHaveLength(1);
      expect((await call(t, undefined, 'GET', urls.one(id))).statusCode).toBe(404);
      expect(titlesOf(kind, (await call(t, admin, 'GET', `${urls.adminList}?limit=100`)).json())).not.toContain('Booked Once');
      expect(titlesOf(kind, (await call(t, admin, 'GET', `${urls.adminList}?archived=true`)).json())).toContain('Booked Once');
    });

    it('answers 404 for unknown and malformed ids', async () => {
      const { t, admin } = staff();
      for (const id of BAD_IDS) expect((await call(t, admin, 'DELETE', urls.remove(id))).statusCode, id).toBe(404);
    });
  });
}

/** GET /api/<kind>/user/{userId}: the owner (or an admin) gets the owned listing; no listing is 404; someone else is 403. */
export function describeListingOfOwner(
  kind: ListingKind,
  people: () => Staff & { owner: Actor; otherOwner: Actor; ownerOfNothing: Actor },
  /** ownedTitle: the owned listing's title when no earlier test renames it */
  o: { ownedId: () => string; ownedTitle?: string; notFound: string },
) {
  const urls = listingUrls(kind);
  describe(`GET /api/${kind}/user/{userId}`, () => {
    it(`gives the owner (or an admin) the ${kind} the owner owns`, async () => {
      const { t, admin, owner } = people();
      for (const who of [owner, admin]) {
        const res = await call(t, who, 'GET', urls.ofUser(owner.id));
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ _id: o.ownedId(), ...(o.ownedTitle ? { [KINDS[kind].title]: o.ownedTitle } : {}) });
      }
    });

    it(`answers 404 '${o.notFound}' for no ${kind} and malformed ids`, async () => {
      const { t, admin, ownerOfNothing } = people();
      const cases: [Actor, string][] = [
        [ownerOfNothing, ownerOfNothing.id],
        [admin, UNKNOWN_ID],
        [admin, 'not-an-id'],
        [admin, admin.id],
      ];
      for (const [who, userId] of cases) {
        const res = await call(t, who, 'GET', urls.ofUser(userId));
        expect(res.statusCode, userId).toBe(404);
        expect(res.json().message).toBe(o.notFound);
      }
    });

    it("refuses another user's id with 403 (the access rule: only themself or an admin)", async () => {
      const { t, owner, otherOwner } = people();
      const res = await call(t, otherOwner, 'GET', urls.ofUser(owner.id));
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
    });
  });
}

// ---------- the permission matrix ----------

export const MATRIX_ACTORS = [
  'anonymous',
  'user',
  'hotelOwner',
  'otherHotelOwner',
  'cabOwner',
  'otherCabOwner',
  'tour',
  'content',
  'admin',
] as const;
export type MatrixActor = (typeof MATRIX_ACTORS)[number];
type Expected = Record<MatrixActor, number>;
export type MatrixRow = [label: string, request: () => [method: Method, url: string, body?: object], expected: Expected];

/** Everyone but the admin gets 401 (anonymous) or 403. */
export const adminOnly = (ok: number): Expected => ({
  anonymous: 401,
  user: 403,
  hotelOwner: 403,
  otherHotelOwner: 403,
  cabOwner: 403,
  otherCabOwner: 403,
  tour: 403,
  content: 403,
  admin: ok,
});

/** The owner of the listing and admins pass; the owner of another listing of the kind does not see it (404). */
export const ownerOrAdmin = (kind: ListingKind): Expected => ({
  ...adminOnly(200),
  [`${kind}Owner`]: 200,
  [`other${KINDS[kind].Kind}Owner`]: 404,
});

/**
 * One account per matrix actor: the test file's own owners and admin for its kind, and new owners (each
 * with a listing) of the other kind.
 */
async function matrixActors(t: TestApp, kind: ListingKind, own: { owner: Actor; otherOwner: Actor; admin: Actor }) {
  const other = KINDS[kind].other;
  const insertOther = other === 'hotel' ? insertHotel : insertCab;
  const otherOwners = [await signedInAs(t, other), await signedInAs(t, other)] as const;
  for (const owner of otherOwners) await insertOther(t.db, { ownerId: owner.id });
  const byKind = { [kind]: [own.owner, own.otherOwner], [other]: otherOwners } as Record<ListingKind, readonly [Actor, Actor]>;
  return {
    anonymous: undefined,
    user: await signedInAs(t, 'user'),
    hotelOwner: byKind.hotel[0],
    otherHotelOwner: byKind.hotel[1],
    cabOwner: byKind.cab[0],
    otherCabOwner: byKind.cab[1],
    tour: await signedInAs(t, 'tour'),
    content: await signedInAs(t, 'content'),
    admin: own.admin,
  } satisfies Record<MatrixActor, Actor | undefined>;
}

/**
 * The staff calls of a kind, each made by every matrix actor: the file's own owners and admin, and a
 * listing of the kind nobody owns (`doomedId()`) for the rows that delete one.
 */
export function describePermissionMatrix(
  kind: ListingKind,
  staff: () => Staff & { owner: Actor; otherOwner: Actor },
  rows: (doomedId: () => string) => MatrixRow[],
) {
  describe('permission matrix', () => {
    let t: TestApp;
    let actors: Awaited<ReturnType<typeof matrixActors>>;
    let doomedId: string;

    beforeAll(async () => {
      const { t: app, ...own } = staff();
      t = app;
      actors = await matrixActors(t, kind, own);
      const insert = kind === 'hotel' ? insertHotel : insertCab;
      doomedId = (await insert(t.db, {})).id;
    });

    itAnswersEveryActor(
      rows(() => doomedId),
      () => ({ t, actors }),
    );
  });
}

/** One test per row: every actor sends the row's request and gets the row's status. */
function itAnswersEveryActor(rows: MatrixRow[], ctx: () => { t: TestApp; actors: Record<MatrixActor, Actor | undefined> }) {
  for (const [label, request, expected] of rows) {
    it(label, async () => {
      const { t, actors } = ctx();
      // the admin goes last so a successful delete does not change what the others see
      for (const name of MATRIX_ACTORS) {
        const [method, url, body] = request();
        const res = await call(t, actors[name], method, url, body);
        expect(res.statusCode, `${label} as ${name}: ${res.body}`).toBe(expected[name]);
      }
    });
  }
}
