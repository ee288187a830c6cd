// The back-office form inputs. Each renders a visible label tied to its input, a required marker, and
// its hint and error text (aria-invalid + aria-describedby). Pass react-hook-form's register(...) result
// as `reg`, e.g. <TextField label="Name" required reg={register('name', req)} error={errors.name?.message} />.
// The label, message and section pieces are shared with the controlled fields in listing-fields.tsx.
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** An input's look without the space above it, for inputs set in a row beside a button. */
export const inputBase =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30 aria-invalid:border-red-500 disabled:bg-slate-100';
/** An input under its label. */
export const inputClass = `mt-1 ${inputBase}`;

/** `rules` for a required field, with the message every form shows. */
export const req = { required: 'This field is required.' } as const;

export type FieldShell = { label: string; error?: string; required?: boolean; hint?: string; className?: string };
type Common = FieldShell;

export function FieldLabel({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id} className="block text-sm font-medium text-slate-800">
      {label}
      {required && (
        <span aria-hidden="true" className="text-red-600">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

export function FieldMessage({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-err`} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

export const describedBy = (id: string, error?: string, hint?: string) =>
  [error ? `${id}-err` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;

export function TextField({
  label,
  error,
  required,
  hint,
  className = '',
  reg,
  ...rest
}: Common & { reg: UseFormRegisterReturn } & Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'required'>) {
  const id = useId();
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} required={required} />
      <input
        id={id}
        {...rest}
        {...reg}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass}
      />
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({
  label,
  error,
  required,
  hint,
  className = '',
  reg,
  rows = 4,
}: Common & { reg: UseFormRegisterReturn; rows?: number }) {
  const id = useId();
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} required={required} />
      <textarea
        id={id}
        rows={rows}
        {...reg}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass}
      />
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({
  label,
  error,
  required,
  hint,
  className = '',
  reg,
  children,
}: Common & { reg: UseFormRegisterReturn; children: ReactNode }) {
  const id = useId();
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} required={required} />
      <select
        id={id}
        {...reg}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass}
      >
        {children}
      </select>
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}

export function CheckboxField({ label, reg, className = '' }: { label: string; reg: UseFormRegisterReturn; className?: string }) {
  const id = useId();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <input id={id} type="checkbox" {...reg} className="h-4 w-4 rounded border-slate-300 accent-teal-700" />
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
    </div>
  );
}

/** A titled group of fields inside a form card. */
export function FormSection({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={`rounded-xl border border-slate-200 bg-white p-4 sm:p-5 ${className}`}>
      <legend className="px-1 text-sm font-semibold uppercase tracking-wide text-slate-600">{title}</legend>
      {children}
    </fieldset>
  );
}

/** An inline error banner above a form's buttons. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}

/** Puts the server's per-field messages (400 `fields`) on the matching form fields; returns whether any matched. */
export function applyServerErrors(
  err: unknown,
  setError: (name: never, e: { type: string; message: string }) => void,
  known: readonly string[],
): boolean {
  const fields = (err as { fields?: Record<string, string> } | null)?.fields;
  if (!fields) return false;
  let any = false;
  for (const [name, message] of Object.entries(fields)) {
    const key = name.replace(/^body\./, '');
    if (known.some((k) => key === k || key.startsWith(`${k}.`))) {
      setError(key as never, { type: 'server', message });
      any = true;
    }
  }
  return any;
}
