// The calendar on a phone: a card per night, each room type's rooms left and each plan's price and
// restrictions on a line, with a button to edit that line's night.
import { calendarDay } from '@raahi/contract/i18n/indian-forms';
import { isoWeekday } from '@raahi/contract/rules/rates';
import { rupees } from '@raahi/contract/rules/rupees';
import { useLanguage, useT } from '../../../../lib/i18n.tsx';
import { roomsLeft, type CalendarRow, type Cell } from './calendar-model.ts';
import { cellLabel, rateMarks } from './night-words.ts';

export function DayList({ rows, nights, onEdit }: { rows: CalendarRow[]; nights: string[]; onEdit: (cell: Cell) => void }) {
  const t = useT();
  const language = useLanguage();
  return (
    <ol className="space-y-3" aria-label={t('admin.calendar.dayList')}>
      {nights.map((date, col) => (
        <li key={date} className="rounded-xl border border-slate-200 bg-white shadow-sm">
          <h3
            className={`rounded-t-xl px-3 py-2 text-sm font-semibold ${isoWeekday(date) >= 6 ? 'bg-amber-50 text-amber-900' : 'bg-slate-50 text-slate-800'}`}
          >
            {calendarDay(date, language, { weekday: true })}
          </h3>
          <ul className="divide-y divide-slate-100">
            {rows.map((row, r) => (
              <li
                key={row.key}
                className={`flex items-center justify-between gap-2 px-3 py-2 text-sm ${row.kind === 'room' ? 'bg-slate-50/60 font-semibold' : 'pl-6'}`}
              >
                <span className="min-w-0">
                  <span className="block truncate">{row.label}</span>
                  <span className="block text-xs font-normal text-slate-600">
                    {row.kind === 'room' ? (
                      <>
                        {t('admin.calendar.sr.rooms', { left: roomsLeft(row.nights[col]!), rooms: row.nights[col]!.rooms })}
                        {row.nights[col]!.stopSell && <strong className="ml-1 text-red-700">{t('admin.calendar.mark.stop')}</strong>}
                      </>
                    ) : (
                      <>
                        <span className={row.nights[col]!.closed ? 'line-through' : ''}>{rupees(row.nights[col]!.price)}</span>
                        {row.nights[col]!.closed && <strong className="ml-1 text-slate-700">{t('admin.calendar.mark.closed')}</strong>}
                        {rateMarks(t, row.nights[col]!).map((m) => (
                          <span key={m} className="ml-1 font-semibold text-amber-800">
                            {m}
                          </span>
                        ))}
                      </>
                    )}
                  </span>
                </span>
                <button
                  type="button"
                  onClick={() => onEdit({ row: r, col })}
                  aria-label={`${t('admin.rooms.edit')}: ${cellLabel(t, language, row, col, date)}`}
                  className="shrink-0 rounded-md border border-teal-700 px-2.5 py-1 text-xs font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-600"
                >
                  {t('admin.rooms.edit')}
                </button>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
