// Small helpers shared by the booking test files.
import type { TestApp } from './test-app.ts';

type Who = { headers: { cookie: string } } | undefined;

export function call(
  t: TestApp,
  who: Who,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    ...(payload !== undefined ? { payload: payload as object } : {}),
    headers: { ...(who?.headers ?? {}), ...headers },
  });
}

/** An instant `hours` from now, as an ISO string. */
export const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
