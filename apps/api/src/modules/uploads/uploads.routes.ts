import { uploadResponse } from '@raahi/contract/upload';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storeUploadedImage } from './images.ts';
import { requireRole } from '../../plugins/auth.ts';
import { readUploadedFile, UPLOAD_ROLES } from './uploads.service.ts';

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/upload', { schema: { consumes: ['multipart/form-data'], response: { 201: uploadResponse } } }, async (request, reply) => {
    const me = requireRole(request, ...UPLOAD_ROLES);
    const file = await readUploadedFile(request);
    const stored = await storeUploadedImage(app.db, app.config.uploadsDir, file, me.id);
    return reply.status(201).send({ imagePath: stored.path, message: 'Image uploaded successfully' });
  });
};
