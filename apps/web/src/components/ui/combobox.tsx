// A text field that suggests while typing: an ARIA 1.2 combobox. From the second letter, after a pause in
// typing, it asks `suggest`; arrow keys move through the suggestions (aria-activedescendant), Enter takes
// one, Escape closes them, and a polite live region says how many there are. Typing anything else is kept
// as typed.
import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { inputClass, labelClass, roomyInputClass, roomyLabelClass } from './fields.tsx';

/** wait this long after the last key before asking */
const TYPING_PAUSE_MS = 120;
const FROM_LETTERS = 2;

/** The suggestions for `text`, asked after a pause in typing; [] for fewer than two letters or an answer for older text. */
function useSuggestions<T>(text: string, suggest: (text: string, signal: AbortSignal) => Promise<T[]>) {
  const [found, setFound] = useState<{ text: string; items: T[] }>({ text: '', items: [] });
  const typed = text.trim();
  useEffect(() => {
    if (typed.length < FROM_LETTERS) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      suggest(typed, abort.signal).then(
        (items) => setFound({ text: typed, items }),
        () => undefined,
      );
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [typed, suggest]);
  return typed.length >= FROM_LETTERS && found.text === typed ? found.items : [];
}

export type ComboboxProps<T> = {
  label: string;
  name?: string;
  value: string;
  onValue: (v: string) => void;
  placeholder?: string;
  /** the home page's larger fields */
  roomy?: boolean;
  className?: string;
  /** how to ask: a function of the module (the same on every render), else it asks again each render */
  suggest: (text: string, signal: AbortSignal) => Promise<T[]>;
  keyOf: (item: T) => string;
  /** a suggestion's content in the list */
  render: (item: T) => ReactNode;
  /** a suggestion taken (Enter or a click) */
  onChoose: (item: T) => void;
  /** the list's accessible name */
  listLabel: string;
  /** what the live region says of `count` suggestions shown */
  countWords: (count: number) => string;
};

export function Combobox<T>({
  label,
  name,
  value,
  onValue,
  placeholder,
  roomy = false,
  className,
  suggest,
  keyOf,
  render,
  onChoose,
  listLabel,
  countWords,
}: ComboboxProps<T>) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const items = useSuggestions(open ? value : '', suggest);
  const shown = open && items.length > 0;

  const choose = (item: T) => {
    onChoose(item);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      // a closed list opens on its first suggestion (its suggestions come back with it)
      if (!open) setActive(0);
      else setActive((a) => (items.length ? (a + 1) % items.length : -1));
      setOpen(true);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => (items.length ? (a <= 0 ? items.length - 1 : a - 1) : -1));
    } else if (e.key === 'Enter' && shown && active >= 0) {
      e.preventDefault();
      choose(items[active]!);
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
        aria-label={listLabel}
        hidden={!shown}
        className="absolute z-20 mt-1 max-h-72 w-full min-w-64 overflow-auto rounded-lg bg-white py-1 text-slate-900 shadow-lg ring-1 ring-slate-200"
      >
        {items.map((item, i) => (
          <li
            key={keyOf(item)}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={`cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-teal-50' : ''}`}
            // mousedown, so the choice lands before the field's blur closes the list
            onMouseDown={(e) => {
              e.preventDefault();
              choose(item);
            }}
          >
            {render(item)}
          </li>
        ))}
      </ul>
      <p className="sr-only" aria-live="polite">
        {shown ? countWords(items.length) : ''}
      </p>
    </div>
  );
}
