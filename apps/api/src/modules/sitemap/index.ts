// Sitemap: /sitemap.xml and /robots.txt from the live catalogue.
// The module's face: the plugin that registers it, and all that other code may use of it.
import fp from 'fastify-plugin';
import { registerSitemap } from './sitemap.routes.ts';

export const sitemapModule = fp(async (app) => registerSitemap(app), { name: 'sitemap' });
