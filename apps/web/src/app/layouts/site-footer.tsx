import { Link } from 'react-router';

const SOCIAL = ['facebook', 'linkedin', 'twitter', 'instagram'];

/** The footer's link columns: a title and its [text, path] links. */
const COLUMNS: { title: string; links: [string, string][] }[] = [
  {
    title: 'Menu',
    links: [
      ['Hotels', '/hotel'],
      ['Tours', '/tour'],
      ['Cab', '/cab'],
      ['Blog', '/blog'],
    ],
  },
  {
    title: 'Blog',
    links: [
      ['Hotel stories', '/blog'],
      ['Tour guides', '/blog'],
      ['Cab tips', '/blog'],
    ],
  },
  {
    title: 'Services',
    links: [
      ['Tour packages', '/tour'],
      ['Hotel search', '/hotels'],
      ['Outstation cabs', '/c'],
      ['Help and complaints', '/help'],
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="text-xl font-extrabold text-white">Raahi</p>
          <p className="mt-2 max-w-sm text-sm">
            Tour packages, hotel stays and outstation cabs across India, with prices in rupees and support when you need it.
          </p>
          <p className="mt-4 text-sm font-semibold text-white">Follow Us</p>
          <ul className="mt-2 flex flex-wrap gap-3 text-sm">
            {SOCIAL.map((s) => (
              <li key={s} className="rounded-full bg-slate-800 px-3 py-1 capitalize">
                {s}
              </li>
            ))}
          </ul>
        </div>
        {COLUMNS.map((column) => (
          <FooterColumn key={column.title} {...column} />
        ))}
      </div>
      <div className="border-t border-slate-800 py-4 text-center text-xs text-slate-300">
        © {new Date().getFullYear()} Raahi Travels. All rights reserved.
      </div>
    </footer>
  );
}

function FooterColumn({ title, links }: { title: string; links: [string, string][] }) {
  return (
    <div>
      <p className="text-sm font-semibold text-white">{title}</p>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map(([label, to]) => (
          <li key={label}>
            <Link to={to} className="hover:text-white">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
