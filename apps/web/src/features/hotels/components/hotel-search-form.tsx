import { addDays } from '@raahi/contract/rules/dates';
import { useState } from 'react';
import { LabelledInput, labelClass } from '../../../components/ui/fields.tsx';
import { SearchBar } from '../../../components/ui/search-bar.tsx';
import { StayFields, type Stay } from './stay-fields.tsx';
import { formatOccupancy, spreadGuests, totalGuests, type Occupancy } from '@raahi/contract/rules/occupancy';
import { GuestsField } from '../../../components/guests/guests-field.tsx';
import { HOTEL_LIMITS } from '../../../components/guests/party.ts';
import { useT } from '../../../lib/i18n.tsx';

/** A search that gave only a number of guests: them as adults, up to 8 a room (at most 6 rooms). */
const roomsFor = (guests: number) => {
  const people = Math.min(Math.max(1, guests || 1), HOTEL_LIMITS.maxRooms * HOTEL_LIMITS.maxGuests);
  return spreadGuests(people, Math.ceil(people / HOTEL_LIMITS.maxGuests));
};

export type StayForm = Stay & { location: string; occupancy?: Occupancy };

/** Where, check-in, check-out and the rooms with their guests (the picker); submits the whole stay. */
export function HotelSearchForm({ initial, onSearch }: { initial: StayForm; onSearch: (s: StayForm) => void }) {
  const t = useT();
  const [s, setS] = useState(() => ({ ...initial, occupancy: initial.occupancy ?? roomsFor(initial.guests) }));
  const search = () => {
    const checkout = s.checkout > s.checkin ? s.checkout : addDays(s.checkin, 1);
    onSearch({ ...s, checkout, guests: totalGuests(s.occupancy) });
  };
  return (
    <SearchBar
      label="Search hotels"
      action="/hotels"
      onSearch={search}
      className="md:p-5 lg:grid-cols-[2fr_1fr_1fr_1.3fr_auto]"
      submit={{ label: 'Search', className: 'self-end' }}
    >
      <LabelledInput
        label="Location"
        name="location"
        className={`${labelClass} col-span-2 lg:col-span-1`}
        value={s.location}
        onValue={(location) => setS({ ...s, location })}
        placeholder="City, area or hotel"
        autoComplete="off"
      />
      <StayFields stay={s} onChange={(patch) => setS({ ...s, ...patch })} guests={false} />
      <GuestsField
        className="col-span-2 lg:col-span-1"
        labelClassName={labelClass}
        buttonClassName="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-left text-sm text-slate-900 hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-sky-600"
        label={t('common.guests.label')}
        title={t('common.guests.title')}
        rooms={s.occupancy}
        limits={HOTEL_LIMITS}
        onRooms={(occupancy) => setS({ ...s, occupancy, guests: totalGuests(occupancy) })}
      />
      {/* without scripts the form is sent as it is: the rooms go as the address has them */}
      <input type="hidden" name="guests" value={totalGuests(s.occupancy)} />
      {formatOccupancy(s.occupancy).map((room, i) => (
        <input key={i} type="hidden" name="occupancy" value={room} />
      ))}
    </SearchBar>
  );
}
