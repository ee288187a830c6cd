// Controlled form fields (value + onValue) of the listing forms, built on form-fields.tsx's label and
// message pieces: text inputs, list editors, picture pickers with previews, and the upload progress bar.
import { useEffect, useId, useMemo, useState, type InputHTMLAttributes } from 'react';
import { Img } from '../../../components/ui/img.tsx';
import { describedBy, FieldLabel, FieldMessage, inputBase, inputClass, type FieldShell } from './form-fields.tsx';

/** A labelled text or number input. */
export function TextField({
  label,
  error,
  hint,
  required,
  className = '',
  value,
  onValue,
  ...rest
}: FieldShell & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & { value: string; onValue: (v: string) => void }) {
  const id = useId();
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} required={required} />
      <input
        id={id}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass}
        {...rest}
      />
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  required,
  className = '',
  value,
  onValue,
  rows = 4,
}: FieldShell & { value: string; onValue: (v: string) => void; rows?: number }) {
  const id = useId();
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} required={required} />
      <textarea
        id={id}
        rows={rows}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass}
      />
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}

export function CheckboxField({
  label,
  checked,
  onChecked,
  hint,
}: {
  label: string;
  checked: boolean;
  onChecked: (v: boolean) => void;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChecked(e.target.checked)}
        className="mt-0.5 h-4 w-4 accent-teal-700"
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-slate-500">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * A list of text entries added one by one and removed by position: chips for short items (amenities,
 * inclusions), a numbered list for longer lines (section descriptions).
 */
export function LinesField({
  label,
  items,
  onItems,
  variant = 'chips',
  placeholder,
  error,
  hint,
  className = '',
}: {
  label: string;
  items: string[];
  onItems: (items: string[]) => void;
  variant?: 'chips' | 'lines';
  placeholder?: string;
  error?: string;
  hint?: string;
  className?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    const v = draft.trim();
    if (!v) return;
    onItems([...items, v]);
    setDraft('');
  };
  return (
    <fieldset className={className}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{label}</legend>
      <div className="flex gap-2">
        <input
          id={id}
          aria-label={`New entry for ${label}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          value={draft}
          placeholder={placeholder}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          className={inputBase}
        />
        <button
          type="button"
          onClick={add}
          className="shrink-0 rounded-lg border border-teal-700 px-3 py-2 text-sm font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-600"
        >
          Add<span className="sr-only"> to {label}</span>
        </button>
      </div>
      {items.length > 0 &&
        (variant === 'chips' ? (
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={label}>
            {items.map((item, i) => (
              <li
                key={`${i}-${item}`}
                className="inline-flex items-center gap-1 rounded-full bg-teal-50 py-1 pl-3 pr-1 text-sm text-teal-900 ring-1 ring-teal-200"
              >
                {item}
                <RemoveButton label={`Remove ${item}`} onClick={() => onItems(items.filter((_, j) => j !== i))} />
              </li>
            ))}
          </ul>
        ) : (
          <ol className="mt-2 space-y-1" aria-label={label}>
            {items.map((item, i) => (
              <li
                key={`${i}-${item}`}
                className="flex items-start justify-between gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-1.5 text-sm"
              >
                <span>
                  <span className="mr-1 text-slate-500">{i + 1}.</span>
                  {item}
                </span>
                <RemoveButton label={`Remove line ${i + 1} of ${label}`} onClick={() => onItems(items.filter((_, j) => j !== i))} />
              </li>
            ))}
          </ol>
        ))}
      <FieldMessage id={id} error={error} hint={hint} />
    </fieldset>
  );
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="rounded-full p-1 text-slate-500 hover:bg-red-100 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-teal-600"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-3.5 w-3.5" fill="none" stroke="currentColor" strokeWidth="2.5">
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </button>
  );
}

/** A stored picture (its path) or a newly chosen file that is uploaded when the form is saved. */
export type ImageValue = string | File;

function useObjectUrl(value: ImageValue | null | undefined) {
  const url = useMemo(() => (value instanceof File ? URL.createObjectURL(value) : null), [value]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return value instanceof File ? url : value || null;
}

function Preview({ value, alt, onRemove, removeLabel }: { value: ImageValue; alt: string; onRemove?: () => void; removeLabel: string }) {
  const src = useObjectUrl(value);
  return (
    <div className="relative w-32">
      {value instanceof File ? (
        <img
          src={src ?? undefined}
          alt={alt}
          width={128}
          height={96}
          className="h-24 w-32 rounded-lg border border-slate-200 object-cover"
        />
      ) : (
        <Img src={src} alt={alt} width={128} height={96} sizes="128px" className="h-24 w-32 rounded-lg border border-slate-200" />
      )}
      {value instanceof File && (
        <span className="absolute left-1 top-1 rounded bg-amber-100 px-1.5 text-[10px] font-semibold text-amber-900">New</span>
      )}
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={removeLabel}
          className="absolute right-1 top-1 rounded-full bg-white/90 p-1 text-slate-700 shadow hover:text-red-700 focus-visible:outline-2 focus-visible:outline-teal-600"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-3.5 w-3.5" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      )}
    </div>
  );
}

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';
const fileInputClass =
  'block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-teal-50 file:px-3 file:py-2 file:font-semibold file:text-teal-800 hover:file:bg-teal-100';

/** One picture: choose a file (previewed), or keep the stored one. */
export function ImageField({
  label,
  value,
  onValue,
  error,
  hint,
  required,
}: FieldShell & { value: ImageValue | null; onValue: (v: ImageValue | null) => void }) {
  const id = useId();
  return (
    <div>
      <FieldLabel id={id} label={label} required={required} />
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(e) => {
          const f = e.target.files?.[0];
          if (f) onValue(f);
          e.target.value = '';
        }}
        className={fileInputClass}
      />
      <FieldMessage id={id} error={error} hint={hint} />
      {value && (
        <div className="mt-2">
          <Preview value={value} alt={`${label} preview`} onRemove={() => onValue(null)} removeLabel={`Remove ${label}`} />
        </div>
      )}
    </div>
  );
}

/** Several pictures: files are added to the list, any can be removed. */
export function ImagesField({
  label,
  values,
  onValues,
  hint,
}: {
  label: string;
  values: ImageValue[];
  onValues: (v: ImageValue[]) => void;
  hint?: string;
}) {
  const id = useId();
  return (
    <div>
      <FieldLabel id={id} label={label} />
      <input
        id={id}
        type="file"
        multiple
        accept={ACCEPT}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          if (files.length) onValues([...values, ...files]);
          e.target.value = '';
        }}
        className={fileInputClass}
      />
      <FieldMessage id={id} hint={hint} />
      {values.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={label}>
          {values.map((v, i) => (
            <li key={typeof v === 'string' ? `${i}-${v}` : `${i}-${v.name}-${v.size}`}>
              <Preview
                value={v}
                alt={`${label} ${i + 1}`}
                onRemove={() => onValues(values.filter((_, j) => j !== i))}
                removeLabel={`Remove picture ${i + 1}`}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The bar shown while newly chosen pictures upload, before the record is saved. */
export function UploadProgress({ percent, label = 'Uploading images' }: { percent: number | null; label?: string }) {
  if (percent === null) return null;
  return (
    <div className="rounded-lg border border-teal-200 bg-teal-50 p-3" role="status">
      <div className="mb-1 flex justify-between text-sm font-medium text-teal-900">
        <span>{label}…</span>
        <span>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-teal-100"
      >
        <div className="h-full bg-teal-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
