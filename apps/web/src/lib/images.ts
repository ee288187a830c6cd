// Stored images follow /uploads/<id>.webp with -w640 and -w320 siblings (docs/decisions/0001-image-renditions.md);
// the contract owns that convention (its zod-free module, so pages do not load zod for it).
export { renditionSrcSet as srcSetOf } from '@raahi/contract/renditions';

export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#e2e8f0"/></svg>');
