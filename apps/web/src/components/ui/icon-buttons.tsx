// Buttons that show only an icon; their label names them for screen readers.
import { useHydrated } from '../../lib/use-hydrated.ts';
import { CROSS_PATH, LineIcon, NEXT_PATH, PREVIOUS_PATH } from './line-icon.tsx';

/**
 * A round button with a previous/next arrow, named by `label` (carousels, pagers, the photo viewer); on a
 * server-rendered page it is disabled until the app can move anything.
 */
export function ArrowButton({
  label,
  direction,
  onClick,
  className,
  iconClassName = 'h-5 w-5',
}: {
  label: string;
  direction: 'previous' | 'next';
  onClick: () => void;
  className: string;
  iconClassName?: string;
}) {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={!hydrated}
      aria-label={label}
      className={`${className} disabled:cursor-wait disabled:opacity-50`}
    >
      <LineIcon d={direction === 'previous' ? PREVIOUS_PATH : NEXT_PATH} className={iconClassName} strokeWidth={2.5} />
    </button>
  );
}

/** An × button that closes what it stands in (a dialog, the photo viewer). */
export function CloseButton({
  label,
  onClick,
  className,
  iconClassName,
}: {
  label: string;
  onClick: () => void;
  className: string;
  iconClassName: string;
}) {
  return (
    <button type="button" onClick={onClick} aria-label={label} className={className}>
      <LineIcon d={CROSS_PATH} className={iconClassName} />
    </button>
  );
}
