// Shared back-office list-of-text editor (G2 may import): inclusions, amenities, facilities…
// Items are added one by one (button or Enter), removed by position; blanks are ignored.
// Controlled: <ListEditor label="Inclusions" value={list} onChange={setList} />, or via react-hook-form's Controller.
import { useId, useState } from 'react';
import { inputClass } from './form-fields.tsx';

type Props = { label: string; value: string[]; onChange: (v: string[]) => void; placeholder?: string; hint?: string; max?: number };

export function ListEditor({ label, value, onChange, placeholder, hint, max = 50 }: Props) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    const text = draft.trim();
    if (!text || value.length >= max) return;
    onChange([...value, text]);
    setDraft('');
  };
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
      <div className="mt-1 flex gap-2">
        <label htmlFor={id} className="sr-only">
          New item for {label}
        </label>
        <input
          id={id}
          value={draft}
          placeholder={placeholder ?? 'Type and press Add'}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          className={`${inputClass} mt-0`}
        />
        <button type="button" onClick={add} disabled={!draft.trim() || value.length >= max} className="shrink-0 rounded-lg border border-teal-700 px-3 py-2 text-sm font-semibold text-teal-800 hover:bg-teal-50 disabled:opacity-50">
          Add<span className="sr-only"> to {label}</span>
        </button>
      </div>
      {value.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={label}>
          {value.map((item, i) => (
            <li key={`${item}-${i}`} className="inline-flex items-center gap-1 rounded-full border border-slate-200 bg-slate-50 py-1 pl-3 pr-1 text-sm text-slate-800">
              {item}
              <button type="button" onClick={() => onChange(value.filter((_, j) => j !== i))} aria-label={`Remove ${item}`} className="grid h-6 w-6 place-items-center rounded-full text-slate-500 hover:bg-slate-200 hover:text-slate-900">
                <svg aria-hidden="true" viewBox="0 0 24 24" className="h-3.5 w-3.5" fill="none" stroke="currentColor" strokeWidth="2.5">
                  <path d="M6 6l12 12M18 6L6 18" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-xs text-slate-500">Nothing added yet.</p>
      )}
    </fieldset>
  );
}
