import type { BlogCreateInput, BlogUpdateInput } from '@raahi/contract/blog-admin';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import { blogFromWire } from './blog.wire.ts';
import { deleteBlog, findBlog, insertBlog, updateBlog } from './blogs.repo.ts';

const missing = () => notFound('Blog');

export async function getBlog(db: Db, id: string) {
  const found = isId(id) ? await findBlog(db, id) : undefined;
  if (!found) throw missing();
  return found;
}

export const createBlog = (db: Db, body: BlogCreateInput) => insertBlog(db, blogFromWire(body));

export async function editBlog(db: Db, id: string, body: BlogUpdateInput) {
  const updated = isId(id) ? await updateBlog(db, id, blogFromWire(body)) : undefined;
  if (!updated) throw missing();
  return updated;
}

export async function removeBlog(db: Db, id: string) {
  if (!isId(id) || !(await deleteBlog(db, id))) throw missing();
}

/** what itemRoutes serves the calls on one post with */
export const blogItems = { create: createBlog, get: getBlog, edit: editBlog, remove: removeBlog };
