// The back-office sidebar: the spec's sections and links, read from admin-routes.ts (the single route table,
// which names each page's link), so the sidebar and the route gating never disagree.
import type { Actor } from '@raahi/contract/rules/access';
import { adminSections, canOpen } from '../admin-routes.ts';
import type { MessageKey } from '@raahi/contract/i18n/catalogue';
import type { NavIcon } from './admin-icons.tsx';

export type NavLinkItem = { label: MessageKey; path: string };
export type NavSection = { id: string; label: MessageKey; icon: NavIcon; links: NavLinkItem[] };

/** The sections and links a role may open, in the spec's order; empty sections are dropped. */
export function navFor(actor: Actor): NavSection[] {
  return adminSections
    .map(({ routes, ...s }) => ({
      ...s,
      links: routes.flatMap((r) => (r.nav && canOpen(r, actor) ? [{ label: r.nav, path: r.path }] : [])),
    }))
    .filter((s) => s.links.length > 0);
}

/** The section holding a path under /admin (the longest matching link prefix). */
export function sectionOf(sections: NavSection[], pathUnderAdmin: string): string | undefined {
  let best: { id: string; len: number } | undefined;
  for (const s of sections)
    for (const l of s.links) {
      const root = l.path.split('/')[0]!;
      const len =
        pathUnderAdmin === l.path || pathUnderAdmin.startsWith(`${l.path}/`)
          ? l.path.length + 100
          : pathUnderAdmin.startsWith(`${root}/`) || pathUnderAdmin === root
            ? root.length
            : 0;
      if (len && (!best || len > best.len)) best = { id: s.id, len };
    }
  return best?.id;
}
