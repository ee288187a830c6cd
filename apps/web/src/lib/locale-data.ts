/**
 * Has the browser read its locale data (ICU's) for `locale` now. V8 reads it on the first Intl formatter or
 * locale-aware comparison, whichever comes first: some tens of milliseconds of CPU on a phone, which used to land
 * inside the hydration of the first section that writes a number or a plural. main.tsx calls this in a task of
 * its own, so that cost stops adding to a longer one (docs/performance.md, 2026-11-28); where the loader's worker
 * has read the data already (decision 0036's addendum) it costs next to nothing.
 */
export function readLocaleData(locale: string): void {
  new Intl.NumberFormat(locale).format(0);
  new Intl.PluralRules(locale).select(0);
}
