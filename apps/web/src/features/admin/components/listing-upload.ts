// Uploads one picture to POST /api/upload with progress (fetch has no upload progress, so XHR).
import { UPLOAD_FIELD, type UploadResponse } from '@raahi/contract/upload';
import { ApiError } from '../../../lib/api-client.ts';

/** Resolves with the stored path; onProgress gets 0–100. */
export function uploadListingImage(file: File, onProgress?: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/upload');
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as (Partial<UploadResponse> & { message?: string; code?: string }) | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.imagePath) {
        onProgress?.(100);
        resolve(body.imagePath);
      } else reject(new ApiError(xhr.status, body?.message ?? `Upload failed (${xhr.status}).`, body?.code));
    };
    xhr.onerror = () => reject(new ApiError(0, 'We could not reach Raahi. Check your connection and try again.', 'network'));
    const form = new FormData();
    form.append(UPLOAD_FIELD, file);
    xhr.send(form);
  });
}
