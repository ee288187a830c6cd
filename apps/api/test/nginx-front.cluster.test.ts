// nginx in front of the API with the committed ops/nginx.conf: a picture the pipeline wrote is sent from the
// folder (never reaching the API), with the same caching and revalidation the API gives it; a picture that is
// not on disk, any other name under /uploads/ and every other path are the API's to answer.
// Runs in the multi-process step (scripts/test.mjs) when nginx is installed (apt-get install nginx-light).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { renditionPath } from '@raahi/contract/upload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, pictureBytes } from './helpers/pictures.ts';
import { createTestApp, signedInAs, type TestApp } from './helpers/test-app.ts';
import { waitUntil } from './helpers/wait.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const FRONT_PORT = 3150;
const front = `http://127.0.0.1:${FRONT_PORT}`;

let t: TestApp;
let nginx: ChildProcess;
let prefix: string;
let nginxOutput = '';

/** envsubst's part: the three names the file documents, nothing else (nginx's own $variables stay). */
const render = (text: string, vars: Record<string, string>) => text.replace(/\$\{(RAAHI_[A-Z]+)\}/g, (_, name: string) => vars[name]!);

beforeAll(async () => {
  if (!fs.existsSync(NGINX)) throw new Error(`This test needs nginx at ${NGINX} (apt-get install nginx-light)`);
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  // nginx's workers may run as another user than the test (root starts them as nobody)
  fs.chmodSync(t.uploadsDir, 0o755);
  prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'raahi-nginx-'));
  fs.chmodSync(prefix, 0o755);
  fs.mkdirSync(path.join(prefix, 'temp'));
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(
    conf,
    render(fs.readFileSync(path.join(root, 'ops/nginx.conf'), 'utf8'), {
      RAAHI_LISTEN: `127.0.0.1:${FRONT_PORT}`,
      RAAHI_API: `127.0.0.1:${port}`,
      RAAHI_UPLOADS: t.uploadsDir,
    }),
  );
  nginx = spawn(NGINX, ['-p', prefix, '-c', conf, '-g', 'daemon off;']);
  nginx.stderr!.on('data', (d) => (nginxOutput += d));
  await waitUntil('nginx to answer', async () => {
    if (nginx.exitCode !== null) throw new Error(`nginx stopped: ${nginxOutput}`);
    return fetch(`${front}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
  });
});

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    nginx.kill('SIGQUIT');
    await new Promise((r) => nginx.once('exit', r));
  }
  await t?.close();
  if (prefix) fs.rmSync(prefix, { recursive: true, force: true });
});

/** Uploads a picture through nginx (the body passes through it to the API) and answers its public path. */
async function uploadThroughFront(): Promise<string> {
  const staff = await signedInAs(t, 'content');
  const body = multipart([{ field: 'image', filename: 'photo.png', type: 'image/png', data: await pictureBytes(900, 600) }]);
  const res = await fetch(`${front}/api/upload`, {
    method: 'POST',
    headers: { ...body.headers, cookie: staff.headers.cookie },
    body: new Uint8Array(body.payload),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { imagePath: string }).imagePath;
}

describe('nginx in front (ops/nginx.conf)', () => {
  it('sends a stored picture and its renditions from the folder, cached for a year, and answers 304 to a revalidation', async () => {
    const imagePath = await uploadThroughFront();
    for (const p of [imagePath, renditionPath(imagePath, 640), renditionPath(imagePath, 320)]) {
      const res = await fetch(`${front}${p}`);
      expect(res.status, p).toBe(200);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.equals(fs.readFileSync(path.join(t.uploadsDir, path.basename(p)))), p).toBe(true);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      // every answer of the API carries its request id: this one never reached it
      expect(res.headers.get('x-request-id'), 'sent by nginx, not the API').toBeNull();
      const etag = res.headers.get('etag');
      expect(etag).toBeTruthy();
      expect((await fetch(`${front}${p}`, { headers: { 'if-none-match': etag! } })).status).toBe(304);
    }
  });

  it('leaves a picture that is not on disk to the API, which answers for it', async () => {
    const res = await fetch(`${front}/uploads/00000000-0000-4000-8000-000000000000.webp`);
    expect(res.status).toBe(404);
    expect(res.headers.get('x-request-id'), 'answered by the API').toBeTruthy();
  });

  it('reads nothing else from the folder: other names, and paths that try to leave it, go to the API', async () => {
    fs.writeFileSync(path.join(t.uploadsDir, 'notes.txt'), 'not a picture');
    // a file beside the folder, named like a picture
    const outside = path.join(path.dirname(t.uploadsDir), `${randomUUID()}.webp`);
    fs.writeFileSync(outside, 'outside the folder');
    try {
      const name = path.basename(outside);
      for (const p of ['/uploads/notes.txt', '/uploads/', `/uploads/..%2f${name}`, `/uploads/%2e%2e/${name}`]) {
        const res = await fetch(`${front}${p}`);
        expect(res.headers.get('x-request-id'), `${p} is the API's to answer`).toBeTruthy();
        expect(await res.text(), p).not.toContain('outside the folder');
      }
    } finally {
      fs.rmSync(outside, { force: true });
    }
  });

  it('passes the API through, and keeps /metrics off the public entrance', async () => {
    const list = await fetch(`${front}/api/hotel?limit=1`);
    expect(list.status).toBe(200);
    expect(list.headers.get('x-request-id')).toBeTruthy();
    expect((await fetch(`${front}/metrics`)).status).toBe(404);
  });
});
