// The inside of the guests picker: for each room (or the one party) steppers for adults and children and an
// age select per child; rooms may be added and removed.
import { useId } from 'react';
import { useT } from '../../lib/i18n.tsx';
import { CHILD_AGES, NEW_CHILD_AGE, withRoom, type PartyLimits, type Room } from './party.ts';
import { Stepper } from './stepper.tsx';

export function PartyEditor({ rooms, limits, onRooms }: { rooms: Room[]; limits: PartyLimits; onRooms: (rooms: Room[]) => void }) {
  const t = useT();
  const id = useId();
  const several = limits.maxRooms > 1;
  const set = (index: number, room: Room) => onRooms(withRoom(rooms, index, room, limits));
  return (
    <div>
      {rooms.map((room, i) => {
        const suffix = several && rooms.length > 1 ? `, ${t('common.guests.roomN', { n: i + 1 })}` : '';
        const roomLeft = limits.maxGuests - room.adults - room.childAges.length;
        return (
          <section
            key={i}
            aria-label={several ? t('common.guests.roomN', { n: i + 1 }) : undefined}
            className="border-b border-slate-200 py-3 last:border-b-0"
          >
            {several && (
              <div className="flex items-center justify-between">
                <h3 className="font-semibold text-slate-900">{t('common.guests.roomN', { n: i + 1 })}</h3>
                {rooms.length > 1 && (
                  <button
                    type="button"
                    className="text-sm font-medium text-red-700 underline"
                    onClick={() => onRooms(rooms.filter((_, k) => k !== i))}
                  >
                    {t('common.guests.removeRoom', { n: i + 1 })}
                  </button>
                )}
              </div>
            )}
            <Stepper
              name={`${t('common.guests.adultsLabel')}${suffix}`}
              hint={t('common.guests.adultsHint')}
              value={room.adults}
              min={1}
              max={Math.min(limits.maxAdults, room.adults + roomLeft)}
              onValue={(adults) => set(i, { ...room, adults })}
            />
            <Stepper
              name={`${t('common.guests.childrenLabel')}${suffix}`}
              hint={t('common.guests.childrenHint')}
              value={room.childAges.length}
              min={0}
              max={Math.min(limits.maxChildren, room.childAges.length + roomLeft)}
              onValue={(n) =>
                set(i, { ...room, childAges: n < room.childAges.length ? room.childAges.slice(0, n) : [...room.childAges, NEW_CHILD_AGE] })
              }
            />
            {room.childAges.length > 0 && (
              <div className="grid grid-cols-2 gap-2 pt-1">
                {room.childAges.map((age, c) => {
                  const selectId = `${id}-r${i}-c${c}`;
                  return (
                    <div key={c}>
                      <label htmlFor={selectId} className="block text-xs font-medium text-slate-700">
                        {t('common.guests.childAge', { n: c + 1 })}
                        {suffix}
                      </label>
                      <select
                        id={selectId}
                        value={age}
                        onChange={(e) =>
                          set(i, { ...room, childAges: room.childAges.map((a, k) => (k === c ? Number(e.target.value) : a)) })
                        }
                        className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-2 py-2 text-sm"
                      >
                        {CHILD_AGES.map((a) => (
                          <option key={a} value={a}>
                            {t('common.guests.age', { age: a })}
                          </option>
                        ))}
                      </select>
                    </div>
                  );
                })}
              </div>
            )}
            {roomLeft <= 0 && <p className="pt-1 text-xs text-slate-600">{t('common.guests.roomFull', { max: limits.maxGuests })}</p>}
          </section>
        );
      })}
      {several && (
        <div className="pt-3">
          <button
            type="button"
            disabled={rooms.length >= limits.maxRooms}
            onClick={() => onRooms([...rooms, { adults: 1, childAges: [] }])}
            className="rounded-lg border border-sky-700 px-3 py-2 text-sm font-semibold text-sky-800 hover:bg-sky-50 disabled:opacity-40"
          >
            {t('common.guests.addRoom')}
          </button>
          {rooms.length >= limits.maxRooms && (
            <p className="pt-1 text-xs text-slate-600">{t('common.guests.maxRooms', { max: limits.maxRooms })}</p>
          )}
        </div>
      )}
    </div>
  );
}
