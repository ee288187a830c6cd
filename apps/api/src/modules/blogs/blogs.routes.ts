import * as api from '@raahi/contract/blogs';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/route.ts';
import { toWireBlog } from '../../wire/blog.ts';
import { listBlogs } from './blogs.repo.ts';
import { createBlog, editBlog, getBlog, removeBlog } from './blogs.service.ts';

// Visitors and content managers read the same list and the same post.
const page = async ({ db, query }: { db: Db; query: api.BlogListQuery }) => {
  const { rows, total } = await listBlogs(db, query);
  return { items: rows.map(toWireBlog), total };
};
const one = async ({ db, params }: { db: Db; params: { id: string } }) => toWireBlog(await getBlog(db, params.id));

export const blogRoutes = [
  route(api.listBlogs, page),
  route(api.getBlog, one),
  route(api.listAdminBlogs, page),
  route(api.createBlog, async ({ db, body }) => toWireBlog(await createBlog(db, body))),
  route(api.getAdminBlog, one),
  route(api.updateBlog, async ({ db, params, body }) => toWireBlog(await editBlog(db, params.id, body))),
  route(api.deleteBlog, async ({ db, params }) => {
    await removeBlog(db, params.id);
    return { message: 'Blog deleted successfully' };
  }),
];
