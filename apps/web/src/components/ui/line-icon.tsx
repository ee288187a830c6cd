/** A stroked 24×24 icon of one path, hidden from screen readers (the text beside it says what it means). */
export function LineIcon({ d, className, strokeWidth = 2 }: { d: string; className: string; strokeWidth?: number }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth={strokeWidth}>
      <path d={d} />
    </svg>
  );
}

export const CHECK_PATH = 'M5 12l5 5L20 7';
export const CROSS_PATH = 'M6 6l12 12M18 6L6 18';
