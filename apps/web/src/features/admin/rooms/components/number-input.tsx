// A labelled number field of the calendar's editors, with its hint and its error read out with it.
import { useId, type ReactNode } from 'react';
import { inputClass } from '../../components/form-fields.tsx';

function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  children: (id: string, describedBy?: string) => ReactNode;
}) {
  const id = useId();
  const describedBy = [error ? `${id}-err` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children(id, describedBy)}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-err`} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function NumberInput({
  label,
  value,
  onValue,
  error,
  hint,
  disabled,
  placeholder,
}: {
  label: string;
  value: string;
  onValue: (v: string) => void;
  error?: string;
  hint?: string;
  disabled?: boolean;
  placeholder?: string;
}) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(id, describedBy) => (
        <input
          id={id}
          type="number"
          inputMode="decimal"
          step="any"
          value={value}
          disabled={disabled}
          placeholder={placeholder}
          onChange={(e) => onValue(e.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
        />
      )}
    </Field>
  );
}
