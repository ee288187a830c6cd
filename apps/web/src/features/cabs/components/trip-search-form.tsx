import { addDays, indianLocalTime, todayInIndia } from '@raahi/contract/rules/dates';
import { useState } from 'react';
import { PlaceCombobox } from '../../../components/place-combobox.tsx';
import { TripKindTabs } from '../../../components/trip-kind-tabs.tsx';
import { LabelledInput, Options, bindValue, inputClass, labelClass } from '../../../components/ui/fields.tsx';
import { SearchBar } from '../../../components/ui/search-bar.tsx';
import { LOCAL_PACKAGES, TRAVELLER_CHOICES, type CabTrip } from '../search-params.ts';
import { useT } from '../../../lib/i18n.tsx';

const WIDE = `${labelClass} col-span-2 lg:col-span-1`;

/** The trip kind tabs, From and To with suggestions, date and time, a return day (round trip) or a package (local). */
export function TripSearchForm({ initial, onSearch }: { initial: CabTrip; onSearch: (t: CabTrip) => void }) {
  const [t, setT] = useState<CabTrip>(() => {
    const [date, time] = indianLocalTime(new Date()).split('T') as [string, string];
    return {
      ...initial,
      date: initial.date || date,
      hours: initial.hours || String(Number(time.slice(0, 2))),
      minutes: initial.minutes || String(Number(time.slice(3, 5))),
    };
  });
  const words = useT();
  const set = (patch: Partial<CabTrip>) => setT({ ...t, ...patch });
  const bind = bindValue(t, set);
  return (
    <SearchBar
      label={words('cabs.search.form')}
      action="/c"
      onSearch={() =>
        onSearch({
          ...t,
          returnDate: t.trip === 'round' ? t.returnDate || addDays(t.date || todayInIndia(), 1) : '',
          package: t.trip === 'local' ? t.package || LOCAL_PACKAGES[1] : '',
        })
      }
      className="lg:grid-cols-[1.5fr_1.5fr_1fr_0.6fr_0.6fr_0.8fr_auto]"
      submit={{ label: words('cabs.search.submit'), className: 'col-span-2 lg:col-span-1' }}
    >
      <TripKindTabs value={t.trip} onValue={(trip) => set({ trip })} />
      <PlaceCombobox
        label={words(t.trip === 'airport' ? 'cabs.search.fromAirport' : 'cabs.search.from')}
        name="sourceLocation"
        className="col-span-2 lg:col-span-1"
        placeholder={words('cabs.search.fromExample')}
        value={t.sourceLocation}
        onValue={(sourceLocation) => set({ sourceLocation })}
      />
      {t.trip === 'local' ? (
        <label className={WIDE}>
          {words('cabs.search.package')}
          <select
            name="package"
            className={inputClass}
            value={t.package || LOCAL_PACKAGES[1]}
            onChange={(e) => set({ package: e.target.value })}
          >
            <Options options={LOCAL_PACKAGES.map((p) => ({ value: p, label: words(`cabs.package.${p}`) }))} />
          </select>
        </label>
      ) : (
        <PlaceCombobox
          label={words(t.trip === 'airport' ? 'cabs.search.toAirport' : 'cabs.search.to')}
          name="destLocation"
          className="col-span-2 lg:col-span-1"
          placeholder={words('cabs.search.toExample')}
          value={t.destLocation}
          onValue={(destLocation) => set({ destLocation })}
        />
      )}
      <LabelledInput label={words('cabs.search.date')} name="date" className={WIDE} type="date" min={todayInIndia()} {...bind('date')} />
      <LabelledInput label={words('cabs.search.hours')} name="hours" type="number" min={0} max={23} {...bind('hours')} />
      <LabelledInput label={words('cabs.search.minutes')} name="minutes" type="number" min={0} max={59} {...bind('minutes')} />
      <label className={labelClass}>
        {words('cabs.search.travellers')}
        <select name="travellers" className={inputClass} value={t.travellers} onChange={(e) => set({ travellers: e.target.value })}>
          <option value="">{words('cabs.search.anyTravellers')}</option>
          <Options options={TRAVELLER_CHOICES.map((n) => ({ value: String(n), label: String(n) }))} />
        </select>
      </label>
      {t.trip === 'round' && (
        <LabelledInput
          label={words('cabs.search.returnDate')}
          name="returnDate"
          className={WIDE}
          type="date"
          min={t.date || todayInIndia()}
          value={t.returnDate || addDays(t.date || todayInIndia(), 1)}
          onValue={(returnDate) => set({ returnDate })}
        />
      )}
    </SearchBar>
  );
}
