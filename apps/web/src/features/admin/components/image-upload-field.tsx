// Shared back-office image pieces (G2 may import):
//  - useImageUploads(): `await uploads.resolve(values)` uploads every File found anywhere in `values`
//    (one by one, with progress) and returns the same shape with each File replaced by its stored path.
//  - <UploadProgressScope uploads={uploads}> around a form lets each field show its own progress bar;
//    <UploadSummary uploads={uploads} /> shows the overall one next to the submit button.
//  - <ImageField> (one picture) and <ImageListField> (several) hold a File (chosen, not yet uploaded)
//    or a string path (already stored); use them through react-hook-form's Controller.
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { ACCEPTED_UPLOAD_TYPES, MAX_UPLOAD_BYTES } from '@raahi/contract/upload';
import { Img } from '../../../components/ui/img.tsx';
import { uploadImage } from '../api/upload-image.ts';

export type ImageValue = File | string;
/** The shape of a form value once its files are uploaded. */
export type Resolved<T> = T extends File
  ? string
  : T extends (infer U)[]
    ? Resolved<U>[]
    : T extends object
      ? { [K in keyof T]: Resolved<T[K]> }
      : T;

type UploadState = { progress: Map<File, number>; done: number; total: number; active: boolean };

function collectFiles(value: unknown, out: File[]) {
  if (value instanceof File) out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => collectFiles(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => collectFiles(v, out));
}

function replaceFiles(value: unknown, paths: Map<File, string>): unknown {
  if (value instanceof File) return paths.get(value) ?? '';
  if (Array.isArray(value)) return value.map((v) => replaceFiles(v, paths));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceFiles(v, paths)]));
  return value;
}

export function useImageUploads() {
  const [state, setState] = useState<UploadState>({ progress: new Map(), done: 0, total: 0, active: false });
  const resolve = useCallback(async <T,>(values: T): Promise<Resolved<T>> => {
    const files: File[] = [];
    collectFiles(values, files);
    const unique = [...new Set(files)];
    const paths = new Map<File, string>();
    if (unique.length) setState({ progress: new Map(unique.map((f) => [f, 0])), done: 0, total: unique.length, active: true });
    try {
      for (const [i, file] of unique.entries()) {
        const path = await uploadImage(file, (fraction) => setState((s) => ({ ...s, progress: new Map(s.progress).set(file, fraction) })));
        paths.set(file, path);
        setState((s) => ({ ...s, done: i + 1 }));
      }
    } finally {
      setState((s) => ({ ...s, active: false }));
    }
    return replaceFiles(values, paths) as Resolved<T>;
  }, []);
  return useMemo(() => ({ ...state, resolve }), [state, resolve]);
}
export type ImageUploads = ReturnType<typeof useImageUploads>;

const ProgressContext = createContext<Map<File, number>>(new Map());

export function UploadProgressScope({ uploads, children }: { uploads: ImageUploads; children: ReactNode }) {
  return <ProgressContext value={uploads.progress}>{children}</ProgressContext>;
}

function ProgressBar({ fraction, label }: { fraction: number; label: string }) {
  const pct = Math.round(fraction * 100);
  return (
    <div className="flex items-center gap-2 text-xs text-slate-600">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-teal-600 transition-[width]" style={{ width: `${pct}%` }} />
      </div>
      <span aria-hidden="true" className="w-9 text-right tabular-nums">
        {pct}%
      </span>
    </div>
  );
}

/** Overall upload progress, shown while a form's pictures are being sent. */
export function UploadSummary({ uploads }: { uploads: ImageUploads }) {
  if (!uploads.active || uploads.total === 0) return null;
  const sum = [...uploads.progress.values()].reduce((a, b) => a + b, 0);
  return (
    <div className="min-w-48 flex-1" aria-live="polite">
      <p className="mb-1 text-xs font-medium text-slate-700">
        Uploading images… {Math.min(uploads.done + 1, uploads.total)} of {uploads.total}
      </p>
      <ProgressBar fraction={sum / uploads.total} label="Uploading images" />
    </div>
  );
}

function usePreview(value: ImageValue | undefined | null) {
  const objectUrl = useMemo(() => (value instanceof File ? URL.createObjectURL(value) : null), [value]);
  useEffect(() => () => void (objectUrl && URL.revokeObjectURL(objectUrl)), [objectUrl]);
  return value instanceof File ? objectUrl : value || null;
}

function checkFile(file: File): string | null {
  if (!(ACCEPTED_UPLOAD_TYPES as readonly string[]).includes(file.type)) return 'Choose a JPEG, PNG, WebP or AVIF picture.';
  if (file.size > MAX_UPLOAD_BYTES) return `Pictures must be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`;
  return null;
}

type FieldProps = {
  label: string;
  value: ImageValue | undefined | null;
  onChange: (v: ImageValue) => void;
  required?: boolean;
  hint?: string;
  error?: string;
  /** react-hook-form's ref, so a failed submit can focus the field */
  inputRef?: (el: HTMLInputElement | null) => void;
};

/** One picture: choose a file (previewed, uploaded when the form is saved) or keep the stored one. */
export function ImageField({ label, value, onChange, required, hint, error, inputRef }: FieldProps) {
  const id = useId();
  const progress = useContext(ProgressContext);
  const preview = usePreview(value);
  const [typeError, setTypeError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement | null>(null);
  const fraction = value instanceof File ? progress.get(value) : undefined;
  const message = typeError ?? error;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-600">
            {' '}
            *
          </span>
        )}
      </label>
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
      <div className="mt-1 flex items-start gap-3">
        <div className="h-20 w-28 shrink-0 overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
          {preview ? (
            value instanceof File ? (
              <img src={preview} alt={`Chosen picture for ${label}`} className="h-full w-full object-cover" />
            ) : (
              <Img src={preview} alt={`Current picture for ${label}`} width={112} height={80} sizes="112px" className="h-full w-full" />
            )
          ) : (
            <span className="grid h-full place-items-center text-xs text-slate-600">No picture</span>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <input
            id={id}
            ref={(el) => {
              fileRef.current = el;
              inputRef?.(el);
            }}
            type="file"
            accept={ACCEPTED_UPLOAD_TYPES.join(',')}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${id}-err` : undefined}
            aria-required={required || undefined}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              const problem = checkFile(file);
              setTypeError(problem);
              if (problem) {
                e.target.value = '';
                return;
              }
              onChange(file);
            }}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-teal-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-teal-800 hover:file:bg-teal-100"
          />
          {value instanceof File && <p className="truncate text-xs text-slate-600">{value.name} — uploaded when you save</p>}
          {fraction !== undefined && <ProgressBar fraction={fraction} label={`Uploading ${label}`} />}
          {value && !required && (
            <button
              type="button"
              className="text-xs font-medium text-red-700 underline"
              onClick={() => {
                onChange('');
                if (fileRef.current) fileRef.current.value = '';
              }}
            >
              Remove picture
            </button>
          )}
        </div>
      </div>
      {message && (
        <p id={`${id}-err`} className="mt-1 text-xs text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}

/** Several pictures (a gallery): add files, remove any by position. */
export function ImageListField({
  label,
  value,
  onChange,
  hint,
}: {
  label: string;
  value: ImageValue[];
  onChange: (v: ImageValue[]) => void;
  hint?: string;
}) {
  const id = useId();
  const progress = useContext(ProgressContext);
  const [typeError, setTypeError] = useState<string | null>(null);
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
      {value.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-3">
          {value.map((v, i) => (
            <ImageThumb
              key={v instanceof File ? `${v.name}-${v.lastModified}-${i}` : `${v}-${i}`}
              value={v}
              index={i}
              fraction={v instanceof File ? progress.get(v) : undefined}
              onRemove={() => onChange(value.filter((_, j) => j !== i))}
            />
          ))}
        </ul>
      )}
      <label htmlFor={id} className="sr-only">
        Add pictures to {label}
      </label>
      <input
        id={id}
        type="file"
        multiple
        accept={ACCEPTED_UPLOAD_TYPES.join(',')}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          const bad = files.map(checkFile).find(Boolean) ?? null;
          setTypeError(bad);
          onChange([...value, ...files.filter((f) => !checkFile(f))]);
          e.target.value = '';
        }}
        className="mt-2 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-teal-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-teal-800 hover:file:bg-teal-100"
      />
      {typeError && <p className="mt-1 text-xs text-red-700">{typeError}</p>}
    </fieldset>
  );
}

function ImageThumb({ value, index, fraction, onRemove }: { value: ImageValue; index: number; fraction?: number; onRemove: () => void }) {
  const preview = usePreview(value);
  return (
    <li className="w-28">
      <div className="h-20 w-28 overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
        {preview &&
          (value instanceof File ? (
            <img src={preview} alt={`Photo ${index + 1}`} className="h-full w-full object-cover" />
          ) : (
            <Img src={preview} alt={`Photo ${index + 1}`} width={112} height={80} sizes="112px" className="h-full w-full" />
          ))}
      </div>
      {fraction !== undefined && <ProgressBar fraction={fraction} label={`Uploading photo ${index + 1}`} />}
      <button type="button" onClick={onRemove} className="mt-1 text-xs font-medium text-red-700 underline">
        Remove photo {index + 1}
      </button>
    </li>
  );
}
