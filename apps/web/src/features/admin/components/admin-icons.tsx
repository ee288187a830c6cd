// Line icons for the back-office sidebar and top bar (decorative: always aria-hidden).

/** The icon of a sidebar section. */
export type NavIcon =
  'dashboard' | 'analytics' | 'users' | 'tours' | 'hotels' | 'cabs' | 'blogs' | 'offers' | 'money' | 'mail' | 'enquiry' | 'reviews';

const PATHS: Record<NavIcon | 'menu' | 'close' | 'logout' | 'chevron' | 'home', string> = {
  dashboard: 'M4 13h6V4H4zM14 20h6v-9h-6zM4 20h6v-4H4zM14 4v4h6V4z',
  analytics: 'M4 20V4M4 20h16M8 16l4-5 3 3 5-7',
  users:
    'M16 19v-1a4 4 0 00-4-4H7a4 4 0 00-4 4v1M9.5 10a3.5 3.5 0 100-7 3.5 3.5 0 000 7zM21 19v-1a4 4 0 00-3-3.87M16 3.13a3.5 3.5 0 010 6.75',
  tours: 'M3 20l6-14 4 8 3-5 5 11zM3 20h18',
  hotels: 'M3 21V7l9-4 9 4v14M9 21v-5h6v5M8 10h.01M12 10h.01M16 10h.01M8 13h.01M16 13h.01',
  cabs: 'M5 17h14M6 17v2M18 17v2M4 13l2-6h12l2 6v4H4zM7.5 14.5h.01M16.5 14.5h.01',
  blogs: 'M5 4h10l4 4v12H5zM14 4v5h5M8 12h8M8 16h6',
  offers: 'M20 12l-8 8-9-9V3h8zM7.5 7.5h.01',
  money: 'M3 7h18v10H3zM12 14.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5zM6 10v4M18 10v4',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  enquiry: 'M21 12a8 8 0 01-11.6 7.1L4 20l1-4.6A8 8 0 1121 12zM9 10h6M9 14h4',
  reviews: 'M12 3l2.6 5.6 6.1.6-4.6 4.1 1.3 6-5.4-3.1-5.4 3.1 1.3-6-4.6-4.1 6.1-.6z',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  logout: 'M15 17l5-5-5-5M20 12H9M12 21H5a1 1 0 01-1-1V4a1 1 0 011-1h7',
  chevron: 'M6 9l6 6 6-6',
  home: 'M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10',
};

export function AdminIcon({ name, className = 'h-5 w-5' }: { name: keyof typeof PATHS; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`shrink-0 ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
