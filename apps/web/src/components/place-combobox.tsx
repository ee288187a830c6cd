// A place field that suggests India's cities, towns and airports while typing (GET /api/places): an ARIA 1.2
// combobox. Arrow keys move through the suggestions, Enter takes one, Escape closes them; typing anything
// else is kept as typed (the search says when nobody knows it).
import type { WirePlace } from '@raahi/contract/places';
import { listPlaces } from '@raahi/contract/places';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { call } from '../lib/api-client.ts';
import { labelClass, inputClass, roomyInputClass, roomyLabelClass } from './ui/fields.tsx';

const KIND_WORDS: Record<WirePlace['kind'], string> = { city: 'City', town: 'Town', airport: 'Airport' };
/** wait this long after the last key before asking */
const TYPING_PAUSE_MS = 120;

/** The places answering `q`, asked after a pause in typing; [] for fewer than two letters. */
function usePlaces(q: string) {
  const [found, setFound] = useState<{ q: string; places: WirePlace[] }>({ q: '', places: [] });
  const text = q.trim();
  useEffect(() => {
    if (text.length < 2) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      call(listPlaces, { query: { q: text, limit: 6 }, signal: abort.signal }).then(
        (places) => setFound({ q: text, places }),
        () => undefined,
      );
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [text]);
  // an answer for what is no longer typed is not shown
  return text.length >= 2 && found.q === text ? found.places : [];
}

export function PlaceCombobox({
  label,
  name,
  value,
  onValue,
  placeholder,
  roomy = false,
  className,
}: {
  label: string;
  name?: string;
  value: string;
  onValue: (v: string) => void;
  placeholder?: string;
  /** the home page's larger fields */
  roomy?: boolean;
  className?: string;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const places = usePlaces(open ? value : '');
  const shown = open && places.length > 0;
  const inputRef = useRef<HTMLInputElement>(null);

  const choose = (p: WirePlace) => {
    onValue(p.name);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (places.length ? (a + 1) % places.length : -1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => (places.length ? (a <= 0 ? places.length - 1 : a - 1) : -1));
    } else if (e.key === 'Enter' && shown && active >= 0) {
      e.preventDefault();
      choose(places[active]!);
    } else if (e.key === 'Escape' && shown) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className={`relative ${className ?? ''}`}>
      <label htmlFor={id} className={roomy ? roomyLabelClass : labelClass}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        className={roomy ? roomyInputClass : inputClass}
        onChange={(e) => {
          onValue(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={`${label} suggestions`}
        hidden={!shown}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-lg bg-white py-1 text-slate-900 shadow-lg ring-1 ring-slate-200"
      >
        {places.map((p, i) => (
          <li
            key={p.id}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={`cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-teal-50' : ''}`}
            // mousedown, so the choice lands before the field's blur closes the list
            onMouseDown={(e) => {
              e.preventDefault();
              choose(p);
            }}
          >
            <span className="font-medium">{p.name}</span>{' '}
            <span className="text-slate-600">
              · {KIND_WORDS[p.kind]}, {p.state}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
