// The one uploader of the back-office: a picture to POST /api/upload, with progress. XMLHttpRequest
// rather than fetch, because only it reports how much of the request body has been sent.
import type { ErrorBody } from '@raahi/contract/fields';
import { UPLOAD_FIELD, uploadImage as uploadCall } from '@raahi/contract/upload';
import { safeParse } from 'zod/mini';
import { ApiError } from '../../../lib/api-client.ts';

const NETWORK_ERROR = 'We could not reach Raahi. Check your connection and try again.';

/**
 * Sends one picture as the multipart field `image` and resolves to its stored path (/uploads/<id>.webp).
 * `onProgress` gets the fraction sent, 0 to 1.
 */
export function uploadImage(file: File, onProgress?: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(uploadCall.method, uploadCall.path);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body: unknown = xhr.response;
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = safeParse(uploadCall.response, body);
        if (parsed.success) {
          onProgress?.(1);
          resolve(parsed.data.imagePath);
        } else reject(new ApiError(0, 'Raahi sent an answer this page could not read. Please reload the page.', 'bad_answer'));
        return;
      }
      const err = (body ?? {}) as Partial<ErrorBody>;
      reject(new ApiError(xhr.status, err.message ?? `Upload failed (${xhr.status}).`, err.code, err.fields));
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR, 'network'));
    const form = new FormData();
    form.append(UPLOAD_FIELD, file);
    xhr.send(form);
  });
}
