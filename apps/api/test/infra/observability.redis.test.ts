// Readiness with a configured Redis: ready while it answers, 503 once it is gone. The app reaches the real
// Redis through a small TCP relay in this test, so "gone" is the relay closing, not the shared Redis.
import net from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../helpers/test-app.ts';
import { sleep, waitUntil } from '../helpers/wait.ts';

function relayTo(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  return {
    listen: () =>
      new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port))),
    cut: () => {
      server.close();
      for (const s of sockets) s.destroy();
    },
  };
}

describe('readiness with Redis', () => {
  it('is ready while Redis answers, and not once it is gone', async () => {
    const relay = relayTo(new URL(process.env.TEST_REDIS_URL!));
    const port = await relay.listen();
    const t = await createTestApp({ redisUrl: `redis://127.0.0.1:${port}` });
    try {
      await waitUntil('ready', async () => (await t.app.inject({ url: '/readyz' })).statusCode === 200);
      const consoleErrors = vi.spyOn(console, 'error');
      relay.cut();
      await waitUntil('unready', async () => (await t.app.inject({ url: '/readyz' })).statusCode === 503);
      expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'unavailable', message: 'Redis is not reachable.' });
      // the lost connection is the app's to report, not an "Unhandled error event" from the client library
      await sleep(1000); // ioredis retries after 50 ms, 100 ms, …: some attempts have failed by now
      expect(consoleErrors.mock.calls.flat().join(' ')).not.toContain('Unhandled error');
      consoleErrors.mockRestore();
    } finally {
      relay.cut();
      await t.close();
    }
  });
});
