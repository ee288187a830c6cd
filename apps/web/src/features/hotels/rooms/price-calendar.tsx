// The date picker of a hotel's page: months of nights, each with its lowest price (one room, before taxes),
// a check-in then a check-out chosen on them. Loaded when first opened. Arrow keys move a day or a week,
// Page Up and Page Down a month; a night with nothing on sale cannot be a check-in.
import { calendarDay, monthName } from '@raahi/contract/i18n/indian-forms';
import { addDays, daysBetween, todayInIndia } from '@raahi/contract/rules/dates';
import { nightsOfMonth } from '@raahi/contract/rules/rates';
import { rupees } from '@raahi/contract/rules/rupees';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useLanguage, useT } from '../../../lib/i18n.tsx';
import { useNightPrices } from '../api/get-night-prices.ts';

/** As the API allows: this month and 18 after it. */
const MONTHS_AHEAD = 18;

const monthOf = (day: string) => day.slice(0, 7);
function shiftMonth(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const i = y * 12 + (m - 1) + n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}
const monthsBetween = (a: string, b: string) =>
  (Number(b.slice(0, 4)) - Number(a.slice(0, 4))) * 12 + Number(b.slice(5)) - Number(a.slice(5));
/** Monday first: the empty cells before the 1st */
const leadingBlanks = (month: string) => (new Date(`${month}-01T00:00:00Z`).getUTCDay() + 6) % 7;

type Props = {
  open: boolean;
  hotelId: string;
  checkin: string;
  checkout: string;
  onClose: () => void;
  onChoose: (checkin: string, checkout: string) => void;
};

export function PriceCalendar({ open, hotelId, checkin, checkout, onClose, onChoose }: Props) {
  const t = useT();
  const language = useLanguage();
  const today = todayInIndia();
  const first = monthOf(today);
  const last = shiftMonth(first, MONTHS_AHEAD);
  const valid = checkin >= today && checkout > checkin;
  const [start, setStart] = useState<string | null>(valid ? checkin : null);
  const [end, setEnd] = useState<string | null>(valid ? checkout : null);
  const [month, setMonth] = useState(() => (valid && monthOf(checkin) <= last ? monthOf(checkin) : first));
  const [focused, setFocused] = useState(() => (valid ? checkin : today));
  const grid = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused, month]);

  const pick = (day: string) => {
    if (!start || end || day <= start) {
      setStart(day);
      setEnd(null);
    } else setEnd(day);
    setFocused(day);
  };
  const moveFocus = (day: string) => {
    if (day < today || monthOf(day) > shiftMonth(last, 1)) return;
    moved.current = true;
    setFocused(day);
    // keep the focused day in view: the first month shown, or the second beside it
    if (monthOf(day) < month) setMonth(monthOf(day));
    else if (monthsBetween(month, monthOf(day)) > 1 || (monthOf(day) !== month && window.innerWidth < 768)) setMonth(monthOf(day));
  };
  /** Shows a month (and the next beside it on wide screens), the day that takes the Tab key within it. */
  const show = (m: string) => {
    setMonth(m);
    if (monthOf(focused) !== m && monthOf(focused) !== shiftMonth(m, 1)) setFocused(m === first ? today : `${m}-01`);
  };
  const onKey = (e: KeyboardEvent) => {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    if (e.key in steps) moveFocus(addDays(focused, steps[e.key]!));
    else if (e.key === 'PageUp' || e.key === 'PageDown') {
      const to = shiftMonth(monthOf(focused), e.key === 'PageUp' ? -1 : 1);
      const day = `${to}-${focused.slice(8)}`;
      moveFocus(nightsOfMonth(to).includes(day) ? day : nightsOfMonth(to).at(-1)!);
    } else return;
    e.preventDefault();
  };

  const nights = start && end ? daysBetween(start, end) : 0;
  const status = !start
    ? t('hotels.calendar.pickCheckin')
    : !end
      ? t('hotels.calendar.pickCheckout', { date: calendarDay(start, language) })
      : t('hotels.calendar.chosen', { nights, from: calendarDay(start, language), to: calendarDay(end, language) });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('hotels.calendar.title')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('hotels.calendar.cancel')}
          </Button>
          <Button onClick={() => start && end && onChoose(start, end)} disabled={!start || !end}>
            {t('hotels.calendar.done')}
          </Button>
        </>
      }
    >
      <p aria-live="polite" className="font-medium text-slate-900" data-testid="calendar-status">
        {status}
      </p>
      <p className="text-sm text-slate-600">{t('hotels.calendar.note')}</p>
      <div className="mt-3 flex items-center justify-between">
        <Button variant="secondary" className="px-3 py-1.5" onClick={() => show(shiftMonth(month, -1))} disabled={month <= first}>
          <span aria-hidden="true">‹</span> <span className="sr-only">{t('hotels.calendar.previous')}</span>
        </Button>
        <Button variant="secondary" className="px-3 py-1.5" onClick={() => show(shiftMonth(month, 1))} disabled={month >= last}>
          <span className="sr-only">{t('hotels.calendar.next')}</span> <span aria-hidden="true">›</span>
        </Button>
      </div>
      <div ref={grid} onKeyDown={onKey} className="mt-2 grid gap-6 md:grid-cols-2">
        {[month, shiftMonth(month, 1)].map((m, i) => (
          <MonthGrid
            key={m}
            className={i === 1 ? 'max-md:hidden' : ''}
            hotelId={hotelId}
            month={m}
            title={`${monthName(Number(m.slice(5)), language)} ${m.slice(0, 4)}`}
            today={today}
            start={start}
            end={end}
            focused={focused}
            onPick={pick}
          />
        ))}
      </div>
    </Dialog>
  );
}

function MonthGrid({
  hotelId,
  month,
  title,
  today,
  start,
  end,
  focused,
  onPick,
  className,
}: {
  hotelId: string;
  month: string;
  title: string;
  today: string;
  start: string | null;
  end: string | null;
  focused: string;
  onPick: (day: string) => void;
  className: string;
}) {
  const t = useT();
  const language = useLanguage();
  const prices = useNightPrices(hotelId, month);
  const priceOf = new Map(prices.data?.nights.map((n) => [n.date, n.price]));
  const known = [...priceOf.values()].filter((p): p is number => p !== null);
  const lowest = known.length ? Math.min(...known) : null;
  const days = nightsOfMonth(month);
  const cells: (string | null)[] = [...Array<null>(leadingBlanks(month)).fill(null), ...days];
  const weeks = Array.from({ length: Math.ceil(cells.length / 7) }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  const choosingCheckout = !!start && !end;
  return (
    <div className={className}>
      <h3 className="mb-2 text-center font-semibold text-slate-900">{title}</h3>
      {prices.isError && (
        <p role="alert" className="mb-2 text-center text-sm text-red-700">
          {t('hotels.calendar.error')}
        </p>
      )}
      <table className="w-full table-fixed border-collapse text-center" aria-busy={prices.isPending}>
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr>
            {[1, 2, 3, 4, 5, 6, 7].map((d) => (
              <th key={d} scope="col" className="pb-1 text-xs font-medium text-slate-500">
                {t(`hotels.calendar.weekday.${d}` as 'hotels.calendar.weekday.1')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((day, i) => {
                if (!day) return <td key={`blank-${i}`} />;
                const price = priceOf.get(day);
                const past = day < today;
                // a check-out may fall on a night with nothing on sale (the guest leaves that morning)
                const disabled = past || (choosingCheckout ? day <= start! : price === null);
                // (still focusable, so the arrow keys can pass over it)
                const chosen = day === start || day === end;
                const inside = !!start && !!end && day > start && day < end;
                const priceText = price === undefined ? '' : price === null ? '—' : rupees(price);
                const label = `${calendarDay(day, language, { weekday: true })}: ${
                  price === undefined
                    ? t('hotels.calendar.loadingPrice')
                    : price === null
                      ? t('hotels.calendar.noPrice')
                      : t('hotels.calendar.fromPrice', { price: rupees(price) })
                }`;
                return (
                  <td key={day} className="p-0.5">
                    <button
                      type="button"
                      data-date={day}
                      tabIndex={day === focused ? 0 : -1}
                      aria-disabled={disabled}
                      aria-pressed={chosen}
                      aria-label={label}
                      onClick={() => !disabled && onPick(day)}
                      className={`flex h-12 w-full flex-col items-center justify-center rounded-lg text-sm leading-tight focus-visible:outline-3 focus-visible:outline-teal-500 aria-disabled:cursor-not-allowed aria-disabled:text-slate-400 ${
                        chosen ? 'bg-teal-700 text-white' : inside ? 'bg-teal-100 text-slate-900' : 'text-slate-900 hover:bg-slate-100'
                      }`}
                    >
                      <span className="font-medium">{Number(day.slice(8))}</span>
                      <span
                        aria-hidden="true"
                        className={`text-[10px] ${chosen ? 'text-white' : price !== null && price === lowest ? 'font-semibold text-emerald-700' : 'text-slate-500'}`}
                      >
                        {past ? '' : priceText}
                      </span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
