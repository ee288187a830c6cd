// Every id a client sends, in the path, the query or the body, that is not a well-formed id names nothing:
// the answer is a 404, or a 400 naming the field, never a 500 from the database refusing to read it. The
// id fields are found by walking every row's schemas (the fields declared with the contract's id), so a
// new row or field is swept without touching this file.
import { ENDPOINTS } from '@raahi/contract/api-table';
import { fillPath, type EndpointDef } from '@raahi/contract/endpoint';
import type { Access, Role } from '@raahi/contract/rules/access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithEveryRole, type RoleHeaders } from '../helpers/access.ts';
import { bodyFor, fieldsOf, isIdField, sampleParams, type Field } from '../helpers/schema-fields.ts';
import type { TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let as: RoleHeaders;
beforeAll(async () => {
  ({ t, as } = await appWithEveryRole());
});
afterAll(() => t?.close());

/** Not ids: words, numbers, an injection attempt, a UUID with a letter beyond f, one digit short, or too long. */
const MALFORMED = [
  'xyz',
  '1',
  '-1',
  "' or 1=1--",
  '0000000g-0000-4000-8000-000000000000',
  '00000000-0000-4000-8000-00000000000',
  'a'.repeat(60),
];

type Where = 'params' | 'query' | 'body';
type IdField = { row: EndpointDef; where: Where; field: Field };

const idFieldsOf = (row: EndpointDef): IdField[] =>
  (['params', 'query', 'body'] as const).flatMap((where) =>
    row[where] ? fieldsOf(row[where]).flatMap((field) => (isIdField(field) ? [{ row, where, field }] : [])) : [],
  );
const ID_FIELDS = ENDPOINTS.flatMap(idFieldsOf);
const ROWS = ENDPOINTS.filter((row) => idFieldsOf(row).length > 0);
const label = ({ row, where, field }: IdField) => `${row.method} ${row.path} ${where}.${field.path.join('.')}`;

/** Every role the row admits (admins pass every staff rule), or no one for a public row, and an admin too. */
function callersOf(access: Access): (Role | undefined)[] {
  if (access.who === 'anyone') return [undefined, 'admin'];
  if (access.who === 'signed-in') return ['user', 'admin'];
  if (access.who === 'admin') return ['admin'];
  return [...access.who, 'admin'];
}

async function send({ row, where, field }: IdField, value: string, role: Role | undefined) {
  const name = String(field.path[0]);
  const params = { ...sampleParams(row.params), ...(where === 'params' && { [name]: value }) };
  const query = where === 'query' ? `?${new URLSearchParams({ [name]: value })}` : '';
  return t.app.inject({
    method: row.method,
    url: fillPath(row.path, params) + query,
    headers: role ? as[role] : {},
    ...(where === 'body' && { payload: bodyFor(field, value) as object }),
  });
}

describe('the id sweep', () => {
  it('finds the id fields of every row by walking its schemas', () => {
    const found = ID_FIELDS.map(label);
    expect(found).toEqual(
      expect.arrayContaining([
        'POST /api/enquiries body.listingId',
        'GET /api/admin/analytics query.hotelId',
        'POST /api/booking/create body.hotel',
        'POST /api/admin/user/changerole body.userId',
        'POST /api/admin/offer body.relatedId',
        'GET /api/hotel/:id params.id',
        'POST /api/bookings/:bookingId/:action params.bookingId',
      ]),
    );
    expect(ID_FIELDS.filter((f) => f.where === 'body').length).toBeGreaterThan(10);
  });

  it("declares every field named like an id with the contract's id", () => {
    const idLike = /^_?id$|Id$/;
    const undeclared = ENDPOINTS.flatMap((row) =>
      (['params', 'query', 'body'] as const).flatMap((where) =>
        row[where]
          ? fieldsOf(row[where])
              .filter((field) => idLike.test(String(field.path.findLast((p) => typeof p === 'string'))) && !isIdField(field))
              .map((field) => label({ row, where, field }))
          : [],
      ),
    );
    expect(undeclared).toEqual([]);
  });

  it('refuses the two calls the probe broke, each otherwise well formed, with a 400 naming the id', async () => {
    const enquiry = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: {
        kind: 'hotel',
        listingId: 'xyz',
        message: 'Is there parking?',
        name: 'Asha',
        email: 'asha@example.in',
        phone: '+91 98765 43210',
      },
    });
    expect(enquiry.statusCode, enquiry.body).toBe(400);
    expect(enquiry.json().fields).toEqual({ listingId: 'Not a valid id.' });
    const analytics = await t.app.inject({
      method: 'GET',
      url: '/api/admin/analytics?hotelId=xyz',
      headers: as.admin,
    });
    expect(analytics.statusCode, analytics.body).toBe(400);
    expect(analytics.json().fields).toEqual({ hotelId: 'Not a valid id.' });
  });

  it.each(ROWS.map((row) => [`${row.method} ${row.path}`, row] as const))(
    '%s: a malformed id is a 404 or a 400 naming the field, never a 500',
    async (_, row) => {
      const failures: string[] = [];
      for (const f of idFieldsOf(row)) {
        for (const role of callersOf(row.access)) {
          for (const value of MALFORMED) {
            const res = await send(f, value, role);
            const what = `${label(f)} = ${JSON.stringify(value)} as ${role ?? 'anyone'} → ${res.statusCode}`;
            if (res.statusCode === 404) continue;
            if (res.statusCode !== 400) {
              failures.push(`${what} ${res.body.slice(0, 200)}`);
              continue;
            }
            // a path parameter may be refused with the rest of the request; a query or body field by name
            const fields = (res.json() as { fields?: Record<string, string> }).fields ?? {};
            if (f.where !== 'params' && !fields[f.field.path.join('.')])
              failures.push(`${what} without a message for the field: ${res.body.slice(0, 200)}`);
          }
        }
      }
      expect(failures).toEqual([]);
    },
  );
});
