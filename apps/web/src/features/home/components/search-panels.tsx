// The home page's Hotels and Tours tabs and its recent searches: their forms (the destination box with suggestions, the dates, the
// rooms-and-guests picker) come in a chunk of their own while the page hydrates, not in its first load.
import { todayInIndia } from '@raahi/contract/rules/dates';
import { totalGuests } from '@raahi/contract/rules/occupancy';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DestinationCombobox } from '../../../components/destination-combobox.tsx';
import { HotelSearchForm, type StayForm } from '../../../components/hotel-search/hotel-search-form.tsx';
import { StackedInput } from '../../../components/ui/fields.tsx';
import { SearchBar } from '../../../components/ui/search-bar.tsx';
import { useLanguage, useLocalePath, useT } from '../../../lib/i18n.tsx';
import { defaultStay, stayQuery } from '../../../lib/stay-query.ts';
import { rememberSearch, useRecentSearches, type RecentSearch } from '../recent-searches.ts';
import { calendarDay } from '@raahi/contract/i18n/indian-forms';
import { Link } from 'react-router';
import { stayGist } from '../../../lib/stay-summary.ts';
import { chipClass } from './chip-class.ts';

/** Place, dates and rooms → /hotels?location&checkin&checkout&guests&occupancy…, remembered as a recent search. */
export function HotelPanel() {
  const at = useLocalePath();
  const navigate = useNavigate();
  const search = (s: StayForm) => {
    const path = `/hotels${stayQuery(s)}`;
    const rooms = s.occupancy?.length ?? 1;
    const guests = s.occupancy ? totalGuests(s.occupancy) : s.guests;
    rememberSearch({ kind: 'hotels', path, place: s.location.trim(), checkin: s.checkin, checkout: s.checkout, guests, rooms });
    navigate(at(path));
  };
  return <HotelSearchForm initial={{ location: '', ...defaultStay() }} onSearch={search} />;
}

/** A destination and a day → /tour?destination&date (the tour list's own search). */
export function TourPanel() {
  const t = useT();
  const at = useLocalePath();
  const navigate = useNavigate();
  const [place, setPlace] = useState('');
  const [date, setDate] = useState('');
  const search = () => {
    const q = new URLSearchParams();
    if (place.trim()) q.set('destination', place.trim());
    if (date) q.set('date', date);
    const query = q.toString();
    const path = `/tour${query ? `?${query}` : ''}`;
    rememberSearch({ kind: 'tours', path, place: place.trim(), ...(date ? { date } : {}) });
    navigate(at(path));
  };
  return (
    <SearchBar
      label={t('home.search.tourForm')}
      action={at('/tour')}
      onSearch={search}
      className="md:p-5 lg:grid-cols-[2fr_1fr_auto]"
      submit={{ label: t('home.search.tourSubmit'), className: 'col-span-2 lg:col-span-1' }}
    >
      <DestinationCombobox
        of="tours"
        label={t('home.search.tourPlace')}
        name="destination"
        className="col-span-2 lg:col-span-1"
        value={place}
        onValue={setPlace}
        placeholder={t('home.search.tourPlaceholder')}
      />
      <StackedInput
        className="col-span-2 lg:col-span-1"
        label={t('home.search.tourDate')}
        type="date"
        name="date"
        min={todayInIndia()}
        value={date}
        onValue={setDate}
      />
    </SearchBar>
  );
}

/** The last searches made here, as chips that run them again; none on a first visit. */
export function RecentSearches() {
  const t = useT();
  const at = useLocalePath();
  const language = useLanguage();
  const recent = useRecentSearches();
  if (!recent.length) return null;
  const words = (s: RecentSearch) =>
    s.kind === 'hotels'
      ? stayGist(t, language, s)
      : s.kind === 'tours'
        ? [s.place || t('common.stayGist.anywhere'), ...(s.date ? [calendarDay(s.date, language, { year: false })] : [])].join(' · ')
        : t('home.recent.cab', { from: s.from, to: s.to || '—', date: calendarDay(s.date, language, { year: false }) });
  return (
    <nav aria-label={t('home.recent.title')} className="mt-4">
      <h3 className="text-sm font-semibold text-teal-50">{t('home.recent.title')}</h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {recent.map((s) => (
          <li key={s.path} className="max-w-full">
            <Link to={at(s.path)} className={chipClass}>
              <span className="mr-1 text-xs uppercase text-teal-100">{t(`home.search.tab.${s.kind}`)}</span> {words(s)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
