// Picture fields take only paths this server issued (an upload's answer, a seeded picture): never an
// outside URL, a javascript: address or a path of the caller's making.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWith, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: { headers: { cookie: string } };
beforeAll(async () => {
  ({ t, admin } = await appWith({ admin: 'admin' }));
});
afterAll(() => t?.close());

const MESSAGE = 'Upload the picture here: only pictures stored by Raahi can be used.';

const REFUSED = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  'https://evil.example/x.webp',
  'http://127.0.0.1:3000/uploads/x.webp',
  '//evil.example/uploads/0b3f1c1e-8d7a-4c51-9a55-0d4c5b0e6f10.webp',
  'data:image/svg+xml,<svg onload=alert(1)>',
  '/uploads/../server-secret',
  '/uploads/0b3f1c1e-8d7a-4c51-9a55-0d4c5b0e6f10.webp/../../etc/passwd',
  '/uploads/not-a-uuid.webp',
  '/uploads/0b3f1c1e-8d7a-4c51-9a55-0d4c5b0e6f10.svg',
  '/uploads/0b3f1c1e-8d7a-4c51-9a55-0d4c5b0e6f10-w640.webp',
  ' /uploads/0b3f1c1e-8d7a-4c51-9a55-0d4c5b0e6f10.webp',
  '/uploads/0B3F1C1E-8D7A-4C51-9A55-0D4C5B0E6F10.webp',
  '/api/users/logout',
];

/** Every picture field of every body that has one: the call, and the body with `v` in that field. */
const PICTURE_FIELDS: { label: string; method: 'POST' | 'PUT'; url: string; field: string; body: (v: string) => object }[] = [
  { label: 'hotel cover', method: 'POST', url: '/api/admin/hotel', field: 'imageUrl', body: (v) => ({ imageUrl: v }) },
  { label: 'hotel gallery', method: 'POST', url: '/api/admin/hotel', field: 'images.1', body: (v) => ({ images: ['', v] }) },
  {
    label: 'hotel section',
    method: 'POST',
    url: '/api/admin/hotel',
    field: 'foodAndDining.img',
    body: (v) => ({ foodAndDining: { title: 'Food', img: v } }),
  },
  { label: 'cab picture', method: 'POST', url: '/api/admin/cab', field: 'imageUrl', body: (v) => ({ imageUrl: v }) },
  { label: 'tour cover', method: 'POST', url: '/api/admin/tour', field: 'image', body: (v) => ({ image: v }) },
  { label: 'tour photos', method: 'POST', url: '/api/admin/tour', field: 'photos.0', body: (v) => ({ photos: [v] }) },
  {
    label: 'tour plan picture',
    method: 'POST',
    url: '/api/admin/tour',
    field: 'tourPlan.0.sightseeing.0.image',
    body: (v) => ({
      tourPlan: [{ day: 1, description: '', sightseeing: [{ name: '', location: '', places: '', duration: '', image: v }] }],
    }),
  },
  { label: 'blog banner', method: 'POST', url: '/api/admin/blog/addBlog', field: 'imagePath', body: (v) => ({ imagePath: v }) },
  { label: 'offer picture', method: 'POST', url: '/api/admin/offer', field: 'image', body: (v) => ({ image: v }) },
];

describe('picture fields', () => {
  it('refuse outside URLs, javascript: addresses and made-up paths with a field message', async () => {
    const failures: string[] = [];
    for (const f of PICTURE_FIELDS) {
      for (const bad of REFUSED) {
        const res = await t.app.inject({ method: f.method, url: f.url, headers: admin.headers, payload: f.body(bad) });
        const fields = res.statusCode === 400 ? (res.json().fields as Record<string, string>) : {};
        if (fields[f.field] !== MESSAGE) failures.push(`${f.label} ${JSON.stringify(bad)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('take the path the upload call answered, and the public sees it', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#f80' } })
      .png()
      .toBuffer();
    const boundary = '----raahi-picture';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(up.statusCode, up.body).toBe(201);
    const issued = up.json().imagePath as string;

    const cab = {
      imageUrl: issued,
      model: 'Innova Crysta',
      type: 'SUV',
      seats: 7,
      kmsIncluded: 250,
      extraKmFare: 14,
      fuelType: 'Diesel',
      cancellation: 'Free until a day before',
      rating: 4.5,
      reviewCount: 10,
      originalPrice: 4000,
      discountedPrice: 3500,
      taxes: 5,
      travelType: 'Outstation',
    };
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/cab', headers: admin.headers, payload: cab });
    expect(created.statusCode, created.body).toBe(201);
    const seen = await t.app.inject({ method: 'GET', url: `/api/cab/${created.json()._id}` });
    expect(seen.json().imageUrl).toBe(issued);
    expect((await t.app.inject({ method: 'GET', url: issued })).statusCode).toBe(200);
  });
});
