// CSV exports (RFC 4180): every cell quoted when it must be, and a cell that a spreadsheet would run as a
// formula (= + - @, tab, carriage return first) is prefixed with ' so that it stays text.
type Cell = string | number | null | undefined;

const FORMULA = /^[=+\-@\t\r]/;

function cell(v: Cell): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return String(v);
  const text = FORMULA.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The header row and the rows, CRLF-separated, with a BOM so that Excel reads the rupee sign. */
export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return `\uFEFF${[header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}
