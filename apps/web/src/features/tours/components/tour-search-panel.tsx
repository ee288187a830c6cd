import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { DestinationCombobox } from '../../../components/destination-combobox.tsx';
import { useLocalePath, useT } from '../../../lib/i18n.tsx';
import { StackedInput, roomyLabelClass } from '../../../components/ui/fields.tsx';
import { rupees } from '@raahi/contract/rules/rupees';
import type { TourFilter } from '../api/list-tours.ts';
import { BUDGET_MAX, BUDGET_MIN, BUDGET_STEP } from '../search-params.ts';

/**
 * Destination, Travel Date and Max Budget; the list changes only when Search Tours is pressed. A GET form to
 * /tour whose field names are the page's query, so a press before the scripts arrive still searches.
 */
export function TourSearchPanel({
  initial,
  onSearch,
  busy,
}: {
  initial: TourFilter;
  onSearch: (filter: TourFilter) => void;
  busy: boolean;
}) {
  const t = useT();
  const at = useLocalePath();
  const [destination, setDestination] = useState(initial.destination ?? '');
  const [date, setDate] = useState(initial.date ?? '');
  const [budget, setBudget] = useState(Math.max(BUDGET_MIN, initial.maxPrice ?? BUDGET_MAX));
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch({ destination: destination.trim() || undefined, date: date || undefined, maxPrice: budget, sort: initial.sort });
  };
  return (
    <form
      method="get"
      action={at('/tour')}
      onSubmit={submit}
      role="search"
      aria-label={t('tours.search.label')}
      className="grid gap-4 rounded-2xl bg-white p-5 shadow-xl ring-1 ring-slate-200 md:grid-cols-[1.3fr_1fr_1.3fr_auto] md:items-end"
    >
      <DestinationCombobox
        of="tours"
        label={t('common.where.tours')}
        placeholder={t('common.where.toursPlaceholder')}
        name="destination"
        roomy
        value={destination}
        onValue={setDestination}
      />
      <StackedInput label={t('tours.search.date')} name="date" type="date" value={date} onValue={setDate} />
      <div>
        <label htmlFor={`${id}-budget`} className={`flex justify-between ${roomyLabelClass}`}>
          <span>{t('tours.search.budget')}</span>
          <output htmlFor={`${id}-budget`} className="font-bold text-teal-800">
            {rupees(budget)}
          </output>
        </label>
        <input
          id={`${id}-budget`}
          name="maxPrice"
          type="range"
          min={BUDGET_MIN}
          max={BUDGET_MAX}
          step={BUDGET_STEP}
          value={budget}
          onChange={(e) => setBudget(Number(e.target.value))}
          aria-valuetext={rupees(budget)}
          className="mt-3 block w-full accent-teal-700"
        />
        <div className="mt-1 flex justify-between text-xs text-slate-500" aria-hidden="true">
          <span>{rupees(BUDGET_MIN)}</span>
          <span>{rupees(BUDGET_MAX)}</span>
        </div>
      </div>
      <Button type="submit" className="h-11 px-6" disabled={busy}>
        {t('tours.search.submit')}
      </Button>
      {/* the order chosen for the results stays when the search changes */}
      {initial.sort && <input type="hidden" name="sort" value={initial.sort} />}
    </form>
  );
}
