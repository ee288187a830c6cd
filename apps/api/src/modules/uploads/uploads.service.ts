import { UPLOAD_FIELD } from '@raahi/contract/upload';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.ts';

const noFile = () => badRequest('Please choose an image to upload.', { [UPLOAD_FIELD]: 'Please choose an image to upload.' });
const tooLarge = () => new AppError(413, 'too_large', 'That image is too large. Please upload one of at most 5 MB.');
const notMultipart = () =>
  new AppError(415, 'unsupported_media_type', `Send the image as a multipart form in the field "${UPLOAD_FIELD}".`);

/**
 * The bytes of the one file in the `image` field. A file cut off at the size limit is a 413, never
 * stored in part; a missing file or another field is a 400; a body that is not multipart is a 415.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw request.headers['content-type'] ? notMultipart() : noFile();
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  let buffer: Buffer;
  try {
    part = await request.file();
    if (!part) throw noFile();
    if (part.fieldname !== UPLOAD_FIELD) {
      part.file.resume();
      throw badRequest(`Send the image in the field "${UPLOAD_FIELD}".`, { [UPLOAD_FIELD]: 'Please choose an image to upload.' });
    }
    buffer = await part.toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // Anything else here is the multipart body itself being malformed.
    throw badRequest('The upload could not be read. Please try again.');
  }
  if (part.file.truncated) throw tooLarge();
  if (buffer.length === 0) throw noFile();
  return buffer;
}
