// The frame of a hotel's rooms, rates and calendar pages: the switcher (an owner's hotels), the heading with
// the hotel's name, links between the pages, and the states before there is a hotel to show.
import type { AgeRules } from '@raahi/contract/rules/occupancy';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { EmptyState, ErrorState, Spinner } from '../../../../components/ui/states.tsx';
import { useT } from '../../../../lib/i18n.tsx';
import { ListingSwitcher } from '../../components/listing-switcher.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useHotelOfPage } from '../api/hotel-of-page.ts';

type Hotel = { _id: string; name: string; ageRules?: AgeRules };
const TABS = [
  { path: '/admin/hotel/rooms', key: 'admin.rooms.tab.rooms' },
  { path: '/admin/hotel/calendar', key: 'admin.rooms.tab.calendar' },
] as const;

export function HotelFrame({
  title,
  wide = false,
  children,
}: {
  title: (hotel: string) => string;
  wide?: boolean;
  children: (hotel: Hotel, search: string) => ReactNode;
}) {
  const t = useT();
  const page = useHotelOfPage();
  const { pathname } = useLocation();
  const body = page.isPending ? (
    <Spinner label={t('admin.rooms.loadingHotel')} />
  ) : page.error ? (
    <ErrorState message={t('admin.rooms.hotelError')} onRetry={() => void page.refetch()} />
  ) : !page.hotel ? (
    <EmptyState page title={t('admin.rooms.noHotel')} hint={t(page.owner ? 'admin.rooms.noHotelOwner' : 'admin.rooms.noHotelAdmin')}>
      <Link to={page.owner ? '/admin/hotel/new' : '/admin/hotel/allhotel'} className="font-semibold text-teal-800 underline">
        {t(page.owner ? 'admin.rooms.addHotel' : 'admin.rooms.allHotels')}
      </Link>
    </EmptyState>
  ) : null;
  return (
    <div className={`mx-auto ${wide ? 'max-w-[100rem]' : 'max-w-6xl'}`}>
      {page.owner && <ListingSwitcher kind="hotel" />}
      {body ?? (
        <>
          <PageHeader title={title(page.hotel!.name)} />
          <nav aria-label={t('admin.rooms.tabs')} className="mb-5 flex gap-2 border-b border-slate-200">
            {TABS.map((tab) => {
              const current = pathname === tab.path;
              return (
                <Link
                  key={tab.path}
                  to={`${tab.path}${page.search}`}
                  aria-current={current ? 'page' : undefined}
                  className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold ${current ? 'border-teal-700 text-teal-800' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
                >
                  {t(tab.key)}
                </Link>
              );
            })}
          </nav>
          {children(page.hotel!, page.search)}
        </>
      )}
    </div>
  );
}
