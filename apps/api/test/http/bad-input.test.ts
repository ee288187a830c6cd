// Sends malformed, oversized and oddly typed input to every API route, signed out and as an admin:
// every answer must be a deliberate 4xx (or a success), never a 5xx, and never a stack trace.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWith, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: { headers: { cookie: string } };
beforeAll(async () => {
  ({ t, admin } = await appWith({ admin: 'admin' }));
});
afterAll(() => t?.close());

const ODD_IDS = ['not-an-id', '00000000-0000-0000-0000-000000000000', '%27%20or%201%3D1--', 'x'.repeat(180), '-1', '1e309'];
const BAD_BODIES: { label: string; payload: string; contentType: string }[] = [
  { label: 'malformed JSON', payload: '{"a":', contentType: 'application/json' },
  { label: 'JSON array', payload: '[1,2,3]', contentType: 'application/json' },
  { label: 'JSON string', payload: '"hello"', contentType: 'application/json' },
  { label: 'null', payload: 'null', contentType: 'application/json' },
  {
    label: 'wrong types',
    payload: JSON.stringify({
      email: 5,
      password: [],
      roomCount: 'many',
      persons: -3,
      price: 'free',
      hotel: {},
      tourId: null,
      status: 42,
      role: true,
      title: 1,
      bookingDate: '2024-02-31',
      pickupTime: 'yesterday',
    }),
    contentType: 'application/json',
  },
  {
    label: 'over-long strings',
    payload: JSON.stringify({
      name: 'a'.repeat(100_000),
      title: 'b'.repeat(100_000),
      email: `${'c'.repeat(300)}@x.in`,
      description: 'd'.repeat(100_000),
    }),
    contentType: 'application/json',
  },
  {
    label: 'prototype pollution',
    payload: '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"isAdmin":true}}}',
    contentType: 'application/json',
  },
  { label: 'huge body', payload: JSON.stringify({ blob: 'z'.repeat(2 * 1024 * 1024) }), contentType: 'application/json' },
  { label: 'form encoded', payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { label: 'multipart without boundary', payload: 'garbage', contentType: 'multipart/form-data' },
];

function fill(url: string, id: string) {
  return url.replace(/:[A-Za-z]+/g, id).replace(/\*$/, 'x');
}

describe('bad input to every route', () => {
  // some two thousand requests, one after another: well past the default minute on a busy machine
  it('never answers 5xx', async () => {
    const routes = t.app.routeList.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
    expect(routes.length).toBeGreaterThan(5);
    const failures: string[] = [];
    for (const route of routes) {
      for (const headers of [{}, admin.headers]) {
        for (const id of ODD_IDS) {
          const url = fill(route.url, id) + (route.method === 'GET' ? '?page=-1&limit=abc&price=9-x&seats=many&featured=maybe' : '');
          const res = await t.app.inject({ method: route.method as 'GET', url, headers });
          if (res.statusCode >= 500 || /at .*\.ts:\d+/.test(res.body))
            failures.push(`${route.method} ${url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
        if (route.method === 'GET' || route.method === 'DELETE') continue;
        for (const bad of BAD_BODIES) {
          const res = await t.app.inject({
            method: route.method as 'POST',
            url: fill(route.url, ODD_IDS[1]!),
            headers: { ...headers, 'content-type': bad.contentType },
            payload: bad.payload,
          });
          if (res.statusCode >= 500 || res.statusCode < 400) {
            // a success would mean the bad body was accepted as valid input
            if (res.statusCode >= 500 || !['/api/users/logout'].includes(route.url))
              failures.push(`${route.method} ${route.url} (${bad.label}) → ${res.statusCode} ${res.body.slice(0, 160)}`);
          }
          expect(res.headers['content-type'] ?? '').toMatch(/application\/json/);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
