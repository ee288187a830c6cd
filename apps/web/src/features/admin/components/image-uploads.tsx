// Pictures in a form are a File (chosen, not yet sent) or a string (a stored path, '' for none). When the
// form is saved, useImageUploads().resolve(values) uploads every File found anywhere in the values, one
// by one with progress, and answers the same shape with each File replaced by its path. A File already
// uploaded by an earlier attempt is not sent again.
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { uploadImage } from '../api/upload-image.ts';
import { useT } from '../../../lib/i18n.tsx';

export type ImageValue = File | string;

/** The shape of form values once their files are uploaded. */
export type Resolved<T> = T extends File
  ? string
  : T extends (infer U)[]
    ? Resolved<U>[]
    : T extends object
      ? { [K in keyof T]: Resolved<T[K]> }
      : T;

function collectFiles(value: unknown, out: Set<File>) {
  if (value instanceof File) out.add(value);
  else if (Array.isArray(value)) value.forEach((v) => collectFiles(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => collectFiles(v, out));
}

/** `value` with every File replaced by what `pathOf` answers for it. */
export function replaceFiles<T>(value: T, pathOf: (file: File) => string): Resolved<T> {
  const walk = (v: unknown): unknown => {
    if (v instanceof File) return pathOf(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as Resolved<T>;
}

type UploadState = { progress: ReadonlyMap<File, number>; done: number; total: number; active: boolean };
const IDLE: UploadState = { progress: new Map(), done: 0, total: 0, active: false };

export function useImageUploads() {
  const [state, setState] = useState<UploadState>(IDLE);
  const stored = useRef(new Map<File, string>());
  const resolve = useCallback(async <T,>(values: T): Promise<Resolved<T>> => {
    const found = new Set<File>();
    collectFiles(values, found);
    const pending = [...found].filter((f) => !stored.current.has(f));
    if (pending.length) {
      setState({ progress: new Map(pending.map((f) => [f, 0])), done: 0, total: pending.length, active: true });
      try {
        for (const [i, file] of pending.entries()) {
          const path = await uploadImage(file, (fraction) =>
            setState((s) => ({ ...s, progress: new Map(s.progress).set(file, fraction) })),
          );
          stored.current.set(file, path);
          setState((s) => ({ ...s, done: i + 1 }));
        }
      } finally {
        setState((s) => ({ ...s, active: false }));
      }
    }
    return replaceFiles(values, (f) => stored.current.get(f) ?? '');
  }, []);
  return useMemo(() => ({ ...state, resolve }), [state, resolve]);
}
export type ImageUploads = ReturnType<typeof useImageUploads>;

const ProgressContext = createContext<ReadonlyMap<File, number>>(new Map());

/** Lets each image field inside show its own file's progress. */
export function UploadProgressScope({ uploads, children }: { uploads: ImageUploads; children: ReactNode }) {
  return <ProgressContext value={uploads.progress}>{children}</ProgressContext>;
}

/** How far this file's upload has gone (0 to 1), or undefined when it is not being uploaded. */
export const useUploadProgress = (value: unknown) => {
  const progress = useContext(ProgressContext);
  return value instanceof File ? progress.get(value) : undefined;
};

export function ProgressBar({ fraction, label }: { fraction: number; label: string }) {
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

/** The overall progress while a form's pictures are sent, shown beside its save button. */
export function UploadSummary({ uploads }: { uploads: ImageUploads }) {
  const t = useT();
  if (!uploads.active || uploads.total === 0) return null;
  const sum = [...uploads.progress.values()].reduce((a, b) => a + b, 0);
  return (
    <div className="min-w-48 flex-1" aria-live="polite">
      <p className="mb-1 text-xs font-medium text-slate-700">
        {t('admin.image.progress', { n: Math.min(uploads.done + 1, uploads.total), total: uploads.total })}
      </p>
      <ProgressBar fraction={sum / uploads.total} label={t('admin.image.uploadingAll')} />
    </div>
  );
}
