import { Link } from 'react-router';
import type { MessageKey } from '@raahi/contract/i18n/catalogue';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { useLocalePath, useT } from '../../lib/i18n.tsx';

const SOCIAL = ['Facebook', 'LinkedIn', 'Twitter', 'Instagram'];

/** The footer's link columns: a title and its [words, path] links. */
const COLUMNS: { title: MessageKey; links: [MessageKey, string][] }[] = [
  {
    title: 'common.footer.menu',
    links: [
      ['common.footer.hotels', '/hotel'],
      ['common.footer.tours', '/tour'],
      ['common.footer.cab', '/cab'],
      ['common.footer.blog', '/blog'],
    ],
  },
  {
    title: 'common.footer.blog',
    links: [
      ['common.footer.hotelStories', '/blog'],
      ['common.footer.tourGuides', '/blog'],
      ['common.footer.cabTips', '/blog'],
    ],
  },
  {
    title: 'common.footer.services',
    links: [
      ['common.footer.tourPackages', '/tour'],
      ['common.footer.hotelSearch', '/hotels'],
      ['common.footer.outstationCabs', '/c'],
      ['common.footer.help', '/help'],
      ['common.footer.findBooking', '/find-booking'],
    ],
  },
  {
    title: 'common.footer.policies',
    links: [
      ['common.footer.privacy', '/privacy'],
      ['common.footer.terms', '/terms'],
      ['common.footer.cancellation', '/cancellation-and-refunds'],
      ['common.footer.ranking', '/how-results-are-ranked'],
    ],
  },
];

export function SiteFooter() {
  const t = useT();
  return (
    <footer className="laid-out-later mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-6">
        <div className="lg:col-span-2">
          <p className="text-xl font-extrabold text-white">Raahi</p>
          <p className="mt-2 max-w-sm text-sm">{t('common.footer.about')}</p>
          <p className="mt-4 text-sm font-semibold text-white">{t('common.footer.followUs')}</p>
          <ul className="mt-2 flex flex-wrap gap-3 text-sm">
            {SOCIAL.map((s) => (
              <li key={s} className="rounded-full bg-slate-800 px-3 py-1">
                {s}
              </li>
            ))}
          </ul>
          <div className="mt-4 w-fit rounded-lg bg-white">
            <LanguageSwitch />
          </div>
        </div>
        {COLUMNS.map((column) => (
          <FooterColumn key={column.title} {...column} />
        ))}
      </div>
      <div className="border-t border-slate-800 py-4 text-center text-xs text-slate-300">
        {t('common.footer.rights', { year: String(new Date().getFullYear()) })}
      </div>
    </footer>
  );
}

function FooterColumn({ title, links }: { title: MessageKey; links: [MessageKey, string][] }) {
  const t = useT();
  const at = useLocalePath();
  return (
    <div>
      <p className="text-sm font-semibold text-white">{t(title)}</p>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map(([label, to]) => (
          <li key={label}>
            <Link to={at(to)} className="hover:text-white">
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
