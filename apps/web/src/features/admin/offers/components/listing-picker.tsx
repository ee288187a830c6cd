// Picks the hotel, cab or tour an offer is for: type to search the real listings, choose one by radio.
import type { OfferKind } from '@raahi/contract/offers';
import { useEffect, useId, useState } from 'react';
import { messageOf } from '../../../../lib/api-client.ts';
import { inputClass } from '../../components/form-fields.tsx';
import { useListing, useListingSearch } from '../api/search-listings.ts';

type Props = {
  kind: OfferKind | '';
  value: string;
  onChange: (id: string) => void;
  error?: string;
  inputRef?: (el: HTMLInputElement | null) => void;
};

export function ListingPicker({ kind, value, onChange, error, inputRef }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setDebounced(text), 250);
    return () => clearTimeout(t);
  }, [text]);
  const results = useListingSearch(kind, debounced);
  const selected = useListing(kind, value);
  const noun = kind ? kind.toLowerCase() : 'listing';

  if (!kind)
    return (
      <div>
        <p className="block text-sm font-medium text-slate-800">
          Related listing
          <span aria-hidden="true" className="text-red-600">
            {' '}
            *
          </span>
        </p>
        <p className="mt-1 rounded-lg border border-dashed border-slate-300 px-3 py-2 text-sm text-slate-600">
          Choose what the offer is for first.
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
        Related {noun}
        <span aria-hidden="true" className="text-red-600">
          {' '}
          *
        </span>
      </legend>
      <p className="text-sm text-slate-600" aria-live="polite">
        {value ? (
          selected.data ? (
            <>
              Selected: <strong className="text-slate-900">{selected.data.name}</strong> — {selected.data.detail}
            </>
          ) : selected.isError ? (
            `Selected ${noun} could not be loaded.`
          ) : (
            'Selected…'
          )
        ) : (
          `No ${noun} chosen yet.`
        )}
      </p>
      <label htmlFor={`${id}-q`} className="mt-2 block text-sm font-medium text-slate-800">
        Search {noun}s
      </label>
      <input
        id={`${id}-q`}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={kind === 'Cab' ? 'Model or type' : 'Name or location'}
        className={inputClass}
      />
      <div
        aria-busy={searching}
        className={`mt-2 max-h-64 overflow-y-auto rounded-lg border border-slate-200 bg-white ${searching ? 'opacity-60' : ''}`}
      >
        {results.isPending ? (
          <p className="px-3 py-2 text-sm text-slate-600">Loading {noun}s…</p>
        ) : results.isError ? (
          <p role="alert" className="px-3 py-2 text-sm text-red-700">
            Error: {messageOf(results.error, 'Could not search.')}
          </p>
        ) : options.length === 0 && !showSelected ? (
          <p className="px-3 py-2 text-sm text-slate-600">No {noun}s match.</p>
        ) : (
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
        )}
      </div>
      {error && (
        <p id={`${id}-err`} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function Option({
  name,
  option,
  checked,
  onPick,
  inputRef,
}: {
  name: string;
  option: { _id: string; name: string; detail: string };
  checked: boolean;
  onPick: (id: string) => void;
  inputRef?: (el: HTMLInputElement | null) => void;
}) {
  return (
    <li>
      <label className={`flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-slate-50 ${checked ? 'bg-teal-50' : ''}`}>
        <input
          ref={inputRef}
          type="radio"
          name={name}
          value={option._id}
          checked={checked}
          onChange={() => onPick(option._id)}
          className="h-4 w-4 accent-teal-700"
        />
        <span>
          <span className="font-medium text-slate-900">{option.name}</span>
          <span className="text-slate-500"> — {option.detail}</span>
        </span>
      </label>
    </li>
  );
}
