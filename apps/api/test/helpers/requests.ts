// One request to the test app, as an account (signed in by signedInAs, or one of signInEveryRole's
// headers) or anonymously.
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

type Who = { headers: { cookie: string } } | { cookie: string } | undefined;

const cookieOf = (who: Who) => (who === undefined ? {} : 'headers' in who ? who.headers : who);

/** A list call's answer, checked to be 200: its items, and the total its X-Total-Count header gives. */
export async function listOf(t: TestApp, url: string, who?: Who) {
  const res = await call(t, who, 'GET', url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return { items: res.json(), total: Number(res.headers['x-total-count']) };
}

/** A CSV download, checked (200, text/csv, saved as `filename`): its lines, without the byte-order mark. */
export function csvLines(res: { statusCode: number; headers: Record<string, unknown>; body: string }, filename: string) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
  return res.body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
}

export function call(
  t: TestApp,
  who: Who,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    ...(payload !== undefined ? { payload: payload as object } : {}),
    headers: { ...cookieOf(who), ...headers },
  });
}
