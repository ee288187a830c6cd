// The rooms of 'Choose your room' for a stay: loading, failed (with Try again), none on sale, or each room
// type with its plans (loaded apart from the hotel's page, with the call that fills it).
import { daysBetween } from '@raahi/contract/rules/dates';
import { QueryError } from '../../../components/query-states.tsx';
import { EmptyState, Spinner } from '../../../components/ui/states.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { useLocalePath, useT } from '../../../lib/i18n.tsx';
import { useStayRooms, type StayAsk } from '../api/get-stay-rooms.ts';
import { roomReviewPath } from '../search-params.ts';
import { RoomOffer } from './room-offer.tsx';

export function RoomList({ hotelId, stay }: { hotelId: string; stay: StayAsk }) {
  const t = useT();
  const at = useLocalePath();
  const rooms = useStayRooms(hotelId, stay);
  const nights = daysBetween(stay.checkin, stay.checkout);
  if (rooms.isPending) return <Spinner label={t('hotels.rooms.loading')} />;
  if (rooms.isError) return <QueryError query={rooms} text={messageOf(rooms.error, t('hotels.rooms.error'))} />;
  if (rooms.data.length === 0) return <EmptyState title={t('hotels.rooms.empty')} hint={t('hotels.rooms.emptyHint')} />;
  const sellable = rooms.data.some((r) => r.plans.some((p) => p.sellable));
  return (
    <div className={`mt-4 space-y-4 ${rooms.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={rooms.isFetching}>
      <p className="text-sm text-slate-700" data-testid="rooms-stay-line">
        {t('hotels.rooms.stayLine', { nights, guests: stay.guests })}
      </p>
      {!sellable && (
        <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-amber-900">
          {t('hotels.rooms.noneSellable')}
        </p>
      )}
      {rooms.data.map((room) => (
        <RoomOffer key={room.roomType._id} room={room} nights={nights} selectTo={(pick) => at(roomReviewPath(hotelId, stay, pick))} />
      ))}
    </div>
  );
}
