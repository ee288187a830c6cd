// Starts the real server process: configuration errors, the data-directory lock, health, readiness and SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const nodeBin = path.join(root, 'node_modules/.bin/node');
const children: ChildProcess[] = [];
afterAll(() => children.forEach((c) => c.kill('SIGKILL')));

function start(env: Record<string, string>) {
  const child = spawn(nodeBin, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      SKIP_SEED: 'true',
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // generous: a first start migrates a new database, and the whole suite shares two cores
  const ready = async () => {
    for (let i = 0; i < 450; i++) {
      if (output.includes('Raahi is running')) return;
      if (child.exitCode !== null) throw new Error(`exited: ${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`not ready: ${output}`);
  };
  return { child, exited, ready, output: () => output };
}

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'raahi-life-'));
// a test that starts the server several times may take longer than the suite's default on a busy machine
const SEVERAL_STARTS_MS = 180_000;
const port = () => 20_000 + Math.floor(Math.random() * 20_000);

describe('server process', () => {
  it('stops with one clear line on invalid configuration', async () => {
    const s = start({ PORT: 'eighty', DATA_DIR: tempDir() });
    expect(await s.exited).toBe(1);
    expect(s.output().trim()).toBe('Invalid configuration: PORT Invalid input: expected number, received NaN');
  });

  it(
    'serves health and readiness, refuses a second process on the same data dir, and stops cleanly on SIGTERM',
    async () => {
      const dataDir = tempDir();
      const p = port();
      const first = start({ PORT: String(p), DATA_DIR: dataDir });
      await first.ready();
      expect(await (await fetch(`http://127.0.0.1:${p}/healthz`)).json()).toEqual({ status: 'ok' });
      expect(await (await fetch(`http://127.0.0.1:${p}/readyz`)).json()).toEqual({ status: 'ready' });
      expect(fs.existsSync(path.join(dataDir, 'raahi.lock'))).toBe(true);

      const second = start({ PORT: String(port()), DATA_DIR: dataDir });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain('already using the data directory');

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
      const again = start({ PORT: String(p), DATA_DIR: dataDir });
      await again.ready();
      expect((await fetch(`http://127.0.0.1:${p}/readyz`)).status).toBe(200);
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    },
    SEVERAL_STARTS_MS,
  );

  it(
    'starts over a lock left behind whose pid now belongs to another live process, and still keeps a second one out',
    async () => {
      const dataDir = tempDir();
      // a crash left the lock file behind, and its pid has since been reused by an unrelated process
      const unrelated = spawn('sleep', ['60']);
      children.push(unrelated);
      fs.writeFileSync(path.join(dataDir, 'raahi.lock'), String(unrelated.pid));
      const p = port();
      const first = start({ PORT: String(p), DATA_DIR: dataDir });
      await first.ready();
      expect((await fetch(`http://127.0.0.1:${p}/readyz`)).status).toBe(200);
      expect(fs.readFileSync(path.join(dataDir, 'raahi.lock'), 'utf8')).toBe(String(first.child.pid));

      const second = start({ PORT: String(port()), DATA_DIR: dataDir });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`Another Raahi process (pid ${first.child.pid}) is already using the data directory`);

      // killed outright: the kernel releases the lock, and the next start takes it
      first.child.kill('SIGKILL');
      await first.exited;
      const third = start({ PORT: String(p), DATA_DIR: dataDir });
      await third.ready();
      third.child.kill('SIGTERM');
      expect(await third.exited).toBe(0);
    },
    SEVERAL_STARTS_MS,
  );

  it(
    'keeps a generated secret for device cookies in the data folder, readable by its owner only, across restarts',
    async () => {
      const dataDir = tempDir();
      const p = port();
      const first = start({ PORT: String(p), DATA_DIR: dataDir });
      await first.ready();
      const file = path.join(dataDir, 'server-secret');
      const secret = fs.readFileSync(file, 'utf8');
      expect(secret.length).toBeGreaterThanOrEqual(43);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      // a device cookie issued before a restart is still recognised after it
      const signIn = () =>
        fetch(`http://127.0.0.1:${p}/api/users/auth`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: device },
          body: JSON.stringify({ email: 'restart@example.test', password: 'Restart-Safe-2026' }),
        });
      let device = '';
      const registered = await fetch(`http://127.0.0.1:${p}/api/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: 'Restart', email: 'restart@example.test', password: 'Restart-Safe-2026' }),
      });
      expect(registered.status).toBe(201);
      device = ((await signIn()).headers.get('set-cookie') ?? '').match(/raahi_device=[^;]+/)![0];
      first.child.kill('SIGTERM');
      await first.exited;

      const again = start({ PORT: String(p), DATA_DIR: dataDir });
      await again.ready();
      expect(fs.readFileSync(file, 'utf8')).toBe(secret);
      // strangers are throttled after enough guesses; the remembered device is not
      for (let i = 0; i < 12; i++) {
        await fetch(`http://127.0.0.1:${p}/api/users/auth`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'restart@example.test', password: `guess-${i}-wrong` }),
        });
      }
      const stranger = await fetch(`http://127.0.0.1:${p}/api/users/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'restart@example.test', password: 'Restart-Safe-2026' }),
      });
      expect(stranger.status).toBe(429);
      expect((await signIn()).status).toBe(200);
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    },
    SEVERAL_STARTS_MS,
  );
});
