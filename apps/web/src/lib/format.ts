import { IST_TIME_ZONE } from '@raahi/contract/rules/dates';
// Rupees are formatted by the contract's rules/rupees.ts (rupees, rupeesExact), as the server does.

/** '1 Night', '3 Nights'. */
export const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** dd/mm/yyyy hh:mm in Indian time. */
export function formatDateTime(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(d.getTime())) return '—';
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: IST_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).formatToParts(d);
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** A calendar date (YYYY-MM-DD) as dd/mm/yyyy. */
export function formatDay(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : day;
}

/** '12 Mar 2026', as blog dates are shown. */
export function formatShortDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: IST_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(iso),
  );
}
