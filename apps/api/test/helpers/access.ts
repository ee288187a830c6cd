// Permission-matrix helpers: one signed-in account per role, plus anonymous.
import type { Access } from '@raahi/contract/rules/access';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { Role } from '../../src/db/schema.ts';
import { createTestApp, signedInAs, type TestApp } from './test-app.ts';

export const ALL_ROLES: Role[] = ['user', 'hotel', 'cab', 'tour', 'content', 'admin'];
export type RoleHeaders = Record<Role, { cookie: string }>;

/** A role the row's access rule admits (its first staff role rather than admin, so the narrower rule is the one tried); none for anyone. */
export function roleAdmittedBy(access: Access): Role | undefined {
  if (access.who === 'anyone') return undefined;
  if (access.who === 'signed-in') return 'user';
  if (access.who === 'admin') return 'admin';
  return access.who[0];
}

export async function signInEveryRole(t: TestApp): Promise<RoleHeaders> {
  const out = {} as RoleHeaders;
  for (const role of ALL_ROLES) out[role] = (await signedInAs(t, role)).headers;
  return out;
}

/** A fresh app with one signed-in account per role. */
export async function appWithEveryRole(): Promise<{ t: TestApp; as: RoleHeaders }> {
  const t = await createTestApp();
  return { t, as: await signInEveryRole(t) };
}

/**
 * Sends one request as anonymous and as every role: anonymous gets 401, roles outside `allowed`
 * get 403, and the allowed roles get past the check (any other status).
 */
export async function expectOnlyRoles(t: TestApp, as: RoleHeaders, request: InjectOptions, allowed: Role[]) {
  const label = `${request.method} ${request.url}`;
  const anonymous = await t.app.inject(request);
  expect(anonymous.statusCode, `${label} anonymous`).toBe(401);
  for (const role of ALL_ROLES) {
    const res = await t.app.inject({ ...request, headers: { ...request.headers, ...as[role] } });
    if (allowed.includes(role)) expect([401, 403], `${label} as ${role}: ${res.body}`).not.toContain(res.statusCode);
    else expect(res.statusCode, `${label} as ${role}`).toBe(403);
  }
}

/**
 * A collection's five back-office calls (its list, create, read, save and delete) refuse everyone but
 * `allowed` (expectOnlyRoles on each); `item` is the read and save path of one item, `remove` its delete path.
 */
export async function expectCollectionOnlyFor(
  t: TestApp,
  as: RoleHeaders,
  paths: { list: string; create: string; item: string; remove: string },
  payload: () => object,
  allowed: Role[],
) {
  await expectOnlyRoles(t, as, { method: 'GET', url: paths.list }, allowed);
  await expectOnlyRoles(t, as, { method: 'POST', url: paths.create, payload: payload() }, allowed);
  await expectOnlyRoles(t, as, { method: 'GET', url: paths.item }, allowed);
  await expectOnlyRoles(t, as, { method: 'PUT', url: paths.item, payload: payload() }, allowed);
  await expectOnlyRoles(t, as, { method: 'DELETE', url: paths.remove }, allowed);
}
