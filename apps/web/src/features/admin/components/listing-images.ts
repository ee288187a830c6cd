// Uploads every newly chosen picture of a form (in order), reporting overall progress, and returns paths.
import type { ImageValue } from './listing-fields.tsx';
import { uploadListingImage } from './listing-upload.ts';

export const pendingFiles = (values: (ImageValue | null | undefined)[]) => values.filter((v): v is File => v instanceof File).length;

/**
 * Replaces each File with the path the server returns. onProgress gets the overall percentage;
 * it is not called when nothing needs uploading.
 */
export async function uploadNewImages<T extends ImageValue | null | undefined>(
  values: T[],
  onProgress: (percent: number) => void,
): Promise<(string | Exclude<T, File>)[]> {
  const total = pendingFiles(values);
  let done = 0;
  const out: (string | Exclude<T, File>)[] = [];
  for (const v of values) {
    if (v instanceof File) {
      const path = await uploadListingImage(v, (p) => onProgress(Math.round(((done + p / 100) / total) * 100)));
      done += 1;
      out.push(path);
    } else out.push(v as Exclude<T, File>);
  }
  return out;
}
