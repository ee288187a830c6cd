import { createContext, useContext, useEffect } from 'react';
import { mountHeadTags, type HeadTag } from '../lib/head-tags.ts';

/** A server render's list of head tags, which entry-server.tsx writes into <head>; there is none in the browser. */
export const HeadCollector = createContext<HeadTag[] | undefined>(undefined);

/**
 * The page's title, meta tags and canonical link in the document's head: collected by a server render,
 * placed by the browser while the page is shown (and removed when it goes).
 */
export function DocumentHead({ tags }: { tags: HeadTag[] }) {
  useContext(HeadCollector)?.push(...tags);
  const key = JSON.stringify(tags);
  useEffect(() => mountHeadTags(JSON.parse(key) as HeadTag[]), [key]);
  return null;
}

/**
 * A `<link rel="preload">` for the page's main picture in a server-rendered head, so the browser fetches
 * it before it meets the <img>. In the browser the <img> itself (eager, high priority) is enough.
 */
export function usePreloadImage(picture: { src: string; srcSet?: string; sizes: string } | undefined) {
  const collected = useContext(HeadCollector);
  if (!collected || !picture) return;
  const { src, srcSet, sizes } = picture;
  const where: Record<string, string> = srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : { href: src };
  collected.push({ link: { rel: 'preload', as: 'image', fetchPriority: 'high', ...where } });
}
