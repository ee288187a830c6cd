import * as api from '@raahi/contract/upload';
import { route } from '../../http/route.ts';
import { storeUploadedImage } from './images.ts';
import { readUploadedFile } from './uploads.service.ts';

export const uploadRoutes = [
  route(api.uploadImage, async ({ db, app, request, actor }) => {
    const file = await readUploadedFile(request);
    const stored = await storeUploadedImage(db, app.storage, file, actor.id);
    return { imagePath: stored.path, message: 'Image uploaded successfully' };
  }),
];
