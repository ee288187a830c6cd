// Line icons drawn in the text colour; they are decoration (aria-hidden), the control around them carries the name.

export const ICON_PATHS = {
  close: 'M6 6l12 12M18 6L6 18',
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  check: 'M5 12l5 5L20 7',
  chevronDown: 'M6 9l6 6 6-6',
} as const;

/** A 24×24 stroked icon: one of ICON_PATHS or any path. */
export function LineIcon({
  path,
  className = 'h-5 w-5',
  strokeWidth = 2,
  round = false,
}: {
  path: string;
  className?: string;
  strokeWidth?: number;
  /** rounded line ends and joins */
  round?: boolean;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={round ? 'round' : undefined}
      strokeLinejoin={round ? 'round' : undefined}
    >
      <path d={path} />
    </svg>
  );
}

/** A round button with a previous/next arrow, named by `label` (carousels, pagers, the photo viewer). */
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
  return (
    <button type="button" onClick={onClick} aria-label={label} className={className}>
      <LineIcon path={ICON_PATHS[direction]} className={iconClassName} strokeWidth={2.5} />
    </button>
  );
}
