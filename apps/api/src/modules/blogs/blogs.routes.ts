import * as admin from '@raahi/contract/blog-admin';
import * as api from '@raahi/contract/blogs';
import type { Db } from '../../db/client.ts';
import { itemRoutes } from '../../http/item-routes.ts';
import { page } from '../../http/page.ts';
import { route } from '../../http/route.ts';
import { toWireBlog } from './blog.wire.ts';
import { listBlogs } from './blogs.repo.ts';
import { blogItems, getBlog } from './blogs.service.ts';

// Visitors and content managers read the same list and the same post.
const listPage = async ({ db, query }: { db: Db; query: api.BlogListQuery }) => page(await listBlogs(db, query), toWireBlog);

export const blogRoutes = [
  route(api.listBlogs, listPage),
  route(api.getBlog, async ({ db, params }) => toWireBlog(await getBlog(db, params.id))),
  route(admin.listAdminBlogs, listPage),
  ...itemRoutes(admin.blogItemRows, blogItems, toWireBlog, 'Blog deleted successfully'),
];
