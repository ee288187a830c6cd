// The back-office frame: sidebar (16rem wide / 5rem narrow on desktop, a drawer on phones) with
// accordion sections (one open at a time), a top bar with the menu toggle and greeting, and the
// signed-in person's footer with logout. Pages render inside <main>.
import { ROLES, type Role } from '@raahi/contract/rules/access';
import type { User } from '@raahi/contract/users';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Img } from '../../../components/ui/img.tsx';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useLogout } from '../../../lib/logout.ts';
import { useDismiss } from '../../../lib/use-dismiss.ts';
import { AdminIcon } from './admin-icons.tsx';
import { navFor, sectionOf, type NavSection } from './admin-nav.ts';
import { useMediaQuery } from './use-media-query.ts';

/** 'content' → 'Content'; 'hotel_owner' → 'Hotel owner'. */
export const roleLabel = (role: string) => {
  const s = role.replace(/_/g, ' ');
  return s.charAt(0).toUpperCase() + s.slice(1);
};
/** The role's name in the page's language ('hotel' → 'होटल'); an unknown role as `roleLabel` says it. */
export const roleWords = (t: ReturnType<typeof useT>, role: string) =>
  (ROLES as readonly string[]).includes(role) ? t(`admin.role.${role as Role}`) : roleLabel(role);

export function AdminShell({ user, children }: { user: User; children: ReactNode }) {
  const t = useT();
  const isDesktop = useMediaQuery('(min-width: 1024px)');
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem('raahi.admin.narrow') === '1');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();
  const sections = useMemo(() => navFor({ id: user._id, role: user.role }), [user._id, user.role]);
  const under = location.pathname.replace(/^\/admin\/?/, '');
  const [openSection, setOpenSection] = useState<string | undefined>(() => sectionOf(sections, under));
  const sidebarRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // On arriving at another page: close the drawer and open the accordion of that page; a one-link section
  // (Dashboard) is a plain link and must not close the section the user just opened (the /admin →
  // /admin/dashboard redirect did that).
  const [shownPage, setShownPage] = useState<string | null>(null);
  if (shownPage !== under) {
    setShownPage(under);
    setDrawerOpen(false);
    const s = sectionOf(sections, under);
    if (s && (sections.find((x) => x.id === s)?.links.length ?? 0) > 1) setOpenSection(s);
  }

  useEffect(() => {
    localStorage.setItem('raahi.admin.narrow', collapsed ? '1' : '0');
  }, [collapsed]);

  // the phone drawer: focus moves into it, Escape closes it and focus returns to the toggle
  const drawerShown = drawerOpen && !isDesktop;
  useLayoutEffect(() => {
    if (drawerShown) sidebarRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [drawerShown]);
  useDismiss(drawerShown, () => {
    setDrawerOpen(false);
    setTimeout(() => toggleRef.current?.focus(), 0);
  });

  const narrow = isDesktop && collapsed;
  const sidebarVisible = isDesktop || drawerOpen;
  const toggleLabel = t(
    isDesktop ? (collapsed ? 'admin.shell.expand' : 'admin.shell.collapse') : drawerOpen ? 'admin.shell.closeMenu' : 'admin.shell.openMenu',
  );

  return (
    <div className="min-h-screen bg-slate-100 text-slate-900 lg:flex">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('admin.shell.skip')}
      </a>
      {drawerOpen && !isDesktop && (
        <div aria-hidden="true" className="fixed inset-0 z-30 bg-slate-900/50" onClick={() => setDrawerOpen(false)} />
      )}
      <aside
        id="admin-sidebar"
        ref={sidebarRef}
        aria-label={t('admin.shell.backOffice')}
        className={`${sidebarVisible ? 'flex' : 'hidden'} fixed inset-y-0 left-0 z-40 w-64 flex-col border-r border-slate-200 bg-white shadow-xl transition-[width] duration-200 lg:sticky lg:top-0 lg:h-screen lg:shadow-none ${narrow ? 'lg:w-20' : 'lg:w-64'}`}
      >
        <div className={`flex h-16 shrink-0 items-center border-b border-slate-200 ${narrow ? 'justify-center' : 'justify-between px-4'}`}>
          <Link to="/admin/dashboard" className="flex items-center gap-2 text-lg font-extrabold tracking-tight text-teal-800">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <span className={narrow ? 'sr-only' : ''}>{t('admin.shell.brand')}</span>
          </Link>
          {!isDesktop && (
            <button
              type="button"
              onClick={() => setDrawerOpen(false)}
              aria-label={t('admin.shell.closeMenu')}
              className="rounded-lg p-2 text-slate-600 hover:bg-slate-100"
            >
              <AdminIcon name="close" />
            </button>
          )}
        </div>
        <nav aria-label={t('admin.shell.sections')} className="flex-1 overflow-y-auto px-3 py-3">
          <ul className="space-y-1">
            {sections.map((s) => (
              <SidebarSection
                key={s.id}
                section={s}
                narrow={narrow}
                open={openSection === s.id}
                onToggle={() => {
                  if (narrow) {
                    setCollapsed(false);
                    setOpenSection(s.id);
                  } else setOpenSection((o) => (o === s.id ? undefined : s.id));
                }}
              />
            ))}
          </ul>
        </nav>
        <SidebarFooter user={user} narrow={narrow} />
      </aside>

      {/* while the phone drawer is open, the page behind it is out of reach */}
      <div className="flex min-w-0 flex-1 flex-col" inert={drawerOpen && !isDesktop}>
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/95 px-3 backdrop-blur sm:px-5">
          <button
            ref={toggleRef}
            type="button"
            aria-label={toggleLabel}
            aria-controls="admin-sidebar"
            aria-expanded={isDesktop ? !collapsed : drawerOpen}
            onClick={() => (isDesktop ? setCollapsed((c) => !c) : setDrawerOpen((o) => !o))}
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600"
          >
            <AdminIcon name="menu" className="h-6 w-6" />
          </button>
          <p className="min-w-0 flex-1 truncate text-base font-semibold text-slate-800">
            {t('admin.shell.hello', { name: user.firstName })}
          </p>
          <LanguageSwitch />
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50"
          >
            <AdminIcon name="home" className="h-4 w-4" />
            {t('admin.shell.backToSite')}
          </Link>
        </header>
        <main id="admin-main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-3 py-5 focus:outline-none sm:px-6">
          {children}
        </main>
      </div>
    </div>
  );
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'bg-teal-50 text-teal-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'}`;

function SidebarSection({
  section,
  narrow,
  open,
  onToggle,
}: {
  section: NavSection;
  narrow: boolean;
  open: boolean;
  onToggle: () => void;
}) {
  const t = useT();
  const listId = `admin-nav-${section.id}`;
  const single = section.links.length === 1 && section.links[0]!.label === section.label;
  const rowClass = `flex w-full items-center gap-3 rounded-lg py-2 text-sm font-semibold ${narrow ? 'justify-center px-0' : 'px-3'}`;
  if (single) {
    const l = section.links[0]!;
    return (
      <li>
        <NavLink
          to={`/admin/${l.path}`}
          title={narrow ? t(l.label) : undefined}
          className={({ isActive }) => `${rowClass} ${isActive ? 'bg-teal-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
        >
          <AdminIcon name={section.icon} />
          <span className={narrow ? 'sr-only' : ''}>{t(l.label)}</span>
        </NavLink>
      </li>
    );
  }
  return (
    <li>
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={narrow ? false : open}
        aria-controls={narrow ? undefined : listId}
        title={narrow ? t(section.label) : undefined}
        className={`${rowClass} text-slate-700 hover:bg-slate-100`}
      >
        <AdminIcon name={section.icon} />
        <span className={narrow ? 'sr-only' : 'flex-1 text-left'}>{t(section.label)}</span>
        {!narrow && <AdminIcon name="chevron" className={`h-4 w-4 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`} />}
      </button>
      {!narrow && open && (
        <ul id={listId} className="mb-1 ml-5 mt-1 space-y-0.5 border-l border-slate-200 pl-3">
          {section.links.map((l) => (
            <li key={l.path}>
              <NavLink to={`/admin/${l.path}`} end className={linkClass}>
                {t(l.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function Avatar({ user, size = 40 }: { user: User; size?: number }) {
  const initials = `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase() || '?';
  if (user.profileImage)
    return (
      <Img src={user.profileImage} alt="" width={size} height={size} sizes={`${size}px`} className="h-10 w-10 shrink-0 rounded-full" />
    );
  return (
    <span aria-hidden="true" className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-teal-700 text-sm font-bold text-white">
      {initials}
    </span>
  );
}

function SidebarFooter({ user, narrow }: { user: User; narrow: boolean }) {
  const t = useT();
  const logout = useLogout();
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return (
    <div className={`flex shrink-0 items-center gap-3 border-t border-slate-200 p-3 ${narrow ? 'flex-col' : ''}`}>
      <Avatar user={user} />
      <div className={narrow ? 'sr-only' : 'min-w-0 flex-1'}>
        <p className="truncate text-sm font-semibold text-slate-900">{fullName}</p>
        <p className="truncate text-xs text-slate-600">{roleWords(t, user.role)}</p>
      </div>
      <button
        type="button"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
        aria-label={t('admin.shell.logout')}
        title={t('admin.shell.logout')}
        className="rounded-lg p-2 text-slate-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-teal-600 disabled:opacity-50"
      >
        <AdminIcon name="logout" />
      </button>
    </div>
  );
}
