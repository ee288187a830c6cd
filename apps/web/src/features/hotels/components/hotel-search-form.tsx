import { addDays } from '@raahi/contract/rules/dates';
import { useState } from 'react';
import { LabelledInput, labelClass } from '../../../components/ui/fields.tsx';
import { SearchBar } from '../../../components/ui/search-bar.tsx';
import { StayFields, type Stay } from './stay-fields.tsx';

export type StayForm = Stay & { location: string };

/** Where, check-in, check-out and guests; submits the whole stay. */
export function HotelSearchForm({ initial, onSearch }: { initial: StayForm; onSearch: (s: StayForm) => void }) {
  const [s, setS] = useState(initial);
  const search = () => {
    const checkout = s.checkout > s.checkin ? s.checkout : addDays(s.checkin, 1);
    onSearch({ ...s, checkout, guests: Math.max(1, s.guests || 1) });
  };
  return (
    <SearchBar
      label="Search hotels"
      action="/hotels"
      onSearch={search}
      className="md:p-5 lg:grid-cols-[2fr_1fr_1fr_0.7fr_auto]"
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
      <StayFields stay={s} onChange={(patch) => setS({ ...s, ...patch })} />
    </SearchBar>
  );
}
