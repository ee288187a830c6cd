// On PostgreSQL, /metrics reports this process's connection pool.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POOL_SIZE } from '../../src/db/client.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ postgres: 'required' });
});
afterAll(() => t?.close());

const gauge = (text: string, state: string) =>
  Number(/raahi_db_pool_connections\{state="(\w+)"\} (\d+)/g.exec(text.split('\n').find((l) => l.includes(`state="${state}"`)) ?? '')?.[2]);

describe('database pool metrics', () => {
  it('reports the pool limit, open and idle connections, and requests waiting for one', async () => {
    await Promise.all(Array.from({ length: 8 }, () => t.app.inject({ method: 'GET', url: '/api/hotel' })));
    const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    // the test helper opens the server's own pool
    expect(gauge(text, 'max')).toBe(POOL_SIZE);
    expect(gauge(text, 'total')).toBeGreaterThanOrEqual(1);
    expect(gauge(text, 'idle')).toBeLessThanOrEqual(gauge(text, 'total'));
    expect(gauge(text, 'waiting')).toBe(0);
  });
});
