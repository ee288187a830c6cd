// Blogs: the public posts and the back-office's editor.
// The module's face: the plugin that registers it, and all that other code may use of it.
import fp from 'fastify-plugin';
import { registerRoutes } from '../../http/route.ts';
import { blogRoutes } from './blogs.routes.ts';

export const blogsModule = fp(async (app) => registerRoutes(app, blogRoutes), { name: 'blogs' });
