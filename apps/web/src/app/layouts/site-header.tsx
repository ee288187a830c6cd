import { useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/session.ts';
import { useLogout } from '../../lib/logout.ts';
import { useDismiss } from '../../lib/use-dismiss.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { useLocalePath, useT } from '../../lib/i18n.tsx';

const NAV = [
  { to: '/', label: 'common.nav.home' },
  { to: '/tour', label: 'common.nav.tours' },
  { to: '/cab', label: 'common.nav.cabs' },
  { to: '/hotel', label: 'common.nav.hotels' },
  { to: '/blog', label: 'common.nav.blog' },
] as const;
const ADMIN_PANEL_ROLES = new Set(['admin', 'cab', 'hotel', 'tour', 'content']);

export function SiteHeader() {
  const t = useT();
  const at = useLocalePath();
  const [menuOpen, setMenuOpen] = useState(false);
  // the phone's menu opens with the app
  const hydrated = useHydrated();
  const pathname = useLocation().pathname;
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setMenuOpen(false);
  }
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link
          to={at('/')}
          className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-teal-800"
          aria-label={t('common.header.home')}
        >
          <img src="/favicon.svg" alt="" width={32} height={32} />
          Raahi
        </Link>
        <nav aria-label={t('common.nav.label')} className="hidden md:block">
          <NavLinks />
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitch className="hidden md:flex" />
          <AccountMenu />
          <button
            type="button"
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 disabled:cursor-wait disabled:opacity-50 md:hidden"
            disabled={!hydrated}
            aria-expanded={menuOpen}
            aria-controls="mobile-nav"
            aria-label={t(menuOpen ? 'common.header.closeMenu' : 'common.header.openMenu')}
            onClick={() => setMenuOpen((o) => !o)}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav id="mobile-nav" aria-label={t('common.nav.label')} className="border-t border-slate-200 px-4 py-2 md:hidden">
          <NavLinks vertical />
          <LanguageSwitch className="border-t border-slate-100 pt-2" />
        </nav>
      )}
    </header>
  );
}

function NavLinks({ vertical = false }: { vertical?: boolean }) {
  const t = useT();
  const at = useLocalePath();
  return (
    <ul className={vertical ? 'flex flex-col' : 'flex items-center gap-1'}>
      {NAV.map((n) => (
        <li key={n.to}>
          <NavLink
            to={at(n.to)}
            end={n.to === '/'}
            className={({ isActive }) =>
              `block rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'bg-teal-50 text-teal-800' : 'text-slate-700 hover:bg-slate-100'}`
            }
          >
            {t(n.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function AccountMenu() {
  const t = useT();
  const at = useLocalePath();
  const { data: user, isPending } = useCurrentUser();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const pathname = useLocation().pathname;
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }
  useDismiss(open, () => setOpen(false), ref);

  if (isPending) return <span className="h-9 w-20" aria-hidden="true" />;
  if (!user) {
    return (
      // as wide as the placeholder before it, so nothing in the header moves when it arrives
      <Link to={at('/login')} className={`${buttonClass('primary')} min-w-20`}>
        {t('common.header.login')}
      </Link>
    );
  }
  const initials = `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase();
  const item = 'block w-full rounded-md px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100';
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-2 rounded-full border border-slate-200 py-1 pl-1 pr-3 text-sm font-medium text-slate-800 hover:bg-slate-50"
      >
        <span aria-hidden="true" className="grid h-7 w-7 place-items-center rounded-full bg-teal-700 text-xs font-bold text-white">
          {initials}
        </span>
        <span className="max-w-28 truncate">{user.firstName}</span>
        <span className="sr-only">{t('common.header.accountMenu')}</span>
      </button>
      {open && (
        <div role="menu" className="absolute right-0 mt-2 w-52 rounded-xl border border-slate-200 bg-white p-1 shadow-lg">
          <Link role="menuitem" to="/account" className={item}>
            {t('common.header.profile')}
          </Link>
          <Link role="menuitem" to="/bookings" className={item}>
            {t('common.header.myBookings')}
          </Link>
          <Link role="menuitem" to="/user?tab=saved" className={item}>
            {t('common.header.saved')}
          </Link>
          {ADMIN_PANEL_ROLES.has(user.role) && (
            <Link role="menuitem" to="/admin" className={item}>
              {t('common.header.adminPanel')}
            </Link>
          )}
          {user.role === 'user' && (
            <Link role="menuitem" to="/user" className={item}>
              {t('common.header.dashboard')}
            </Link>
          )}
          <button role="menuitem" type="button" className={item} onClick={() => logout.mutate()} disabled={logout.isPending}>
            {t('common.header.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
