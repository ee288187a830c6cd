// CSV files (RFC 4180) that spreadsheets open safely: a cell a spreadsheet would read as a formula
// (starting with = + - @, or a tab or carriage return) is prefixed with ' (OWASP's advice on CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The header and the rows, CRLF-separated, with a byte-order mark so spreadsheets read UTF-8 (₹, names). */
export function csvFile(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  const lines = [header, ...rows].map((r) => r.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
