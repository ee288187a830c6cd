import { createContext, use } from 'react';
import type { MetaDescriptor } from 'react-router';
import { listMeta } from '../lib/seo/meta.ts';
import { jsonLdScript } from '../lib/seo/structured-data.ts';

/**
 * The origin canonical URLs and share previews are written with: in the browser the page's own; a server
 * render provides the site's (PUBLIC_ORIGIN, else the request's), which is the same address.
 */
export const OriginContext = createContext<string | undefined>(undefined);

const browserOrigin = () => (typeof window === 'undefined' ? '' : window.location.origin);

/**
 * A page's MetaDescriptor[] (lib/seo), made with the site's origin, as elements: React 19 moves <title>,
 * <meta> and <link> into the document's <head>; JSON-LD stays where it is rendered, which search engines read as well.
 */
export function PageMeta({ meta: make }: { meta: (origin: string) => MetaDescriptor[] }) {
  const meta = make(use(OriginContext) ?? browserOrigin());
  return meta.map((d, i) => {
    if ('title' in d) return <title key="title">{String(d.title)}</title>;
    if ('script:ld+json' in d)
      return <script key={`ld${i}`} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(d['script:ld+json']) }} />;
    if ('tagName' in d && d.tagName === 'link') {
      const { tagName: _, ...attrs } = d as Record<string, string>;
      return <link key={`link${i}`} {...attrs} />;
    }
    if ('property' in d) return <meta key={`p:${String(d.property)}`} property={String(d.property)} content={String(d.content)} />;
    if ('name' in d) return <meta key={`n:${String(d.name)}`} name={String(d.name)} content={String(d.content)} />;
    return null;
  });
}

/** The head of a list page (all tours, hotels, cabs, posts): its path, title, description and first picture. */
export function ListPageMeta(page: { path: string; title: string; description: string; image?: string }) {
  return <PageMeta meta={(origin) => listMeta(origin, page)} />;
}
