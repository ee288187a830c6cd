import * as admin from '@raahi/contract/blog-admin';
import * as api from '@raahi/contract/blogs';
import type { Db } from '../../db/client.ts';
import { page } from '../../http/page.ts';
import { route } from '../../http/route.ts';
import { toWireBlog } from '../../wire/blog.ts';
import { listBlogs } from './blogs.repo.ts';
import { createBlog, editBlog, getBlog, removeBlog } from './blogs.service.ts';

// Visitors and content managers read the same list and the same post.
const listPage = async ({ db, query }: { db: Db; query: api.BlogListQuery }) => page(await listBlogs(db, query), toWireBlog);
const one = async ({ db, params }: { db: Db; params: { id: string } }) => toWireBlog(await getBlog(db, params.id));

export const blogRoutes = [
  route(api.listBlogs, listPage),
  route(api.getBlog, one),
  route(admin.listAdminBlogs, listPage),
  route(admin.createBlog, async ({ db, body }) => toWireBlog(await createBlog(db, body))),
  route(admin.getAdminBlog, one),
  route(admin.updateBlog, async ({ db, params, body }) => toWireBlog(await editBlog(db, params.id, body))),
  route(admin.deleteBlog, async ({ db, params }) => {
    await removeBlog(db, params.id);
    return { message: 'Blog deleted successfully' };
  }),
];
