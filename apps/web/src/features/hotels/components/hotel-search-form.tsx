import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { useState, type FormEvent } from 'react';

export type StayForm = { location: string; checkin: string; checkout: string; guests: number };

/** Where, check-in, check-out and guests; submits the whole stay. */
export function HotelSearchForm({
  initial,
  onSearch,
  compact = false,
}: {
  initial: StayForm;
  onSearch: (s: StayForm) => void;
  compact?: boolean;
}) {
  const [s, setS] = useState(initial);
  const today = todayInIndia();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checkout = s.checkout > s.checkin ? s.checkout : addDays(s.checkin, 1);
    onSearch({ ...s, checkout, guests: Math.max(1, s.guests || 1) });
  };
  const field =
    'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30';
  const label = 'block text-sm font-medium text-slate-700';
  return (
    <form
      role="search"
      aria-label="Search hotels"
      onSubmit={submit}
      className={`grid grid-cols-2 items-end gap-3 rounded-2xl bg-white p-4 shadow-md ring-1 ring-slate-200 lg:grid-cols-[2fr_1fr_1fr_0.7fr_auto] ${compact ? '' : 'md:p-5'}`}
    >
      <label className={`${label} col-span-2 lg:col-span-1`}>
        Location
        <input
          className={field}
          value={s.location}
          onChange={(e) => setS({ ...s, location: e.target.value })}
          placeholder="City, area or hotel"
          autoComplete="off"
        />
      </label>
      <label className={label}>
        Check-in
        <input
          type="date"
          className={field}
          value={s.checkin}
          min={today}
          onChange={(e) => {
            const checkin = e.target.value || today;
            setS({ ...s, checkin, checkout: s.checkout > checkin ? s.checkout : addDays(checkin, 1) });
          }}
        />
      </label>
      <label className={label}>
        Check-out
        <input
          type="date"
          className={field}
          value={s.checkout}
          min={addDays(s.checkin, 1)}
          onChange={(e) => setS({ ...s, checkout: e.target.value })}
        />
      </label>
      <label className={label}>
        Guests
        <input
          type="number"
          min={1}
          max={100}
          className={field}
          value={s.guests}
          onChange={(e) => setS({ ...s, guests: Number(e.target.value) })}
        />
      </label>
      <button
        type="submit"
        className="h-[42px] self-end rounded-lg bg-teal-700 px-6 font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
      >
        Search
      </button>
    </form>
  );
}
