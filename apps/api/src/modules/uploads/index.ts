// Uploads: pictures people upload, stored and served in the sizes pages ask for.
// The module's face: the plugin that registers it, and all that other code may use of it.
import fp from 'fastify-plugin';
import { registerRoutes } from '../../http/route.ts';
import { registerPictureServing } from './picture-serving.ts';
import { uploadRoutes } from './uploads.routes.ts';

export { insertImage } from './images.repo.ts';
export { storeImage } from './images.ts';

export const uploadsModule = fp(
  async (app) => {
    registerRoutes(app, uploadRoutes);
    registerPictureServing(app);
  },
  { name: 'uploads' },
);
