// One request to the test app, as an account (signed in by signedInAs, or one of signInEveryRole's
// headers) or anonymously.
import type { TestApp } from './test-app.ts';

type Who = { headers: { cookie: string } } | { cookie: string } | undefined;

const cookieOf = (who: Who) => (who === undefined ? {} : 'headers' in who ? who.headers : who);

export function call(
  t: TestApp,
  who: Who,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
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
