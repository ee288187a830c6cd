// Who may call the catalogue and content calls, walked over the contract's rows: the public ones are open
// to everyone; the back-office ones refuse strangers (401) and other roles (403) before reading the
// input, so a refusal never depends on (or reveals) what the body or query says.
import * as blogAdmin from '@raahi/contract/blog-admin';
import * as blogs from '@raahi/contract/blogs';
import * as categories from '@raahi/contract/categories';
import { fillPath, type EndpointDef } from '@raahi/contract/endpoint';
import * as offerAdmin from '@raahi/contract/offer-admin';
import * as offers from '@raahi/contract/offers';
import * as tourAdmin from '@raahi/contract/tour-admin';
import * as tours from '@raahi/contract/tours';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/db/schema.ts';
import { ALL_ROLES, appWithEveryRole, type RoleHeaders } from '../helpers/access.ts';
import { UNKNOWN_ID, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let as: RoleHeaders;
beforeAll(async () => {
  ({ t, as } = await appWithEveryRole());
});
afterAll(() => t?.close());

const rowsOf = (module: object) =>
  (Object.values(module) as unknown[]).filter((v): v is EndpointDef => typeof v === 'object' && v !== null && 'access' in v && 'path' in v);

const BACK_OFFICE: { name: string; module: object; allowed: Role[] }[] = [
  { name: 'packages', module: tourAdmin, allowed: ['tour', 'admin'] },
  { name: 'package categories', module: categories, allowed: ['tour', 'admin'] },
  { name: 'blog posts', module: blogAdmin, allowed: ['content', 'admin'] },
  { name: 'offers', module: offerAdmin, allowed: ['content', 'admin'] },
];

/** A request whose every input is wrong: an id that names nothing, a broken query, a body of the wrong types. */
const badRequest = (e: EndpointDef): InjectOptions => ({
  method: e.method,
  url: `${fillPath(e.path, { id: 'not-an-id' })}?page=-1&limit=abc&status=someday&sort=sideways`,
  ...(e.body ? { payload: { name: 5, title: [], price: 'free', relatedTo: 'Boat', startDate: '2026-02-30' } } : {}),
});

describe('back-office content calls', () => {
  for (const { name, module, allowed } of BACK_OFFICE) {
    it(`${name}: strangers get 401 and other roles 403, whatever the input says`, async () => {
      const rows = rowsOf(module);
      expect(rows.length).toBeGreaterThanOrEqual(5);
      for (const row of rows) {
        const label = `${row.method} ${row.path}`;
        const anonymous = await t.app.inject(badRequest(row));
        expect(anonymous.statusCode, `${label} anonymous`).toBe(401);
        expect(anonymous.json()).toMatchObject({ code: 'not_signed_in', message: 'Please sign in to continue.' });
        for (const role of ALL_ROLES.filter((r) => !allowed.includes(r))) {
          const res = await t.app.inject({ ...badRequest(row), headers: as[role] });
          expect(res.statusCode, `${label} as ${role}`).toBe(403);
          expect(res.json()).toMatchObject({ code: 'forbidden', message: 'You are not allowed to do that.' });
        }
        for (const role of allowed) {
          // past the role check the input is read: a bad query or body is 400, an unknown id 404
          const res = await t.app.inject({ ...badRequest(row), headers: as[role] });
          expect(res.statusCode, `${label} as ${role}`).toBe(row.body || row.query ? 400 : 404);
        }
      }
    });
  }
});

describe('public catalogue and content calls', () => {
  it('answer everyone, signed in or not: lists with a total, an unknown id with 404', async () => {
    const rows = [tours, blogs, offers].flatMap(rowsOf);
    expect(rows.length).toBe(5);
    for (const row of rows) {
      for (const headers of [{}, ...ALL_ROLES.map((r) => as[r])]) {
        const res = await t.app.inject({ method: row.method, url: fillPath(row.path, { id: UNKNOWN_ID }), headers });
        expect(res.statusCode, row.path).toBe(row.list ? 200 : 404);
        if (row.list) expect(res.headers['x-total-count'], row.path).toBe('0');
      }
    }
  });
});
