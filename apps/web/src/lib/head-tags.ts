// The elements of the document's <head> a page asks for: its title, meta tags, canonical link and the
// preload of its main picture. Preact does not move <title>/<meta>/<link> into the head as React 19 did
// (decision 0034), so pages name them as data: a server render writes them into the head
// (entry-server.tsx), the browser keeps the head in step as pages come and go (components/document-head.tsx).

export type HeadTag = { title: string } | { meta: Record<string, string> } | { link: Record<string, string> };

/** For pages search engines should leave out: not-found and error pages, booking reviews. */
export const NOINDEX: HeadTag = { meta: { name: 'robots', content: 'noindex' } };

/** Tags with the same key name the same thing: one title, one meta per name or property, one canonical link. */
export function tagKey(tag: HeadTag): string {
  if ('title' in tag) return 'title';
  if ('meta' in tag) return 'property' in tag.meta ? `meta property ${tag.meta.property}` : `meta name ${tag.meta.name}`;
  if (tag.link.rel === 'canonical') return 'link canonical';
  // one alternate per language (English and x-default share an address)
  if (tag.link.rel === 'alternate' && tag.link.hreflang) return `link alternate ${tag.link.hreflang}`;
  return `link ${tag.link.rel} ${tag.link.href ?? tag.link.imageSrcSet}`;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
const attributes = (attrs: Record<string, string>) =>
  Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${escape(value)}"`)
    .join('');

/**
 * The head's HTML (as React wrote it): a later tag replaces an earlier one with the same key, and the
 * picture preloads come first, so the browser starts the page's largest image early.
 */
export function headHtml(tags: HeadTag[]): string {
  const byKey = new Map(tags.map((t) => [tagKey(t), t]));
  const isPreload = (t: HeadTag) => 'link' in t && t.link.rel === 'preload';
  return [...byKey.values()]
    .sort((a, b) => Number(isPreload(b)) - Number(isPreload(a)))
    .map((t) =>
      'title' in t ? `<title>${escape(t.title)}</title>` : 'meta' in t ? `<meta${attributes(t.meta)}/>` : `<link${attributes(t.link)}/>`,
    )
    .join('');
}

/** Elements this page's tags took over or added; another page's tags never take them over. */
const owned = new WeakSet<Element>();

function selectorOf(tag: HeadTag): string {
  if ('title' in tag) return 'title';
  if ('meta' in tag) return 'property' in tag.meta ? `meta[property="${tag.meta.property}"]` : `meta[name="${tag.meta.name}"]`;
  return `link[rel="${tag.link.rel}"]`;
}

function isSame(el: Element, tag: HeadTag): boolean {
  if ('title' in tag) return el.textContent === tag.title;
  const attrs = 'meta' in tag ? tag.meta : tag.link;
  return Object.entries(attrs).every(([name, value]) => el.getAttribute(name) === value);
}

function elementOf(tag: HeadTag): Element {
  const el = document.createElement('title' in tag ? 'title' : 'meta' in tag ? 'meta' : 'link');
  if ('title' in tag) el.textContent = tag.title;
  else for (const [name, value] of Object.entries('meta' in tag ? tag.meta : tag.link)) el.setAttribute(name, value);
  return el;
}

/**
 * Puts the tags into the document's head and returns how to take them out again (when the page goes). An
 * equal element already there (the server's, on the first page) is taken over rather than repeated; a new
 * title goes before any other, so it is the one the browser shows.
 */
export function mountHeadTags(tags: HeadTag[]): () => void {
  const head = document.head;
  const mine = tags.map((tag) => {
    const existing = [...head.querySelectorAll(selectorOf(tag))].find((el) => !owned.has(el) && isSame(el, tag));
    const el = existing ?? elementOf(tag);
    if (!existing) head.insertBefore(el, 'title' in tag ? head.querySelector('title') : null);
    owned.add(el);
    return el;
  });
  return () => mine.forEach((el) => el.remove());
}
