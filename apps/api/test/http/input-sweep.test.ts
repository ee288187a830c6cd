// For every row of the endpoint table with a body or a query, every field its schema declares (found by
// walking the schema, so a new row or field is swept without touching this file) gets what PostgreSQL
// cannot store: text with a NUL byte, dates in years 0 and 9999, numbers beyond any column, NaN-like
// strings. Sent as a role the row admits, the answer is a 400 naming that field, never a 500.
import { ENDPOINTS } from '@raahi/contract/api-table';
import { fillPath, type EndpointDef } from '@raahi/contract/endpoint';
import type { Role } from '@raahi/contract/rules/access';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleAdmittedBy } from '../helpers/access.ts';
import { bodyFor, fieldsOf, sampleParams, type Field, type FieldKind } from '../helpers/schema-fields.ts';
import { createTestApp, signedInAs, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const cookies = new Map<Role, string>();
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['user', 'admin', 'hotel', 'cab', 'tour', 'content'] as const) cookies.set(role, (await signedInAs(t, role)).cookie);
});
afterAll(() => t?.close());

/** Values that must be refused, by the kind of field; none of them can be stored. */
const REFUSED: Record<FieldKind, unknown[]> = {
  // long enough for any minimum length, so only the NUL byte is wrong
  text: ['Raahi\u0000Travel#2026', '\u0000'],
  date: ['0000-01-01', '9999-12-31'],
  instant: ['0000-01-01T00:00', '9999-12-31T23:59', '0000-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z'],
  number: [1e308, 2 ** 63, 2 ** 31, -1e308, 'NaN', 'Infinity', '-Infinity', '1e999'],
};
/** Values some fields may accept (a minus one is a fine temperature): refused with a field message, or no error at all. */
const MAYBE: Partial<Record<FieldKind, unknown[]>> = { number: [-1, 0, '', '0x10'] };
// every field also gets the text probes: a date or number field refuses a NUL byte like any other
const ALSO_TEXT: FieldKind[] = ['date', 'instant', 'number'];

type Probe = { row: EndpointDef; where: 'body' | 'query'; field: Field; value: unknown; mustRefuse: boolean };

function probesOf(row: EndpointDef): Probe[] {
  const probes: Probe[] = [];
  for (const where of ['body', 'query'] as const) {
    const schema = row[where];
    if (!schema) continue;
    for (const field of fieldsOf(schema)) {
      // a query carries text: every value travels as a string
      const asSent = (v: unknown) => (where === 'query' ? String(v) : v);
      for (const value of REFUSED[field.kind]) probes.push({ row, where, field, value: asSent(value), mustRefuse: true });
      if (ALSO_TEXT.includes(field.kind)) for (const value of REFUSED.text) probes.push({ row, where, field, value, mustRefuse: true });
      for (const value of MAYBE[field.kind] ?? []) probes.push({ row, where, field, value: asSent(value), mustRefuse: false });
    }
  }
  return probes;
}

const ROWS = ENDPOINTS.filter((e) => e.body || e.query);
const key = (path: (string | number)[]) => path.join('.');

/** The field message for `path`: its own, or its parent's when the field sits in a list or a union. */
function messageFor(fields: Record<string, string> | undefined, path: (string | number)[]): string | undefined {
  for (let n = path.length; n > 0; n--) {
    const m = fields?.[key(path.slice(0, n))];
    if (m) return m;
  }
  return undefined;
}

/** Whether the row's own schema refuses the value in that field (a list's blank entries, say, are dropped, not refused). */
function schemaRefuses(p: Probe): boolean {
  const input = p.where === 'query' ? { [String(p.field.path[0])]: p.value } : bodyFor(p.field, p.value);
  const issues = z.safeParse(p.row[p.where]!, input).error?.issues ?? [];
  return issues.some((i) => i.path.length > 0 && i.path.length <= p.field.path.length && i.path.every((x, n) => x === p.field.path[n]));
}

async function send(p: Probe) {
  const role = roleAdmittedBy(p.row.access);
  const url = fillPath(p.row.path, sampleParams(p.row.params));
  const query = p.where === 'query' ? `?${new URLSearchParams({ [String(p.field.path[0])]: String(p.value) })}` : '';
  return t.app.inject({
    method: p.row.method,
    url: url + query,
    headers: role ? { cookie: cookies.get(role)! } : {},
    ...(p.where === 'body' ? { payload: bodyFor(p.field, p.value) as object } : {}),
  });
}

describe('the input sweep', () => {
  it('finds the fields of every row by walking its schemas', () => {
    const found = ROWS.flatMap((row) => (['body', 'query'] as const).flatMap((w) => (row[w] ? fieldsOf(row[w]) : [])));
    const kinds = new Set(found.map((f) => f.kind));
    expect([...kinds].sort()).toEqual(['date', 'instant', 'number', 'text']);
    // the calls the probe broke: register, booking search, hotel search, cab pickup
    const paths = (path: string) =>
      ROWS.filter((r) => r.path === path).flatMap((r) => [r.body, r.query].flatMap((s) => (s ? fieldsOf(s) : [])));
    expect(paths('/api/users').map((f) => key(f.path))).toEqual(expect.arrayContaining(['firstName', 'email', 'password']));
    expect(
      paths('/api/hotel')
        .filter((f) => f.kind === 'date')
        .map((f) => key(f.path)),
    ).toEqual(['checkin', 'checkout']);
    expect(paths('/api/cab/booking/create').find((f) => key(f.path) === 'pickupTime')?.kind).toBe('instant');
    expect(ROWS.length).toBeGreaterThan(30);
  });

  it.each(ROWS.map((row) => [`${row.method} ${row.path}`, row] as const))(
    '%s: bad input is a 400 naming the field, never a 500',
    async (_, row) => {
      const failures: string[] = [];
      for (const p of probesOf(row)) {
        const res = await send(p);
        const label = `${p.where}.${key(p.field.path)} = ${JSON.stringify(p.value)} → ${res.statusCode}`;
        if (res.statusCode >= 500) {
          failures.push(`${label} ${res.body.slice(0, 200)}`);
          continue;
        }
        // an empty query value means absent (decision 0011), so the schema never sees it
        const refusedBySchema = p.where === 'query' && p.value === '' ? false : schemaRefuses(p);
        if (!p.mustRefuse && !refusedBySchema) continue;
        if (p.mustRefuse && !refusedBySchema) failures.push(`${label}: the schema accepts it`);
        const message = res.statusCode === 400 ? messageFor(res.json().fields, p.field.path) : undefined;
        if (!message) failures.push(`${label} without a message for the field: ${res.body.slice(0, 200)}`);
      }
      expect(failures).toEqual([]);
    },
  );
});
