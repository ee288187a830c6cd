// Each room of a hotel booking as sold: its type and plan, who stays in it (children with their ages) and its
// nights; the guest's and the back office's booking details, My Bookings and the back office's booking table
// show it alike.
import type { BookedRoom } from '@raahi/contract/bookings';
import { useT } from '../../lib/i18n.tsx';
import { storedWord } from '@raahi/contract/i18n/stored-words';

/** 'Room 2: Family suite · Room only · 2 adults, 2 children aged 5, 9 · 2 nights' */
function useRoomLine() {
  const t = useT();
  return (r: BookedRoom, i: number) =>
    [
      t('common.bookedRooms.roomLine', {
        n: i + 1,
        roomType: r.roomType ? storedWord(t, r.roomType.name) : '—',
        ratePlan: r.ratePlan ? storedWord(t, r.ratePlan.name) : '—',
      }),
      [
        t('common.bookedRooms.adults', { count: r.adults }),
        ...(r.childAges.length > 0 ? [t('common.bookedRooms.children', { count: r.childAges.length, ages: r.childAges.join(', ') })] : []),
      ].join(', '),
      t('common.bookedRooms.nights', { count: r.nightPrices.length }),
    ].join(' · ');
}

export function BookedRooms({ rooms }: { rooms: BookedRoom[] }) {
  const t = useT();
  const line = useRoomLine();
  return (
    <div className="sm:col-span-2">
      <dt className="font-medium text-slate-600">{t('common.bookedRooms.title')}</dt>
      <dd>
        <ol className="mt-1 space-y-1 text-slate-900" data-testid="booked-rooms">
          {rooms.map((r, i) => (
            <li key={i}>{line(r, i)}</li>
          ))}
        </ol>
      </dd>
    </div>
  );
}

/** The rooms in a table's row or a booking's card: a short line each, under what the row already says. */
export function RoomLines({ rooms, className = 'mt-1 space-y-0.5 text-xs text-slate-600' }: { rooms: BookedRoom[]; className?: string }) {
  const t = useT();
  const line = useRoomLine();
  // bookings made before room types have rooms without names: the row's count says them
  if (rooms.every((r) => !r.roomType)) return null;
  return (
    <ol className={className} aria-label={t('common.bookedRooms.title')} data-testid="room-lines">
      {rooms.map((r, i) => (
        <li key={i}>{line(r, i)}</li>
      ))}
    </ol>
  );
}
