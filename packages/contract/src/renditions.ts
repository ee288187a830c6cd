// The stored-image naming convention (docs/decisions/0001-image-renditions.md). Kept free of zod so that the
// web app's <Img> can use it without loading a schema library on every public page.

/** Widths stored for every image; the first is the stored path itself. */
export const RENDITION_WIDTHS = [1280, 640, 320] as const;
export type RenditionWidth = (typeof RENDITION_WIDTHS)[number];

const STORED = /^(\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp$/;

/**
 * The share-preview rendition (Open Graph, Twitter cards): a JPEG, because WhatsApp does not reliably show
 * WebP previews, cropped to fill 1200×630, the size Facebook, WhatsApp, Telegram and X all show in full.
 */
export const SHARE_IMAGE = { width: 1200, height: 630, suffix: '-og.jpg', type: 'image/jpeg' } as const;
const SHARE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-og\.jpg$/;

/** The path the server gives a stored image (an upload or a seeded picture): /uploads/<uuid>.webp. */
export const storedImagePath = (uuid: string): string => `/uploads/${uuid}.webp`;

/** Whether a path is one the server issued for a stored image (never an outside URL or a made-up path). */
export const isStoredImagePath = (path: string): boolean => STORED.test(path);

/**
 * The path of a smaller rendition of a stored image: /uploads/<uuid>.webp → /uploads/<uuid>-w640.webp.
 * Paths that do not follow the convention (outside images, old data) come back unchanged.
 */
export function renditionPath(imagePath: string, width: RenditionWidth): string {
  const m = STORED.exec(imagePath);
  if (!m || width === RENDITION_WIDTHS[0]) return imagePath;
  return `${m[1]}-w${width}.webp`;
}

/** A `srcset` value for a stored image, or undefined when the path does not follow the convention. */
export function renditionSrcSet(imagePath: string): string | undefined {
  if (!STORED.test(imagePath)) return undefined;
  return RENDITION_WIDTHS.map((w) => `${renditionPath(imagePath, w)} ${w}w`).join(', ');
}

/** The share-preview picture of a stored image (/uploads/<uuid>-og.jpg); other paths come back unchanged. */
export function shareImagePath(imagePath: string): string {
  const m = STORED.exec(imagePath);
  return m ? `${m[1]}${SHARE_IMAGE.suffix}` : imagePath;
}

/** For a share-preview file name (<uuid>-og.jpg), the name of the stored image it is made from (<uuid>.webp). */
export function shareImageSource(name: string): string | undefined {
  const m = SHARE.exec(name);
  return m ? `${m[1]}.webp` : undefined;
}
