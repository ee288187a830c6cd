// Started by after-paint.js with the page's language: reads the browser's locale data on a thread of its own.
// V8 keeps what it read for the whole page (its list of locales is built once per process), so the page's first
// number or plural no longer pays for it on the main thread: 20-25 ms, 70-105 on a slow phone (decision 0036).
// Without workers, src/lib/locale-data.ts reads the same on the main thread.
onmessage = ({ data: locale }) => {
  new Intl.NumberFormat(locale).format(0);
  new Intl.PluralRules(locale).select(0);
  new Intl.DateTimeFormat(locale).format(0);
  close();
};
