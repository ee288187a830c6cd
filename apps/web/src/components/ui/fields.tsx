// The public site's form controls: text inputs with their labels, a checked field with its error below,
// and a checkbox with its label, for forms that keep their values in state (react-hook-form forms use
// FormInput in form-input.tsx; both show errors with FieldNotes).
import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { FieldNotes } from './field-notes.tsx';

/** A text, date or number input of the public forms; a control marked aria-invalid gets a red border. */
export const inputClass =
  'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30 aria-[invalid=true]:border-red-500';
export const labelClass = 'block text-sm font-medium text-slate-700';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string | number;
  onValue: (value: string) => void;
};

/** An input inside its label, the label's text above it. `className` is the label's. */
export function LabelledInput({ label, className = labelClass, onValue, ...input }: InputProps) {
  return (
    <label className={className}>
      {label}
      <input className={inputClass} {...input} onChange={(e) => onValue(e.target.value)} />
    </label>
  );
}

/** The roomier inputs and labels of the home's cab search and the tour pages. */
export const roomyInputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30 aria-[invalid=true]:border-red-500';
export const roomyLabelClass = 'text-sm font-semibold text-slate-700';

/**
 * A roomy input with its label above it (tied by id, made up when not given), then `children` (a hint, an
 * error). `className` is the wrapper's.
 */
export function StackedInput({ label, id, className, onValue, children, ...input }: InputProps & { id?: string; children?: ReactNode }) {
  const madeUp = useId();
  const inputId = id ?? madeUp;
  return (
    <div className={className}>
      <label htmlFor={inputId} className={roomyLabelClass}>
        {label}
      </label>
      <input id={inputId} className={roomyInputClass} {...input} onChange={(e) => onValue(e.target.value)} />
      {children}
    </div>
  );
}

/** The <option>s of a select, from value and label pairs. */
export function Options({ options }: { options: readonly { value: string | number; label: string }[] }) {
  return options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));
}

/** The attributes that name a control by `id` and tie it to its error (see CheckedField). */
export const checkedProps = (id: string, error: string | undefined) => ({
  id,
  'aria-invalid': !!error,
  'aria-describedby': error ? `${id}-err` : undefined,
});

/** A labelled control with its error below (outside the label, so the error describes the control rather than naming it). */
export function CheckedField({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      <FieldNotes id={id} error={error} />
    </div>
  );
}

/** A CheckedField holding an input; `id`, `value`, `onValue` and `error` usually come from bindCheckedInput. */
export function CheckedInput({ id, label, error, onValue, ...input }: InputProps & { id: string; error?: string }) {
  return (
    <CheckedField id={id} label={label} error={error}>
      <input {...input} {...checkedProps(id, error)} className={inputClass} onChange={(e) => onValue(e.target.value)} />
    </CheckedField>
  );
}

type AreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onValue: (value: string) => void;
};

/** A CheckedField holding a textarea (a message, a review). */
export function CheckedTextArea({ id, label, error, onValue, ...area }: AreaProps & { id: string; error?: string }) {
  return (
    <CheckedField id={id} label={label} error={error}>
      <textarea {...checkedProps(id, error)} {...area} onChange={(e) => onValue(e.target.value)} className={inputClass} />
    </CheckedField>
  );
}

type TextKeys<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;

/** Ties an input to one text key of a form object: its value and change handler. */
export function bindValue<F extends object>(form: F, onChange: (patch: Partial<F>) => void) {
  return (key: TextKeys<F>) => ({ value: form[key] as string, onValue: (value: string) => onChange({ [key]: value } as Partial<F>) });
}

/** Ties a CheckedInput to one text key of a form object: its id, value, error and change handler. */
export function bindCheckedInput<F extends object>(
  form: F,
  errors: Partial<Record<keyof F, string>>,
  onChange: (patch: Partial<F>) => void,
  idOf: (key: keyof F) => string,
) {
  const bind = bindValue(form, onChange);
  return (key: TextKeys<F>) => ({ id: idOf(key), error: errors[key], ...bind(key) });
}

/** A checkbox and its text; `className` is the label's, `boxClassName` the box's. */
export function Checkbox({
  name,
  value,
  checked,
  onChange,
  className = 'flex items-center gap-2 text-sm text-slate-700',
  boxClassName = 'h-4 w-4 accent-teal-700',
  children,
}: {
  /** for a form that submits without scripts */
  name?: string;
  value?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
  boxClassName?: string;
  children: ReactNode;
}) {
  return (
    <label className={className}>
      <input
        type="checkbox"
        name={name}
        value={value}
        className={boxClassName}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {children}
    </label>
  );
}
