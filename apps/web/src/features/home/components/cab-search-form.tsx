import type { TripKind } from '@raahi/contract/rules/cab-fares';
import { addDays, indianLocalTime, todayInIndia } from '@raahi/contract/rules/dates';
import { Fragment, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Options, StackedInput, roomyInputClass, roomyLabelClass } from '../../../components/ui/fields.tsx';
import { PlaceCombobox } from '../../../components/place-combobox.tsx';
import { TripKindTabs } from '../../../components/trip-kind-tabs.tsx';
import { toQuery } from '../../../lib/api-client.ts';
import { useLocalePath, useT } from '../../../lib/i18n.tsx';
import { rememberSearch } from '../recent-searches.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const choices = (count: number, unit: string) => Array.from({ length: count }, (_, i) => ({ value: i, label: `${pad(i)} ${unit}` }));
const TIME_PARTS = [
  { key: 'hours', label: 'home.cab.hours', options: choices(24, 'h') },
  { key: 'minutes', label: 'home.cab.minutes', options: choices(60, 'min') },
] as const;

function nowInIndia() {
  const time = indianLocalTime(new Date()).slice(11);
  return { hours: Number(time.slice(0, 2)), minutes: Number(time.slice(3, 5)) };
}

const PACKAGES = [
  { value: '4h40km', label: 'home.cab.package4h40km' },
  { value: '8h80km', label: 'home.cab.package8h80km' },
] as const;

/**
 * The home page's Cabs tab: the trip's kind, From, To, date (today) and time (now), a return day or a package
 * → /c?trip&date&hours&minutes&sourceLocation&destLocation…; the search is remembered as a recent one.
 */
export function CabSearchForm() {
  const t = useT();
  const at = useLocalePath();
  const navigate = useNavigate();
  const id = useId();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [date, setDate] = useState(todayInIndia);
  const [time, setTime] = useState(nowInIndia);
  const [trip, setTrip] = useState<TripKind>('oneway');
  const [returnDate, setReturnDate] = useState('');
  const [pack, setPack] = useState('8h80km');
  const [travellers, setTravellers] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const path = `/c${toQuery({
      ...(trip !== 'oneway' ? { trip } : {}),
      date,
      hours: time.hours,
      minutes: time.minutes,
      sourceLocation: from.trim(),
      ...(trip !== 'local' ? { destLocation: to.trim() } : { package: pack }),
      ...(trip === 'round' ? { returnDate: returnDate || addDays(date, 1) } : {}),
      ...(travellers ? { travellers } : {}),
    })}`;
    rememberSearch({ kind: 'cabs', path, from: from.trim(), to: trip !== 'local' ? to.trim() : '', date });
    navigate(at(path));
  };
  return (
    <form onSubmit={submit} aria-label={t('home.cab.form')} className="grid gap-4 text-slate-900 sm:grid-cols-2 lg:grid-cols-3">
      <TripKindTabs value={trip} onValue={setTrip} />
      <PlaceCombobox roomy label={t('home.cab.from')} value={from} onValue={setFrom} placeholder={t('home.cab.fromExample')} />
      {trip === 'local' ? (
        <div>
          <label htmlFor={`${id}-package`} className={roomyLabelClass}>
            {t('home.cab.package')}
          </label>
          <select id={`${id}-package`} value={pack} onChange={(e) => setPack(e.target.value)} className={roomyInputClass}>
            <Options options={PACKAGES.map((p) => ({ value: p.value, label: t(p.label) }))} />
          </select>
        </div>
      ) : (
        <PlaceCombobox roomy label={t('home.cab.to')} value={to} onValue={setTo} placeholder={t('home.cab.toExample')} />
      )}
      <StackedInput label={t('home.cab.date')} type="date" value={date} min={todayInIndia()} onValue={setDate} required />
      <fieldset>
        <legend className={roomyLabelClass}>{t('home.cab.time')}</legend>
        <div className="mt-1 grid grid-cols-2 gap-2">
          {TIME_PARTS.map((p) => (
            <Fragment key={p.key}>
              <label className="sr-only" htmlFor={`${id}-${p.key}`}>
                {t(p.label)}
              </label>
              <select
                id={`${id}-${p.key}`}
                value={time[p.key]}
                onChange={(e) => setTime((t) => ({ ...t, [p.key]: Number(e.target.value) }))}
                className={roomyInputClass.replace('mt-1 ', '')}
              >
                <Options options={p.options} />
              </select>
            </Fragment>
          ))}
        </div>
      </fieldset>
      {trip === 'round' && (
        <StackedInput
          label={t('home.cab.returnDate')}
          type="date"
          value={returnDate || addDays(date, 1)}
          min={date}
          onValue={setReturnDate}
          required
        />
      )}
      <div>
        <label htmlFor={`${id}-travellers`} className={roomyLabelClass}>
          {t('home.cab.travellers')}
        </label>
        <select id={`${id}-travellers`} value={travellers} onChange={(e) => setTravellers(e.target.value)} className={roomyInputClass}>
          <option value="">{t('home.cab.anyTravellers')}</option>
          <Options options={Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))} />
        </select>
      </div>
      <Button type="submit" className="py-3 text-base sm:col-span-2 lg:col-span-3">
        {t('home.cab.search')}
      </Button>
    </form>
  );
}
