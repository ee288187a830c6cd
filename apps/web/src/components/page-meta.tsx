import { createContext, useContext } from 'react';
import type { MetaDescriptor } from 'react-router';
import type { HeadTag } from '../lib/head-tags.ts';
import { listMeta, metaInLanguage } from '../lib/seo/meta.ts';
import { useLanguage, useT } from '../lib/i18n.tsx';
import { jsonLdScript } from '../lib/seo/structured-data.ts';
import { DocumentHead } from './document-head.tsx';

/**
 * The origin canonical URLs and share previews are written with: in the browser the page's own; a server
 * render provides the site's (PUBLIC_ORIGIN, else the request's), which is the same address.
 */
export const OriginContext = createContext<string | undefined>(undefined);

const browserOrigin = () => (typeof window === 'undefined' ? '' : window.location.origin);

/** A MetaDescriptor as a head tag (JSON-LD is not one: it stays in the page). */
function headTagOf(d: MetaDescriptor): HeadTag | undefined {
  if ('title' in d) return { title: String(d.title) };
  if ('tagName' in d && d.tagName === 'link') {
    const { tagName: _, ...attrs } = d as Record<string, string>;
    return { link: attrs };
  }
  if ('property' in d) return { meta: { property: String(d.property), content: String(d.content) } };
  if ('name' in d) return { meta: { name: String(d.name), content: String(d.content) } };
  return undefined;
}

/**
 * A page's MetaDescriptor[] (lib/seo), made with the site's origin: the title, meta tags and canonical link
 * go into the document's head (DocumentHead); JSON-LD stays where it is rendered, which search engines read as well.
 */
export function PageMeta({ meta: make }: { meta: (origin: string) => MetaDescriptor[] }) {
  const origin = useContext(OriginContext) ?? browserOrigin();
  const meta = metaInLanguage(make(origin), origin, useLanguage());
  return (
    <>
      <DocumentHead tags={meta.map(headTagOf).filter((t) => t !== undefined)} />
      {meta.map((d, i) =>
        'script:ld+json' in d ? (
          <script key={`ld${i}`} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(d['script:ld+json']) }} />
        ) : null,
      )}
    </>
  );
}

/** The head of a list page (all tours, hotels, cabs, posts): its path, title, description and first picture. */
export function ListPageMeta(page: { path: string; title: string; description: string; image?: string }) {
  const t = useT();
  return <PageMeta meta={(origin) => listMeta(origin, page, t)} />;
}
