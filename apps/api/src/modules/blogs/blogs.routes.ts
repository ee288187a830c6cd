import { blog, blogCreateInput, blogListQuery, blogUpdateInput } from '@raahi/contract/blogs';
import { idParams } from '@raahi/contract/common';
import { messageBody } from '@raahi/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/paging.ts';
import { requireRole } from '../../plugins/auth.ts';
import { toWireBlog } from '../../wire/blog.ts';
import { listBlogs } from './blogs.repo.ts';
import { createBlog, editBlog, getBlog, removeBlog } from './blogs.service.ts';

export const blogsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/blog', { schema: { querystring: blogListQuery, response: { 200: z.array(blog) } } }, async (request, reply) => {
    const { rows, total } = await listBlogs(app.db, request.query);
    return sendPage(reply, rows.map(toWireBlog), total);
  });

  app.get('/api/blog/:id', { schema: { params: idParams, response: { 200: blog } } }, async (request) =>
    toWireBlog(await getBlog(app.db, request.params.id)),
  );

  await app.register(adminBlogRoutes);
};

/** Content managers and admins. The role is checked before validation, so a stranger learns nothing about the body. */
const adminBlogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', async (request) => void requireRole(request, 'content'));

  app.get(
    '/api/admin/blog/allblog',
    { schema: { querystring: blogListQuery, response: { 200: z.array(blog) } } },
    async (request, reply) => {
      const { rows, total } = await listBlogs(app.db, request.query);
      return sendPage(reply, rows.map(toWireBlog), total);
    },
  );

  app.post('/api/admin/blog/addBlog', { schema: { body: blogCreateInput, response: { 201: blog } } }, async (request, reply) =>
    reply.status(201).send(toWireBlog(await createBlog(app.db, request.body))),
  );

  app.get('/api/admin/blog/:id', { schema: { params: idParams, response: { 200: blog } } }, async (request) =>
    toWireBlog(await getBlog(app.db, request.params.id)),
  );

  app.put('/api/admin/blog/:id', { schema: { params: idParams, body: blogUpdateInput, response: { 200: blog } } }, async (request) =>
    toWireBlog(await editBlog(app.db, request.params.id, request.body)),
  );

  app.delete('/api/admin/blog/:id', { schema: { params: idParams, response: { 200: messageBody } } }, async (request) => {
    await removeBlog(app.db, request.params.id);
    return { message: 'Blog deleted successfully' };
  });
};
