import * as z from 'zod/mini';
import { staff } from './collection.ts';

/** The upload call takes one multipart file in this field. */
export const UPLOAD_FIELD = 'image';
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

export const uploadResponse = z.object({
  /** public path of the largest rendition, e.g. /uploads/<uuid>.webp */
  imagePath: z.string(),
  message: z.string(),
});
export type UploadResponse = z.infer<typeof uploadResponse>;

// every back-office role may upload: pictures belong to listings, tours, blogs and offers
export const uploadImage = staff.post(
  '/api/upload',
  `Store a JPEG, PNG, WebP or AVIF picture (a multipart form, field "${UPLOAD_FIELD}") as WebP at three widths`,
  { multipart: true, response: uploadResponse, status: 201 },
);

// The naming convention of stored images lives in renditions.ts (zod-free, for the web app's <Img>).
export { RENDITION_WIDTHS, isStoredImagePath, renditionPath, renditionSrcSet, storedImagePath, type RenditionWidth } from './renditions.ts';
