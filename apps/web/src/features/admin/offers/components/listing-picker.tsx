// Picks the hotel, cab or tour an offer is for: type to search the real listings, choose one by radio.
import type { ComponentProps } from 'react';
import { ListingRadio, ListingResults } from '../../components/listing-radio.tsx';
import type { OfferKind } from '@raahi/contract/offers';
import { useEffect, useId, useState } from 'react';
import { inputClass } from '../../components/form-fields.tsx';
import { useListing, useListingSearch } from '../api/search-listings.ts';
import { useT } from '../../../../lib/i18n.tsx';

type Props = {
  kind: OfferKind | '';
  value: string;
  onChange: (id: string) => void;
  error?: string;
  inputRef?: (el: HTMLInputElement | null) => void;
};

export function ListingPicker({ kind, value, onChange, error, inputRef }: Props) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setDebounced(text), 250);
    return () => clearTimeout(t);
  }, [text]);
  const results = useListingSearch(kind, debounced);
  const selected = useListing(kind, value);

  if (!kind)
    return (
      <div>
        <p className="block text-sm font-medium text-slate-800">
          {t('admin.offers.picker.listing.related')}
          <span aria-hidden="true" className="text-red-600">
            {' '}
            *
          </span>
        </p>
        <p className="mt-1 rounded-lg border border-dashed border-slate-300 px-3 py-2 text-sm text-slate-600">
          {t('admin.offers.picker.kindFirst')}
        </p>
        {error && <p className="mt-1 text-xs text-red-700">{error}</p>}
      </div>
    );

  const options = results.data ?? [];
  // while a new search runs, the previous results stay on screen, dimmed
  const searching = text.trim() !== debounced.trim() || (results.isFetching && results.isPlaceholderData);
  const showSelected = value && !options.some((o) => o._id === value);
  return (
    <fieldset aria-describedby={error ? `${id}-err` : undefined}>
      <legend className="block text-sm font-medium text-slate-800">
        {t(`admin.offers.picker.${kind}.related`)}
        <span aria-hidden="true" className="text-red-600">
          {' '}
          *
        </span>
      </legend>
      <p className="text-sm text-slate-600" aria-live="polite">
        {value ? (
          selected.data ? (
            <>
              {t('admin.offers.picker.selected')} <strong className="text-slate-900">{selected.data.name}</strong> — {selected.data.detail}
            </>
          ) : selected.isError ? (
            t(`admin.offers.picker.${kind}.selectedFailed`)
          ) : (
            t('admin.offers.picker.selecting')
          )
        ) : (
          t(`admin.offers.picker.${kind}.none`)
        )}
      </p>
      <label htmlFor={`${id}-q`} className="mt-2 block text-sm font-medium text-slate-800">
        {t(`admin.offers.picker.${kind}.search`)}
      </label>
      <input
        id={`${id}-q`}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={kind === 'Cab' ? t('admin.offers.picker.cabHint') : t('admin.offers.picker.nameHint')}
        className={inputClass}
      />
      <div
        aria-busy={searching}
        className={`mt-2 max-h-64 overflow-y-auto rounded-lg border border-slate-200 bg-white ${searching ? 'opacity-60' : ''}`}
      >
        <ListingResults
          query={results}
          loading={t(`admin.offers.picker.${kind}.loading`)}
          errorText={t('admin.offers.picker.searchFailed')}
          none={options.length === 0 && !showSelected && t(`admin.offers.picker.${kind}.noMatch`)}
        >
          <ul className="divide-y divide-slate-100">
            {showSelected && selected.data && <Option name={`${id}-pick`} option={selected.data} checked onPick={onChange} />}
            {options.map((o, i) => (
              <Option
                key={o._id}
                name={`${id}-pick`}
                option={o}
                checked={o._id === value}
                onPick={onChange}
                inputRef={i === 0 ? inputRef : undefined}
              />
            ))}
          </ul>
        </ListingResults>
      </div>
      {error && (
        <p id={`${id}-err`} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function Option(props: Omit<ComponentProps<typeof ListingRadio>, 'layout'>) {
  return (
    <li>
      <ListingRadio {...props} layout="flex cursor-pointer items-center gap-3" />
    </li>
  );
}
