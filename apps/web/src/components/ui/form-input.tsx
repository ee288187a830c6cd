import { useId, type InputHTMLAttributes } from 'react';
import { get, type FieldValues, type Path, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { FieldNotes } from './field-notes.tsx';

// FieldNotes has a module of its own so that forms without react-hook-form can show errors the same way.
export { FieldNotes };

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: string;
  /** what react-hook-form's register() answered for the field */
  reg: UseFormRegisterReturn;
  error?: string;
  /** the look of the label and of the input, which differs between the site's forms */
  labelClassName: string;
  inputClassName: string;
};

/** A labelled input of a react-hook-form form, its hint and its error tied to it and announced. */
export function FormInput({ label, hint, reg, error, labelClassName, inputClassName, ...input }: Props) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-err`].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input
        id={id}
        {...input}
        {...reg}
        aria-invalid={Boolean(error)}
        aria-describedby={described || undefined}
        className={inputClassName}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** FormInput's `reg` and `error` for one field of a form: <FormInput label="Email" {...bindField(form, 'email')} … />. */
export function bindField<F extends FieldValues, C, O extends FieldValues>(form: UseFormReturn<F, C, O>, name: Path<F>) {
  return { reg: form.register(name), error: (get(form.formState.errors, name) as { message?: string } | undefined)?.message };
}
