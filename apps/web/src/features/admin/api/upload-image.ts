// Shared by every back-office form (G2 may import): POST /api/upload with progress.
import { UPLOAD_FIELD, type UploadResponse } from '@raahi/contract/upload';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * Uploads one picture as multipart field `image` and resolves to the stored path (/uploads/<id>.webp).
 * XMLHttpRequest rather than fetch, because only it reports upload progress (0..1 to `onProgress`).
 */
export function uploadImage(file: File, onProgress?: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/upload');
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as (Partial<UploadResponse> & { message?: string }) | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.imagePath) {
        onProgress?.(1);
        resolve(body.imagePath);
      } else reject(new ApiError(xhr.status, body?.message ?? `Upload failed (${xhr.status}).`));
    };
    xhr.onerror = () => reject(new ApiError(0, 'We could not reach Raahi. Check your connection and try again.', 'network'));
    const form = new FormData();
    form.append(UPLOAD_FIELD, file);
    xhr.send(form);
  });
}
