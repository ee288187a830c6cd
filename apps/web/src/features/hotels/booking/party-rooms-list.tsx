// The review page's rooms for a party room by room: each room with its type, plan, guests and price for them.
import { rupees } from '@raahi/contract/rules/rupees';
import { Card } from '../../../components/ui/card.tsx';
import { AlertText } from '../../../components/ui/states.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { mealWords } from '../rooms/room-words.ts';
import type { PartyRoom } from './party-rooms.ts';
import { storedWord } from '@raahi/contract/i18n/stored-words';

export function PartyRoomsList({ rooms, nights }: { rooms: PartyRoom[] | null; nights: number }) {
  const t = useT();
  return (
    <Card>
      <h2 id="party-rooms-heading" className="text-lg font-semibold text-slate-900">
        {t('booking.hotel.partyTitle')}
      </h2>
      {rooms === null ? (
        <AlertText message={t('booking.hotel.partyNone')} className="mt-3 font-medium text-amber-900" />
      ) : (
        <ol className="mt-3 divide-y divide-slate-200" aria-labelledby="party-rooms-heading" data-testid="party-rooms">
          {rooms.map((r, i) => (
            <li key={i} className="flex flex-wrap items-start justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  {t('booking.hotel.partyRoom', { n: i + 1 })}: {storedWord(t, r.room.roomType.name)}
                </p>
                <p className="text-sm text-slate-700">
                  {[...new Set([r.offer.ratePlan.name, mealWords(t, r.offer.ratePlan.mealPlan)])].join(' · ')}
                </p>
                <p className="text-sm text-slate-700">
                  {t('booking.hotel.partyAdults', { count: r.guests.adults })}
                  {r.guests.childAges.length > 0 &&
                    `, ${t('booking.hotel.partyChildren', { count: r.guests.childAges.length, ages: r.guests.childAges.join(', ') })}`}
                </p>
              </div>
              <p className="text-right text-sm text-slate-700">
                <span className="block font-semibold text-slate-900">{rupees(r.total)}</span>
                {t('booking.hotel.partyNights', { nights })}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
