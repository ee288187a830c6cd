import { useEffect, useRef } from 'react';
import { Img } from '../../../components/ui/img.tsx';

/** Full-screen photo slider on the native <dialog>: wraps at both ends; ← → keys, Escape closes. */
export function PhotoViewer({ photos, index, onIndex, onClose, title }: { photos: string[]; index: number | null; onIndex: (i: number) => void; onClose: () => void; title: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  const open = index !== null;
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  const n = photos.length;
  const prev = () => index !== null && onIndex((index - 1 + n) % n);
  const next = () => index !== null && onIndex((index + 1) % n);
  const nav = 'grid h-12 w-12 place-items-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
  return (
    <dialog
      ref={ref}
      aria-label={`${title} photos`}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') prev();
        if (e.key === 'ArrowRight') next();
      }}
      className="m-0 h-full max-h-none w-full max-w-none bg-slate-950/95 p-0 text-white backdrop:bg-slate-950/80"
    >
      {open && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between px-4 py-3">
            <p aria-live="polite">
              Photo {index + 1} of {n}
            </p>
            <button type="button" onClick={onClose} className="rounded-lg bg-white/10 px-3 py-1.5 text-sm font-semibold hover:bg-white/20">
              Close
            </button>
          </div>
          <div className="relative flex flex-1 items-center justify-center px-2 pb-6 sm:px-16">
            <Img src={photos[index]} alt={`${title}, photo ${index + 1} of ${n}`} width={1280} height={853} sizes="100vw" priority className="max-h-full w-auto max-w-full rounded-lg object-contain" />
            {n > 1 && (
              <>
                <button type="button" onClick={prev} aria-label="Previous photo" className={`${nav} absolute left-2 top-1/2 -translate-y-1/2 sm:left-4`}>
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2.5">
                    <path d="M15 18l-6-6 6-6" />
                  </svg>
                </button>
                <button type="button" onClick={next} aria-label="Next photo" className={`${nav} absolute right-2 top-1/2 -translate-y-1/2 sm:right-4`}>
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2.5">
                    <path d="M9 6l6 6-6 6" />
                  </svg>
                </button>
              </>
            )}
          </div>
        </div>
      )}
    </dialog>
  );
}
