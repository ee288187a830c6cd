import { useSearchParams } from 'react-router';
import type { User } from '@raahi/contract/users';
import { BookingsPanel } from './components/bookings-panel.tsx';
import { ComplaintsPanel } from './components/complaints-panel.tsx';
import { EnquiriesPanel } from './components/enquiries-panel.tsx';
import { PrivacyPanel } from './components/privacy-panel.tsx';
import { ProfilePanel } from './components/profile-panel.tsx';
import { SavedPlacesPanel } from './components/saved-places-panel.tsx';
import { SignedIn } from './components/signed-in.tsx';
import { DocumentHead } from '../../components/document-head.tsx';
import { NOINDEX } from '../../lib/head-tags.ts';
import { useT } from '../../lib/i18n.tsx';

const TABS = [
  ['bookings', 'account.tab.bookings'],
  ['enquiries', 'account.tab.enquiries'],
  ['complaints', 'account.tab.complaints'],
  ['saved', 'account.tab.saved'],
  ['profile', 'account.tab.profile'],
  ['privacy', 'account.tab.privacy'],
] as const;

export function Component() {
  return <SignedIn>{(user) => <Dashboard user={user} />}</SignedIn>;
}

function Dashboard({ user }: { user: User }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const [tab, tabLabel] = TABS.find(([value]) => value === params.get('tab')) ?? TABS[0];
  const side = (active: boolean) =>
    `w-full rounded-lg px-4 py-2.5 text-left text-sm font-semibold ${active ? 'bg-teal-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <DocumentHead tags={[{ title: `${t(tabLabel)} · Raahi` }, NOINDEX]} />
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{t('account.hello', { name: user.firstName })}</h1>
      <div className="mt-6 grid gap-6 md:grid-cols-[14rem_1fr]">
        <nav
          aria-label={t('account.dashboard')}
          className="grid grid-cols-2 gap-2 self-start rounded-2xl bg-white p-2 shadow-sm ring-1 ring-slate-200 md:flex md:flex-col"
        >
          {TABS.map(([value, label]) => (
            <button
              key={value}
              type="button"
              aria-pressed={tab === value}
              className={side(tab === value)}
              onClick={() => setParams(value === 'bookings' ? {} : { tab: value }, { replace: true })}
            >
              {t(label)}
            </button>
          ))}
        </nav>
        {tab === 'bookings' ? (
          <BookingsPanel user={user} />
        ) : tab === 'enquiries' ? (
          <EnquiriesPanel />
        ) : tab === 'complaints' ? (
          <ComplaintsPanel />
        ) : tab === 'saved' ? (
          <SavedPlacesPanel />
        ) : tab === 'privacy' ? (
          <PrivacyPanel />
        ) : (
          <ProfilePanel user={user} />
        )}
      </div>
    </div>
  );
}
