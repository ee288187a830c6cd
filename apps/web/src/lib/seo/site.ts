// What every page says about the site itself, and how a page's own paths become the absolute URLs that
// canonical links, share previews and structured data need.

export const SITE_NAME = 'Raahi';
/** The logo search engines show for the organisation (drawn as SVG, served by the web app). */
export const SITE_LOGO = '/favicon.svg';
export const SITE_LOCALE = 'en_IN';
export const CURRENCY = 'INR';

/** `path` on `origin` (https://raahi.in); an absolute URL (an outside picture) stays as it is. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return new URL(path, origin.endsWith('/') ? origin : `${origin}/`).href;
}

/** A meta description: whitespace folded, at most `max` characters, cut at a word with an ellipsis. */
export function summary(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** 'Udaipur, Rajasthan' → the locality and region of a postal address in India. */
export function placeParts(location: string): { locality: string; region?: string } {
  const parts = location
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2) return { locality: parts[0] ?? location.trim() };
  return { locality: parts.slice(0, -1).join(', '), region: parts.at(-1) };
}
