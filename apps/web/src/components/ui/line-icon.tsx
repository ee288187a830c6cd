/** A stroked 24×24 icon of one path, hidden from screen readers (the text beside it says what it means). */
export function LineIcon({
  d,
  className,
  strokeWidth = 2,
  round = false,
}: {
  d: string;
  className: string;
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
      <path d={d} />
    </svg>
  );
}

export const CHECK_PATH = 'M5 12l5 5L20 7';
export const CROSS_PATH = 'M6 6l12 12M18 6L6 18';
export const PREVIOUS_PATH = 'M15 5l-7 7 7 7';
export const NEXT_PATH = 'M9 5l7 7-7 7';
export const CHEVRON_DOWN_PATH = 'M6 9l6 6 6-6';
