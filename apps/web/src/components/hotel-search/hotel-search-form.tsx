import { addDays } from '@raahi/contract/rules/dates';
import { useState } from 'react';
import { DestinationCombobox } from '../destination-combobox.tsx';
import { labelClass } from '../ui/fields.tsx';
import { SearchBar } from '../ui/search-bar.tsx';
import { StayFields, type Stay } from './stay-fields.tsx';
import { formatOccupancy, totalGuests, type Occupancy } from '@raahi/contract/rules/occupancy';
import { GuestsField } from '../guests/guests-field.tsx';
import { HOTEL_LIMITS, roomsForGuests } from '../guests/party.ts';
import { useT } from '../../lib/i18n.tsx';

export type StayForm = Stay & { location: string; occupancy?: Occupancy };

/** Where, check-in, check-out and the rooms with their guests (the picker); submits the whole stay. */
export function HotelSearchForm({ initial, onSearch }: { initial: StayForm; onSearch: (s: StayForm) => void }) {
  const t = useT();
  const [s, setS] = useState(() => ({ ...initial, occupancy: initial.occupancy ?? roomsForGuests(initial.guests) }));
  const search = () => {
    const checkout = s.checkout > s.checkin ? s.checkout : addDays(s.checkin, 1);
    onSearch({ ...s, checkout, guests: totalGuests(s.occupancy) });
  };
  return (
    <SearchBar
      label={t('common.hotelSearch.label')}
      action="/hotels"
      onSearch={search}
      className="md:p-5 lg:grid-cols-[2fr_1fr_1fr_1.3fr_auto]"
      submit={{ label: t('common.hotelSearch.submit'), className: 'self-end' }}
    >
      <DestinationCombobox
        of="hotels"
        label={t('common.hotelSearch.location')}
        name="location"
        className="col-span-2 lg:col-span-1"
        value={s.location}
        onValue={(location) => setS({ ...s, location })}
        placeholder={t('common.hotelSearch.locationPlaceholder')}
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
