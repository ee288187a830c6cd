// An admin's way to any hotel's rooms, rates and calendar: links in the All Hotels table.
import { Link } from 'react-router';
import { useT } from '../../../../lib/i18n.tsx';
import { rowAction } from '../../components/data-table.tsx';

export function RatesHeader() {
  return <>{useT()('admin.rooms.ratesColumn')}</>;
}

export function RatesLinks({ hotelId, name }: { hotelId: string; name: string }) {
  const t = useT();
  return (
    <span className="flex flex-wrap gap-1">
      <Link to={`/admin/hotel/rooms?hotel=${hotelId}`} className={rowAction} aria-label={t('admin.rooms.roomsOf', { name })}>
        {t('admin.rooms.tab.rooms')}
      </Link>
      <Link to={`/admin/hotel/calendar?hotel=${hotelId}`} className={rowAction} aria-label={t('admin.rooms.calendarOf', { name })}>
        {t('admin.rooms.tab.calendar')}
      </Link>
    </span>
  );
}
