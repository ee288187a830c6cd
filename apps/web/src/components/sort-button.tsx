import { useState } from 'react';
import { Dialog } from './ui/dialog.tsx';
import { useHydrated } from '../lib/use-hydrated.ts';
import { useT } from '../lib/i18n.tsx';
import { SORT_OPTIONS } from '../lib/result-sorts.ts';

/**
 * Phones: a button that says the chosen order ('Sort: Price ↑') and opens the orders in a dialog; pressing
 * one sorts and closes. Each order is a toggle button, pressed when chosen, so arrowing through them does
 * not sort before the person picks.
 */
export function SortButton({ value, onSort }: { value: string; onSort: (value: string) => void }) {
  const t = useT();
  const choices = SORT_OPTIONS.map((o) => ({ value: o.value, label: t(o.key), short: t(o.short) }));
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const chosen = choices.find((c) => c.value === value) ?? choices[0]!;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        disabled={!hydrated}
        aria-haspopup="dialog"
        className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm disabled:cursor-wait disabled:opacity-50"
      >
        {/* the short words are what a phone has room for; a screen reader hears the order's full name */}
        <span aria-hidden="true">{t('common.sort.button', { sort: chosen.short })}</span>
        <span className="sr-only">{t('common.sort.button', { sort: chosen.label })}</span>
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('common.sort.title')} closeLabel={t('common.sort.close')}>
        <ul className="space-y-1">
          {choices.map((c) => (
            <li key={c.value}>
              <button
                type="button"
                aria-pressed={c.value === chosen.value}
                onClick={() => {
                  setOpen(false);
                  if (c.value !== chosen.value) onSort(c.value);
                }}
                className="flex w-full items-center justify-between rounded-lg px-3 py-3 text-left text-base text-slate-800 hover:bg-slate-50 aria-pressed:bg-teal-50 aria-pressed:font-semibold aria-pressed:text-teal-900"
              >
                {c.label}
                {c.value === chosen.value && <span aria-hidden="true">✓</span>}
              </button>
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
