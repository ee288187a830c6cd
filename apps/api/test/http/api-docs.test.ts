// Issue 34, "The API describes itself truly": /api/docs/json passes Redocly's recommended OpenAPI rules,
// names each operation after its endpoint row, says who may call it, and lists every refusal a row answers.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { ENDPOINT_NAMES, ENDPOINTS } from '@raahi/contract/api-table';
import { fillPath, type EndpointDef } from '@raahi/contract/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFLICTS, FILES } from '../../src/http/api-answers.ts';
import { createTestApp, signedInAs, UNKNOWN_ID, type TestApp } from '../helpers/test-app.ts';

type Operation = {
  operationId?: string;
  description?: string;
  security?: Record<string, string[]>[];
  'x-access'?: unknown;
  responses: Record<string, { description: string; content?: Record<string, unknown> }>;
};
type Description = { paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, unknown> } };

let t: TestApp;
let source: string;
let doc: Description;
beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 100_000, rateLimitPerAccountPerMinute: 100_000 });
  const res = await t.app.inject({ url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  source = res.body;
  doc = res.json();
});
afterAll(() => t.close());

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const operationOf = (row: EndpointDef) => doc.paths[openApiPath(row.path)]?.[row.method.toLowerCase()];

describe('/api/docs/json', () => {
  it("passes Redocly's recommended rules with no errors", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'api-docs.json', config });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
    expect(errors).toEqual([]);
  });

  it('describes each row once, named after the row, with who may call it, and nothing else', () => {
    const operations = Object.values(doc.paths).flatMap((ops) => Object.values(ops));
    expect(operations.map((o) => o.operationId).sort()).toEqual([...ENDPOINT_NAMES.values()].sort());
    expect(doc.components.securitySchemes).toEqual({
      session: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'raahi_session' }),
    });
    for (const [row, name] of ENDPOINT_NAMES) {
      const op = operationOf(row)!;
      expect(op?.operationId, `${row.method} ${row.path}`).toBe(name);
      expect(op['x-access'], name).toEqual(row.access);
      expect(op.description, name).toMatch(/\S/);
      const members = 'members' in row.access && row.access.members;
      expect(op.security, name).toEqual(row.access.who !== 'anyone' ? [{ session: [] }] : members ? [{}, { session: [] }] : []);
    }
  });

  it('says which rows answer a file, of what type, and whether instead of JSON', async () => {
    const names = [...ENDPOINT_NAMES.values()];
    expect([...Object.keys(CONFLICTS), ...Object.keys(FILES)].filter((name) => !names.includes(name))).toEqual([]);
    expect(Object.keys(FILES).sort()).toEqual(
      ENDPOINTS.filter((row) => row.file)
        .map((row) => ENDPOINT_NAMES.get(row))
        .sort(),
    );
    const admin = await signedInAs(t, 'admin');
    const typesOf = (path: string) => Object.keys(doc.paths[path]!.get!.responses['200']!.content!);
    expect(typesOf('/api/bookings/{bookingId}/voucher')).toEqual(['application/pdf']);
    expect(typesOf('/api/admin/payments/export')).toEqual(['text/csv']);
    expect(typesOf('/api/admin/analytics')).toEqual(['application/json', 'text/csv']);
    const csv = await t.app.inject({ url: '/api/admin/analytics?format=csv', headers: admin.headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
  });

  it('has one path for one hotel: the owner edits it at the URL everyone reads it from', () => {
    expect(Object.keys(doc.paths['/api/hotel/{id}']!).sort()).toEqual(['get', 'put']);
    expect(doc.paths['/api/hotel/{hotelId}']).toBeUndefined();
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/hotel/{'))).toEqual([
      '/api/hotel/{id}',
      '/api/hotel/{id}/rooms',
      '/api/hotel/{id}/night-prices',
      '/api/hotel/{id}/reviews',
    ]);
  });

  it('lists every status each row answers to signed-out, user, provider and admin callers naming nothing that exists, or no id at all', async () => {
    const callers = { anonymous: {}, user: await signedInAs(t, 'user'), admin: await signedInAs(t, 'admin') } as Record<string, object>;
    const undocumented: string[] = [];
    // signing out ends the caller's session: last
    const rows = [...ENDPOINTS].sort((a, b) => Number(a.path === '/api/users/logout') - Number(b.path === '/api/users/logout'));
    // one session per role: each sign-in hashes a password, and the rows are many
    const sessions = new Map<string, object>();
    const providerOf = async (role: NonNullable<Parameters<typeof signedInAs>[1]>) => {
      if (!sessions.has(role)) sessions.set(role, await signedInAs(t, role));
      return sessions.get(role)!;
    };
    for (const row of rows) {
      const roles = Array.isArray(row.access.who) ? { provider: await providerOf(row.access.who[0]) } : {};
      const names = [...row.path.matchAll(/:(\w+)/g)].map(([, p]) => p);
      // ids that name nothing, and (for a row with path parameters) ones that are not ids at all
      const urls = new Set([UNKNOWN_ID, 'not-an-id'].map((id) => fillPath(row.path, Object.fromEntries(names.map((p) => [p, id])))));
      for (const [who, caller] of Object.entries({ ...callers, ...roles }))
        for (const url of urls) {
          const headers = 'headers' in caller ? (caller.headers as Record<string, string>) : {};
          const res = await t.app.inject({ method: row.method, url, headers, ...(row.body && { payload: {} }) });
          const answer = operationOf(row)!.responses[res.statusCode];
          const type = String(res.headers['content-type']).split(';')[0]!;
          if (!answer) undocumented.push(`${row.method} ${url} as ${who}: ${res.statusCode} ${res.body}`);
          else if (res.statusCode < 300 && res.body && !answer.content?.[type])
            undocumented.push(`${row.method} ${url} as ${who}: ${type}`);
        }
    }
    expect(undocumented).toEqual([]);
  });
});
