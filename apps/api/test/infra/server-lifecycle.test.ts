// Starts the real server process: configuration errors, the data-directory lock, health, readiness and SIGTERM.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startedProcesses, startServer, type ServerProcess } from '../helpers/server-process.ts';

afterAll(() => startedProcesses.forEach((c) => c.kill('SIGKILL')));

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'raahi-life-'));
// a test that starts the server several times may take longer than the suite's default on a busy machine
const SEVERAL_STARTS_MS = 180_000;
const port = () => 20_000 + Math.floor(Math.random() * 20_000);

/** A server on port `p` over `dataDir`, once it says it is running. */
async function serve(p: number, dataDir: string) {
  const s = startServer({ PORT: String(p), DATA_DIR: dataDir });
  await s.ready();
  return s;
}
/** A server on a new port over a new data dir. */
async function serveFresh() {
  const p = port();
  const dataDir = tempDir();
  return { p, dataDir, first: await serve(p, dataDir) };
}
/** SIGTERM, and the process ends cleanly. */
async function stop(s: ServerProcess) {
  s.child.kill('SIGTERM');
  expect(await s.exited).toBe(0);
}
/** A second process on a data dir in use stops at once; its output says why. */
async function refusedOn(dataDir: string) {
  const second = startServer({ PORT: String(port()), DATA_DIR: dataDir });
  expect(await second.exited).toBe(1);
  return second.output();
}
const at = (p: number, pathname: string) => `http://127.0.0.1:${p}${pathname}`;
/** POSTs JSON to the server on port `p`. */
const postJson = (p: number, pathname: string, body: object, headers: Record<string, string> = {}) =>
  fetch(at(p, pathname), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('server process', () => {
  it('stops with one clear line on invalid configuration', async () => {
    const s = startServer({ PORT: 'eighty', DATA_DIR: tempDir() });
    expect(await s.exited).toBe(1);
    expect(s.output().trim()).toBe('Invalid configuration: PORT Invalid input: expected number, received NaN');
  });

  it(
    'serves health and readiness, refuses a second process on the same data dir, and stops cleanly on SIGTERM',
    async () => {
      const { p, dataDir, first } = await serveFresh();
      expect(await (await fetch(at(p, '/healthz'))).json()).toEqual({ status: 'ok' });
      expect(await (await fetch(at(p, '/readyz'))).json()).toEqual({ status: 'ready' });
      expect(fs.existsSync(path.join(dataDir, 'raahi.lock'))).toBe(true);
      expect(await refusedOn(dataDir)).toContain('already using the data directory');

      // A request whose body is still arriving when SIGTERM comes must still be answered.
      const body = JSON.stringify({ firstName: 'Late', email: 'late@example.test', password: 'goodpass123' });
      const answer = new Promise<number>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port: p,
            method: 'POST',
            path: '/api/users',
            agent: false,
            headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode!);
          },
        );
        req.on('error', reject);
        req.write(body.slice(0, 10));
        setTimeout(() => first.child.kill('SIGTERM'), 300);
        setTimeout(() => req.end(body.slice(10)), 900);
      });
      expect(await answer).toBe(201);
      expect(await first.exited).toBe(0);

      // the data survives a restart
      const again = await serve(p, dataDir);
      expect((await fetch(at(p, '/readyz'))).status).toBe(200);
      await stop(again);
    },
    SEVERAL_STARTS_MS,
  );

  it(
    'starts over a lock left behind whose pid now belongs to another live process, and still keeps a second one out',
    async () => {
      const dataDir = tempDir();
      // a crash left the lock file behind, and its pid has since been reused by an unrelated process
      const unrelated = spawn('sleep', ['60']);
      startedProcesses.push(unrelated);
      fs.writeFileSync(path.join(dataDir, 'raahi.lock'), String(unrelated.pid));
      const p = port();
      const first = await serve(p, dataDir);
      expect((await fetch(at(p, '/readyz'))).status).toBe(200);
      expect(fs.readFileSync(path.join(dataDir, 'raahi.lock'), 'utf8')).toBe(String(first.child.pid));
      expect(await refusedOn(dataDir)).toContain(`Another Raahi process (pid ${first.child.pid}) is already using the data directory`);

      // killed outright: the kernel releases the lock, and the next start takes it
      first.child.kill('SIGKILL');
      await first.exited;
      await stop(await serve(p, dataDir));
    },
    SEVERAL_STARTS_MS,
  );

  it(
    'keeps a generated secret for device cookies in the data folder, readable by its owner only, across restarts',
    async () => {
      const { p, dataDir, first } = await serveFresh();
      const file = path.join(dataDir, 'server-secret');
      const secret = fs.readFileSync(file, 'utf8');
      expect(secret.length).toBeGreaterThanOrEqual(43);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      // a device cookie issued before a restart is still recognised after it
      const account = { email: 'restart@example.test', password: 'Restart-Safe-2026' };
      const signIn = () => postJson(p, '/api/users/auth', account, { cookie: device });
      let device = '';
      expect((await postJson(p, '/api/users', { firstName: 'Restart', ...account })).status).toBe(201);
      device = ((await signIn()).headers.get('set-cookie') ?? '').match(/raahi_device=[^;]+/)![0];
      await stop(first);

      const again = await serve(p, dataDir);
      expect(fs.readFileSync(file, 'utf8')).toBe(secret);
      // strangers are throttled after enough guesses; the remembered device is not
      for (let i = 0; i < 12; i++) await postJson(p, '/api/users/auth', { email: account.email, password: `guess-${i}-wrong` });
      expect((await postJson(p, '/api/users/auth', account)).status).toBe(429);
      expect((await signIn()).status).toBe(200);
      await stop(again);
    },
    SEVERAL_STARTS_MS,
  );
});
