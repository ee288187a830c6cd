import { ArrowButton, CloseButton } from './icon-buttons.tsx';
import { Img } from './img.tsx';
import { useT } from '../../lib/i18n.tsx';
import { Modal } from './modal.tsx';

type Props = {
  photos: string[];
  /** the photo shown, or null when closed */
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
  /** e.g. the tour's name; photos are described as "<label>, photo 2 of 6" */
  label: string;
};

/**
 * A full-screen photo viewer on the native <dialog> (focus trapped, Escape closes). Previous and next
 * wrap around at both ends; the arrow keys do the same.
 */
export function PhotoViewer({ photos, index, onIndex, onClose, label }: Props) {
  const t = useT();
  const open = index !== null && photos.length > 0;
  const n = photos.length;
  const go = (delta: number) => index !== null && onIndex((index + delta + n) % n);
  const arrow =
    'absolute top-1/2 -translate-y-1/2 rounded-full bg-white/15 p-3 hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white';
  return (
    <Modal
      open={open}
      onClose={onClose}
      closeOnBackdrop={false}
      aria-label={t('common.photos.viewer', { name: label })}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') go(1);
        else if (e.key === 'ArrowLeft') go(-1);
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-slate-950/95 p-0 text-white backdrop:bg-slate-950/80"
    >
      {index !== null && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between px-4 py-3">
            <p aria-live="polite" className="text-sm">
              {t('common.photos.counter', { n: index + 1, total: n })}
            </p>
            <CloseButton
              label={t('common.photos.close')}
              onClick={onClose}
              className="rounded-full p-2 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
              iconClassName="h-6 w-6"
            />
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-6 md:px-16">
            <Img
              key={photos[index]}
              src={photos[index]}
              alt={t('common.photos.position', { name: label, n: index + 1, total: n })}
              width={1280}
              height={800}
              sizes="100vw"
              priority
              className="max-h-full w-auto max-w-full rounded-lg bg-transparent object-contain"
            />
            {n > 1 && (
              <>
                <ArrowButton
                  label={t('common.photos.previous')}
                  direction="previous"
                  onClick={() => go(-1)}
                  className={`${arrow} left-2 md:left-4`}
                  iconClassName="h-6 w-6"
                />
                <ArrowButton
                  label={t('common.photos.next')}
                  direction="next"
                  onClick={() => go(1)}
                  className={`${arrow} right-2 md:right-4`}
                  iconClassName="h-6 w-6"
                />
              </>
            )}
          </div>
        </div>
      )}
    </Modal>
  );
}
