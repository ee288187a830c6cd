import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithEveryRole, expectCollectionOnlyFor, type RoleHeaders } from '../helpers/access.ts';
import { insertBlog } from '../helpers/content-fixtures.ts';
import { picture } from '../helpers/fixtures.ts';
import { call, listOf } from '../helpers/requests.ts';
import { UNKNOWN_ID, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let as: RoleHeaders;
const validBlog = {
  title: 'Ladakh in June',
  description: 'High passes and clear skies.',
  category: 'tour',
  author: 'Kabir',
  imagePath: picture('ladakh'),
  featured: true,
};

beforeAll(async () => {
  ({ t, as } = await appWithEveryRole());
  await insertBlog(t.db, { title: 'Old hotel blog', category: 'hotel', createdAt: new Date('2025-01-01T00:00:00Z') });
  await insertBlog(t.db, { title: 'Featured cab blog', category: 'cabs', featured: true, createdAt: new Date('2025-06-01T00:00:00Z') });
  await insertBlog(t.db, { title: 'New tour blog', category: 'tour', createdAt: new Date('2025-09-01T00:00:00Z') });
});
afterAll(() => t?.close());

const titles = (body: { title: string }[]) => body.map((b) => b.title);

describe('public blog', () => {
  it('lists newest first as an array with the total in a header', async () => {
    const { items, total } = await listOf(t, '/api/blog');
    expect(titles(items)).toEqual(['New tour blog', 'Featured cab blog', 'Old hotel blog']);
    expect(total).toBe(3);
    expect(items[0]).toMatchObject({ author: 'Asha Rao', image: picture('blog'), category: 'tour', featured: false });
    expect(items[0]._id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('filters by featured and category and pages', async () => {
    expect(titles((await listOf(t, '/api/blog?featured=true')).items)).toEqual(['Featured cab blog']);
    expect(titles((await listOf(t, '/api/blog?category=hotel')).items)).toEqual(['Old hotel blog']);
    expect(await listOf(t, '/api/blog?limit=2&page=2')).toMatchObject({ items: [{ title: 'Old hotel blog' }], total: 3 });
  });

  it('refuses an unknown category or an oversized page with 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/blog?category=food' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/blog?limit=5000' })).statusCode).toBe(400);
  });

  it('reads one blog; unknown and malformed ids are 404', async () => {
    const blog = await insertBlog(t.db, { title: 'One' });
    const res = await t.app.inject({ method: 'GET', url: `/api/blog/${blog.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: blog.id, title: 'One' });
    for (const id of [UNKNOWN_ID, 'not-an-id', "1'%20or%201=1"])
      expect((await t.app.inject({ method: 'GET', url: `/api/blog/${id}` })).statusCode, id).toBe(404);
  });
});

describe('admin blog', () => {
  it('adds a blog from the add form (imagePath) and it appears publicly', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/blog/addBlog', headers: as.content, payload: validBlog });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ title: 'Ladakh in June', image: picture('ladakh'), featured: true, category: 'tour' });
    const pub = await t.app.inject({ method: 'GET', url: `/api/blog/${created._id}` });
    expect(pub.json().title).toBe('Ladakh in June');
  });

  it('requires title, description, category, author and a banner image, with field messages', async () => {
    const res = await call(t, as.content, 'POST', '/api/admin/blog/addBlog', { title: ' ', category: 'food' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(expect.arrayContaining(['title', 'description', 'category', 'author']));
    const noImage = await call(t, as.content, 'POST', '/api/admin/blog/addBlog', { ...validBlog, imagePath: '' });
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json().fields.imagePath).toBe('A banner image is required.');
  });

  it('edits a blog; without an image the stored one is kept; with one it is replaced', async () => {
    const blog = await insertBlog(t.db, { title: 'Draft', image: picture('keep') });
    const body = { title: 'Edited', description: 'New text', category: 'hotel', author: 'Mira', featured: false };
    const res = await t.app.inject({ method: 'PUT', url: `/api/admin/blog/${blog.id}`, headers: as.admin, payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Edited', category: 'hotel', image: picture('keep') });
    const again = await call(t, as.content, 'PUT', `/api/admin/blog/${blog.id}`, { ...body, image: picture('new') });
    expect(again.json().image).toBe(picture('new'));
    const read = await t.app.inject({ method: 'GET', url: `/api/admin/blog/${blog.id}`, headers: as.content });
    expect(read.json()).toMatchObject({ title: 'Edited', image: picture('new') });
  });

  it('refuses an edit with a missing field (400) and on an unknown or malformed id (404)', async () => {
    const blog = await insertBlog(t.db);
    const bad = await t.app.inject({ method: 'PUT', url: `/api/admin/blog/${blog.id}`, headers: as.content, payload: { title: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('author');
    const body = { title: 'T', description: 'D', category: 'tour', author: 'A' };
    for (const id of [UNKNOWN_ID, 'nope']) {
      expect((await t.app.inject({ method: 'PUT', url: `/api/admin/blog/${id}`, headers: as.content, payload: body })).statusCode).toBe(
        404,
      );
      expect((await t.app.inject({ method: 'GET', url: `/api/admin/blog/${id}`, headers: as.content })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/blog/${id}`, headers: as.content })).statusCode).toBe(404);
    }
  });

  it('deletes a blog with the spec message; it is gone afterwards', async () => {
    const blog = await insertBlog(t.db);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/blog/${blog.id}`, headers: as.content });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Blog deleted successfully');
    expect((await t.app.inject({ method: 'GET', url: `/api/blog/${blog.id}` })).statusCode).toBe(404);
  });

  it('lists every blog for staff, bounded, with a total', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/blog/allblog?limit=2', headers: as.content });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(2);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThan(2);
  });
});

describe('who may manage blogs', () => {
  it('only content managers and admins, on every admin route', async () => {
    const blog = await insertBlog(t.db);
    const staff = ['content', 'admin'] as const;
    const item = `/api/admin/blog/${blog.id}`;
    const paths = { list: '/api/admin/blog/allblog', create: '/api/admin/blog/addBlog', item, remove: item };
    await expectCollectionOnlyFor(t, as, paths, () => validBlog, [...staff]);
  });

  it('checks the role before the body, so a stranger with a bad body still gets 401', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/blog/addBlog', payload: { nonsense: true } });
    expect(res.statusCode).toBe(401);
  });
});
