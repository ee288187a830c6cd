// Picture fields bound to a react-hook-form form: one picture (<ImageField>) or a gallery
// (<ImageListField>). A chosen file is checked (type, size), previewed and kept as a File until the form
// is saved (image-uploads.tsx uploads it, showing its progress here); a stored picture is its path.
import { ACCEPTED_UPLOAD_TYPES, MAX_UPLOAD_BYTES } from '@raahi/contract/upload';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Img } from '../../../components/ui/img.tsx';
import { FieldLabel, FieldMessage, fieldAria, useListField, type FieldShell } from './form-fields.tsx';
import { ProgressBar, useUploadProgress, type ImageValue } from './image-uploads.tsx';
import { useT } from '../../../lib/i18n.tsx';

const ACCEPT = ACCEPTED_UPLOAD_TYPES.join(',');
const fileInputClass =
  'block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-teal-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-teal-800 hover:file:bg-teal-100';

/** Why a file cannot be used, or null. */
function checkFile(t: ReturnType<typeof useT>, file: File): string | null {
  if (!(ACCEPTED_UPLOAD_TYPES as readonly string[]).includes(file.type)) return t('admin.image.type');
  if (file.size > MAX_UPLOAD_BYTES) return t('admin.image.size', { mb: MAX_UPLOAD_BYTES / 1024 / 1024 });
  return null;
}

function usePreview(value: ImageValue | undefined) {
  const objectUrl = useMemo(() => (value instanceof File ? URL.createObjectURL(value) : null), [value]);
  useEffect(() => () => void (objectUrl && URL.revokeObjectURL(objectUrl)), [objectUrl]);
  return value instanceof File ? objectUrl : value || null;
}

/** A chosen file's preview, or the stored picture. */
function Picture({ value, alt }: { value: ImageValue; alt: string }) {
  const t = useT();
  const src = usePreview(value);
  if (!src) return <span className="grid h-full place-items-center text-xs text-slate-600">{t('admin.image.none')}</span>;
  return value instanceof File ? (
    <img src={src} alt={t('admin.image.chosen', { label: alt })} className="h-full w-full object-cover" />
  ) : (
    <Img src={src} alt={t('admin.image.current', { label: alt })} width={112} height={80} sizes="112px" className="h-full w-full" />
  );
}

type ImageProps<T extends FieldValues> = FieldShell & { control: Control<T>; name: FieldPathByValue<T, ImageValue> };

/** One picture: choose a file or keep the stored one; an optional picture can be removed. */
export function ImageField<T extends FieldValues>({ control, name, label, hint, required, className = '' }: ImageProps<T>) {
  const t = useT();
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const value = field.value as ImageValue;
  const fraction = useUploadProgress(value);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement | null>(null);
  const error = fileProblem ?? fieldState.error?.message;
  return (
    <div className={className}>
      <FieldLabel id={id} label={label} required={required} />
      <div className="mt-1 flex items-start gap-3">
        <div className="h-20 w-28 shrink-0 overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
          <Picture value={value} alt={label} />
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <input
            ref={(el) => {
              fileRef.current = el;
              field.ref(el);
            }}
            type="file"
            accept={ACCEPT}
            {...fieldAria(id, { error, hint, required })}
            onBlur={field.onBlur}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              const problem = checkFile(t, file);
              setFileProblem(problem);
              if (problem) e.target.value = '';
              else field.onChange(file);
            }}
            className={fileInputClass}
          />
          {value instanceof File && <p className="truncate text-xs text-slate-600">{t('admin.image.onSave', { file: value.name })}</p>}
          {fraction !== undefined && <ProgressBar fraction={fraction} label={t('admin.image.uploading', { label })} />}
          {value && !required && (
            <button
              type="button"
              className="rounded text-xs font-medium text-red-700 underline focus-visible:outline-2 focus-visible:outline-teal-600"
              onClick={() => {
                field.onChange('');
                if (fileRef.current) fileRef.current.value = '';
              }}
            >
              {t('admin.image.remove')}
              <span className="sr-only"> {t('admin.image.removeOf', { label })}</span>
            </button>
          )}
        </div>
      </div>
      <FieldMessage id={id} error={error} hint={hint} />
    </div>
  );
}

type ListProps<T extends FieldValues> = Omit<FieldShell, 'required'> & { control: Control<T>; name: FieldPathByValue<T, ImageValue[]> };

/** Several pictures (a gallery): add files, remove any by position. */
export function ImageListField<T extends FieldValues>({ control, name, label, hint, className = '' }: ListProps<T>) {
  const t = useT();
  const id = useId();
  const { ref: inputRef, items: values, onChange, onBlur, error: fieldError } = useListField<T, ImageValue>(control, name);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const error = fileProblem ?? fieldError;
  return (
    <fieldset className={className}>
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      {values.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-3" aria-label={label}>
          {values.map((v, i) => (
            <Thumb
              key={v instanceof File ? `${v.name}-${v.lastModified}-${i}` : `${v}-${i}`}
              value={v}
              label={`${label} ${i + 1}`}
              onRemove={() => onChange(values.filter((_, j) => j !== i))}
            />
          ))}
        </ul>
      )}
      <label htmlFor={id} className="sr-only">
        {t('admin.image.addTo', { label })}
      </label>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={ACCEPT}
        {...fieldAria(id, { error, hint })}
        onBlur={onBlur}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          setFileProblem(files.map((f) => checkFile(t, f)).find(Boolean) ?? null);
          onChange([...values, ...files.filter((f) => !checkFile(t, f))]);
          e.target.value = '';
        }}
        className={`mt-2 ${fileInputClass}`}
      />
      <FieldMessage id={id} error={error} hint={hint} />
    </fieldset>
  );
}

function Thumb({ value, label, onRemove }: { value: ImageValue; label: string; onRemove: () => void }) {
  const t = useT();
  const fraction = useUploadProgress(value);
  return (
    <li className="w-28">
      <div className="h-20 w-28 overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
        <Picture value={value} alt={label} />
      </div>
      {fraction !== undefined && <ProgressBar fraction={fraction} label={t('admin.image.uploading', { label })} />}
      <button
        type="button"
        onClick={onRemove}
        className="mt-1 rounded text-xs font-medium text-red-700 underline focus-visible:outline-2 focus-visible:outline-teal-600"
      >
        {t('admin.image.removeShort')}
        <span className="sr-only"> {label}</span>
      </button>
    </li>
  );
}
