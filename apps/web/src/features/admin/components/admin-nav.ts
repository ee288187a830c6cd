// The back-office sidebar: the spec's sections and links. Who sees a link comes from admin-routes.ts
// (the single route table), so the sidebar and the route gating never disagree.
import type { Actor } from '@raahi/contract/rules/access';
import { adminRoutes, canOpen } from '../admin-routes.ts';

export type NavIcon = 'dashboard' | 'users' | 'tours' | 'hotels' | 'cabs' | 'blogs' | 'offers' | 'money';
export type NavLinkItem = { label: string; path: string };
export type NavSection = { id: string; label: string; icon: NavIcon; links: NavLinkItem[] };

const SECTIONS: NavSection[] = [
  { id: 'dashboard', label: 'Dashboard', icon: 'dashboard', links: [{ label: 'Dashboard', path: 'dashboard' }] },
  { id: 'users', label: 'Users', icon: 'users', links: [{ label: 'All Users', path: 'user/alluser' }] },
  {
    id: 'tours',
    label: 'Tours',
    icon: 'tours',
    links: [
      { label: 'All Packages', path: 'tour/alltour' },
      { label: 'Add New Package', path: 'tour/addtour' },
      { label: 'Package Categories', path: 'tour/allpackagecategory' },
      { label: 'Add Category', path: 'tour/addpackagecategory' },
      { label: 'View Bookings', path: 'tour/all' },
    ],
  },
  {
    id: 'hotels',
    label: 'Hotels',
    icon: 'hotels',
    links: [
      { label: 'All Hotels', path: 'hotel/allhotel' },
      { label: 'Hotel Update', path: 'hotel/user' },
      { label: 'Hotel View', path: 'hotel/userview' },
      { label: 'Hotel Bookings', path: 'hotel/bookings' },
      { label: 'Add Hotel', path: 'hotel/addhotel' },
      { label: 'Hotels Bookings', path: 'hotel/all' },
    ],
  },
  {
    id: 'cabs',
    label: 'Cabs',
    icon: 'cabs',
    links: [
      { label: 'All Cabs', path: 'cab/allcab' },
      { label: 'Add a Cab', path: 'cab/addcab' },
      { label: 'Cabs Booking', path: 'cab/all' },
      { label: 'View Cab', path: 'cab/user/view' },
      { label: 'Edit Cab', path: 'cab/user' },
      { label: 'Cab Booking', path: 'cab/booking' },
    ],
  },
  {
    id: 'blogs',
    label: 'Blogs',
    icon: 'blogs',
    links: [
      { label: 'All Blogs', path: 'blog/allblog' },
      { label: 'Add Blogs', path: 'blog/addblog' },
    ],
  },
  {
    id: 'offers',
    label: 'Offers',
    icon: 'offers',
    links: [
      { label: 'All Offers', path: 'offer/alloffers' },
      { label: 'Add New Offers', path: 'offer/addoffer' },
    ],
  },
  {
    id: 'money',
    label: 'Money',
    icon: 'money',
    links: [
      { label: 'Payments Ledger', path: 'payments' },
      { label: 'Earnings', path: 'earnings' },
    ],
  },
];

const routeFor = (path: string) => adminRoutes.find((r) => r.path === path);

/** The sections and links a role may open, in the spec's order; empty sections are dropped. */
export function navFor(actor: Actor): NavSection[] {
  return SECTIONS.map((s) => ({
    ...s,
    links: s.links.filter((l) => {
      const route = routeFor(l.path);
      return route ? canOpen(route, actor) : false;
    }),
  })).filter((s) => s.links.length > 0);
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
