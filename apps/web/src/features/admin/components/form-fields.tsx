// The back-office form fields, bound to a react-hook-form form by `control` and `name`. Each renders a
// visible label tied to its input, the required mark, a hint and the field's error message (read from
// the form state: aria-invalid + aria-describedby), e.g.
//   <TextField control={control} name="name" label="Hotel Name" required />
// A number input (type="number") registers its value as a number; an empty one is NaN, which the
// contract's schema reports as 'This field is required.'.
import { useId, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import {
  get,
  useController,
  useFormState,
  type Control,
  type FieldError,
  type FieldPath,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';
import { FieldNotes } from '../../../components/ui/form-input.tsx';
import { CROSS_PATH, LineIcon } from '../../../components/ui/line-icon.tsx';
import { useT } from '../../../lib/i18n.tsx';

/** An input's look without the space above it, for inputs set in a row beside a button. */
export const inputBase =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30 aria-invalid:border-red-500 disabled:bg-slate-100';
/** An input under its label. */
export const inputClass = `mt-1 ${inputBase}`;

/** What every field shows around its input. */
export type FieldShell = { label: string; hint?: string; required?: boolean; className?: string };

export function FieldLabel({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id} className="block text-sm font-medium text-slate-800">
      {label}
      {required && <RequiredMark />}
    </label>
  );
}

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-red-600">
      {' '}
      *
    </span>
  );
}

export function FieldMessage({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return <FieldNotes id={id} hint={hint} error={error} errorClassName="mt-1 text-xs font-medium text-red-700" />;
}

/** The accessibility attributes of an input with this id, error and hint. */
export const fieldAria = (id: string, { error, hint, required }: { error?: string; hint?: string; required?: boolean }) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-required': required || undefined,
  'aria-describedby': [error ? `${id}-err` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined,
});

/** A field's message: its own, or the first of its items' (a list whose entries failed). */
function messageIn(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if (Array.isArray(error)) return error.map(messageIn).find(Boolean);
  return (error as FieldError).message;
}

/** The current error message of one field of the form. */
export function useFieldError<T extends FieldValues>(control: Control<T>, name: FieldPath<T>): string | undefined {
  const { errors } = useFormState({ control, name, exact: true });
  return messageIn(get(errors, name));
}

type Bound<T extends FieldValues, N = FieldPath<T>> = { control: Control<T>; name: N };

/** A field whose value is a list (lines, pictures): its entries, its handlers and its message. */
export function useListField<T extends FieldValues, I>(control: Control<T>, name: FieldPath<T>) {
  const { field, fieldState } = useController({ control, name });
  return { ...field, items: field.value as I[], error: messageIn(fieldState.error) };
}
type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'className' | 'required' | 'value' | 'onChange'>;

/** The label, hint and error message around one input; `children` draws the input with the ids given. */
function FieldFrame<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  required,
  className = '',
  children,
}: Bound<T> & FieldShell & { children: (aria: ReturnType<typeof fieldAria>) => ReactNode }) {
  const id = useId();
  const error = useFieldError(control, name);
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} required={required} />
      {children(fieldAria(id, { error, hint, required }))}
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  required,
  className,
  type = 'text',
  suggestions,
  ...input
}: Bound<T> & FieldShell & NativeInput & { /** offered while typing (a datalist); any other text is allowed */ suggestions?: string[] }) {
  const listId = useId();
  return (
    <FieldFrame control={control} name={name} label={label} hint={hint} required={required} className={className}>
      {(aria) => (
        <>
          <input
            type={type}
            {...input}
            {...(suggestions ? { list: listId } : {})}
            {...control.register(name, type === 'number' ? { valueAsNumber: true } : {})}
            {...aria}
            className={inputClass}
          />
          {suggestions && (
            <datalist id={listId}>
              {suggestions.map((o) => (
                <option key={o} value={o} />
              ))}
            </datalist>
          )}
        </>
      )}
    </FieldFrame>
  );
}

/** The input settings of each kind of number: a count, an amount of money, a rating out of 5. */
const NUMBER_KINDS = {
  count: { inputMode: 'numeric', min: 0, step: 1 },
  money: { inputMode: 'decimal', min: 0, step: 0.01 },
  rating: { inputMode: 'decimal', min: 0, max: 5, step: 0.1 },
} as const;

/** A number input of one kind; `min` / `max` may narrow it, e.g. <NumberField kind="count" min={1} … />. */
export function NumberField<T extends FieldValues>({
  kind,
  ...field
}: Bound<T> & FieldShell & NativeInput & { kind: keyof typeof NUMBER_KINDS }) {
  return <TextField type="number" {...NUMBER_KINDS[kind]} {...field} />;
}

/** `lang`: the language of what is typed, when it is not the page's (a text given in Hindi on an English form) */
export function TextAreaField<T extends FieldValues>({
  rows = 4,
  lang,
  ...field
}: Bound<T> & FieldShell & { rows?: number; lang?: string }) {
  return (
    <FieldFrame {...field}>
      {(aria) => <textarea rows={rows} lang={lang} {...field.control.register(field.name)} {...aria} className={inputClass} />}
    </FieldFrame>
  );
}

/** The choices of a dropdown: each value shown as it is, or through `labelOf`. */
export function Options<O extends string>({ values, labelOf = (o) => o }: { values: readonly O[]; labelOf?: (option: O) => string }) {
  return values.map((o) => (
    <option key={o} value={o}>
      {labelOf(o)}
    </option>
  ));
}

/**
 * What a dropdown offers: `options` (values shown as they are, or through `labelOf`), or `choices`, each
 * value with its label, in the order shown.
 */
type Choices<O extends string> =
  | { options: readonly O[]; labelOf?: (option: O) => string; choices?: never }
  | { choices: Readonly<Record<O, string>>; options?: never; labelOf?: never };

/** A dropdown: a first empty choice (`placeholder`), then its choices. */
export function SelectField<T extends FieldValues, O extends string>({
  onChange,
  placeholder,
  options,
  labelOf,
  choices,
  ...field
}: Bound<T> &
  FieldShell &
  Choices<O> & {
    placeholder: string;
    onChange?: (e: ChangeEvent<HTMLSelectElement>) => void;
  }) {
  const values = choices ? (Object.keys(choices) as O[]) : (options ?? []);
  const label = choices ? (o: O) => choices[o] : labelOf;
  return (
    <FieldFrame {...field}>
      {(aria) => (
        <select {...field.control.register(field.name, { onChange })} {...aria} className={inputClass}>
          <option value="">{placeholder}</option>
          <Options values={values} labelOf={label} />
        </select>
      )}
    </FieldFrame>
  );
}

export function CheckboxField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  className = '',
}: Bound<T, FieldPathByValue<T, boolean>> & Omit<FieldShell, 'required'>) {
  const id = useId();
  return (
    <div className={`flex items-start gap-2 ${className}`}>
      <input
        id={id}
        type="checkbox"
        {...control.register(name)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 h-4 w-4 rounded border-slate-300 accent-teal-700"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
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
 * inclusions), a numbered list for longer lines (a section's description).
 */
export function LinesField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  className = '',
  variant = 'chips',
  placeholder,
}: Bound<T, FieldPathByValue<T, string[]>> & Omit<FieldShell, 'required'> & { variant?: 'chips' | 'lines'; placeholder?: string }) {
  const t = useT();
  const id = useId();
  const { ref: inputRef, items, onChange, onBlur, error } = useListField<T, string>(control, name);
  const [draft, setDraft] = useState('');
  const add = () => {
    const v = draft.trim();
    if (!v) return;
    onChange([...items, v]);
    setDraft('');
  };
  const remove = (i: number) => onChange(items.filter((_, j) => j !== i));
  return (
    <fieldset className={className}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{label}</legend>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          aria-label={t('admin.form.newEntry', { label })}
          {...fieldAria(id, { error, hint })}
          value={draft}
          placeholder={placeholder}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={onBlur}
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
          {t('admin.form.add')}
          <span className="sr-only"> {t('admin.form.addTo', { label })}</span>
        </button>
      </div>
      {items.length > 0 &&
        (variant === 'chips' ? (
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={label}>
            {items.map((item, i) => (
              <li
                key={`${i}-${item}`}
                className="inline-flex max-w-full items-center gap-1 rounded-full bg-teal-50 py-1 pl-3 pr-1 text-sm text-teal-900 ring-1 ring-teal-200"
              >
                <span className="min-w-0 break-words">{item}</span>
                <RemoveButton label={t('admin.form.remove', { item })} onClick={() => remove(i)} />
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
                <span className="min-w-0 break-words">
                  <span className="mr-1 text-slate-500">{i + 1}.</span>
                  {item}
                </span>
                <RemoveButton label={t('admin.form.removeLine', { n: i + 1, label })} onClick={() => remove(i)} />
              </li>
            ))}
          </ol>
        ))}
      <FieldMessage id={id} error={error} hint={hint} />
    </fieldset>
  );
}

export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="shrink-0 rounded-full p-1 text-slate-500 hover:bg-red-100 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-teal-600"
    >
      <LineIcon d={CROSS_PATH} className="h-3.5 w-3.5" strokeWidth={2.5} />
    </button>
  );
}

/** A titled group of fields inside a form. */
/** A titled group of fields; `grid` lays them out in a grid with those classes (e.g. 'gap-4 sm:grid-cols-2'). */
export function FormSection({
  title,
  grid,
  children,
  className = '',
}: {
  title: string;
  grid?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={`min-w-0 rounded-xl border border-slate-200 bg-white p-4 sm:p-5 ${className}`}>
      <legend className="px-1 text-sm font-semibold uppercase tracking-wide text-slate-600">{title}</legend>
      {grid ? <div className={`grid ${grid}`}>{children}</div> : children}
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
