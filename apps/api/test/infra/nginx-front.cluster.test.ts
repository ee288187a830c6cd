// nginx in front of the API with the committed ops/nginx.conf: a picture the pipeline wrote is sent from the
// folder (never reaching the API), with the same caching and revalidation the API gives it; a picture that is
// not on disk, any other name under /uploads/ and every other path are the API's to answer.
// Runs in the multi-process step (scripts/test.mjs) when nginx is installed (apt-get install nginx-light).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { renditionPath } from '@raahi/contract/upload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, pictureBytes } from '../helpers/pictures.ts';
import { createTestApp, signedInAs, type TestApp } from '../helpers/test-app.ts';
import { nginxInstalled, startNginx, stopNginx, type Front } from '../../../../scripts/scale/nginx-front.ts';

let t: TestApp;
let api: string;
let front: Front;
let frontUrl: string;

beforeAll(async () => {
  if (!nginxInstalled()) throw new Error('This test needs nginx (apt-get install nginx-light)');
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  api = `http://127.0.0.1:${port}`;
  front = await startNginx(port, t.uploadsDir);
  frontUrl = `http://127.0.0.1:${front.port}`;
});

afterAll(async () => {
  if (front) await stopNginx(front);
  await t?.close();
});

/** Uploads a picture through nginx (the body passes through it to the API) and answers its public path. */
async function uploadThroughFront(): Promise<string> {
  const staff = await signedInAs(t, 'content');
  const body = multipart([{ field: 'image', filename: 'photo.png', type: 'image/png', data: await pictureBytes(900, 600) }]);
  const res = await fetch(`${frontUrl}/api/upload`, {
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
      const res = await fetch(`${frontUrl}${p}`);
      expect(res.status, p).toBe(200);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.equals(fs.readFileSync(path.join(t.uploadsDir, path.basename(p)))), p).toBe(true);
      // the caching and the headers the API gives the same picture
      const own = await fetch(`${api}${p}`);
      for (const header of ['content-type', 'cache-control', 'x-content-type-options', 'cross-origin-resource-policy'])
        expect(res.headers.get(header), `${p}: ${header}`).toBe(own.headers.get(header));
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      // every answer of the API carries its request id: this one never reached it
      expect(res.headers.get('x-request-id'), 'sent by nginx, not the API').toBeNull();
      const etag = res.headers.get('etag');
      expect(etag).toBeTruthy();
      expect((await fetch(`${frontUrl}${p}`, { headers: { 'if-none-match': etag! } })).status).toBe(304);
    }
  });

  it('leaves a picture that is not on disk to the API, which answers for it', async () => {
    const res = await fetch(`${frontUrl}/uploads/00000000-0000-4000-8000-000000000000.webp`);
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
        const res = await fetch(`${frontUrl}${p}`);
        expect(res.headers.get('x-request-id'), `${p} is the API's to answer`).toBeTruthy();
        expect(await res.text(), p).not.toContain('outside the folder');
      }
    } finally {
      fs.rmSync(outside, { force: true });
    }
  });

  it('passes the API through, and keeps /metrics off the public entrance', async () => {
    const list = await fetch(`${frontUrl}/api/hotel?limit=1`);
    expect(list.status).toBe(200);
    expect(list.headers.get('x-request-id')).toBeTruthy();
    expect((await fetch(`${frontUrl}/metrics`)).status).toBe(404);
  });
});
