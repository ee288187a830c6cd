// The calendar as a grid: nights as columns, a row per room type (rooms left of rooms to sell, stop-sell)
// and under it a row per plan (price, minimum stay, CTA/CTD, closed). One cell takes the keyboard at a time
// (arrow keys move, Shift+arrows and Shift+click or a drag select a range, Enter or a click edits a cell);
// each cell is read out whole (a sentence in its content; the marks shown are hidden from screen readers).
// Rows are memoised so moving around redraws two rows, not the month.
import { isoWeekday } from '@raahi/contract/rules/rates';
import { rupees } from '@raahi/contract/rules/rupees';
import { memo, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLanguage, useT } from '../../../../lib/i18n.tsx';
import { boxOf, roomsLeft, type Box, type CalendarRow, type Cell, type Selection } from './calendar-model.ts';
import { cellLabel, rateMarks } from './night-words.ts';

type Props = {
  rows: CalendarRow[];
  nights: string[];
  selection: Selection | null;
  onSelect: (s: Selection | null) => void;
  onEdit: (cell: Cell) => void;
  label: string;
};

type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;
type Month = Weekday | 8 | 9 | 10 | 11 | 12;
const weekend = (date: string) => isoWeekday(date) >= 6;

export function CalendarGrid({ rows, nights, selection, onSelect, onEdit, label }: Props) {
  const t = useT();
  const table = useRef<HTMLTableElement>(null);
  const [active, setActive] = useState<Cell>({ row: 0, col: 0 });
  const drag = useRef<{ from: Cell; moved: boolean } | null>(null);
  const box = selection ? boxOf(selection) : null;
  const at = { row: Math.min(active.row, rows.length - 1), col: Math.min(active.col, nights.length - 1) };

  const focusCell = (c: Cell) => {
    setActive(c);
    table.current?.querySelector<HTMLElement>(`[data-cell="${c.row}-${c.col}"]`)?.focus();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const moves: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    let next: Cell | null = null;
    if (moves[e.key]) {
      const [dr, dc] = moves[e.key]!;
      next = { row: at.row + dr, col: at.col + dc };
    } else if (e.key === 'Home') next = { row: at.row, col: 0 };
    else if (e.key === 'End') next = { row: at.row, col: nights.length - 1 };
    else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onEdit(at);
      return;
    } else if (e.key === 'Escape') {
      onSelect(null);
      return;
    }
    if (!next) return;
    e.preventDefault();
    next = { row: Math.max(0, Math.min(rows.length - 1, next.row)), col: Math.max(0, Math.min(nights.length - 1, next.col)) };
    onSelect(e.shiftKey ? { anchor: selection?.anchor ?? at, focus: next } : null);
    focusCell(next);
  };

  const onPointerDown = (c: Cell, shift: boolean) => {
    if (shift) {
      onSelect({ anchor: selection?.anchor ?? at, focus: c });
      setActive(c);
      return;
    }
    drag.current = { from: c, moved: false };
    setActive(c);
  };
  const onPointerEnter = (c: Cell) => {
    const d = drag.current;
    if (!d) return;
    d.moved = d.moved || c.row !== d.from.row || c.col !== d.from.col;
    if (d.moved) onSelect({ anchor: d.from, focus: c });
  };
  const onPointerUp = (c: Cell) => {
    const d = drag.current;
    drag.current = null;
    if (d && !d.moved) {
      onSelect(null);
      onEdit(c);
    }
  };

  // the rows keep the same handlers (so they are not drawn again); these call the latest ones
  const latest = useRef({ onPointerDown, onPointerEnter, onPointerUp });
  useLayoutEffect(() => {
    latest.current = { onPointerDown, onPointerEnter, onPointerUp };
  });
  const [stable] = useState(() => ({
    down: (c: Cell, shift: boolean) => latest.current.onPointerDown(c, shift),
    enter: (c: Cell) => latest.current.onPointerEnter(c),
    up: (c: Cell) => latest.current.onPointerUp(c),
    focus: (c: Cell) => setActive((a) => (a.row === c.row && a.col === c.col ? a : c)),
  }));

  return (
    <div
      className="relative max-h-[70vh] overflow-auto rounded-xl border border-slate-200 bg-white shadow-sm"
      onPointerLeave={() => (drag.current = null)}
    >
      <table
        ref={table}
        role="grid"
        aria-label={label}
        aria-multiselectable="true"
        className="border-separate border-spacing-0 text-xs"
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 top-0 z-30 min-w-44 border-b border-r border-slate-200 bg-slate-50 px-2 py-2 text-left font-semibold text-slate-700"
            >
              {t('admin.calendar.roomsAndPlans')}
            </th>
            {nights.map((d) => (
              <th
                key={d}
                scope="col"
                className={`sticky top-0 z-20 min-w-16 border-b border-slate-200 px-1 py-1 text-center font-medium ${weekend(d) ? 'bg-amber-50 text-amber-900' : 'bg-slate-50 text-slate-700'}`}
              >
                <span className="block text-[10px] uppercase">{t(`admin.calendar.wd.${isoWeekday(d) as Weekday}`)}</span>
                <span className="block text-sm font-semibold">{Number(d.slice(8))}</span>
                {(d.endsWith('-01') || d === nights[0]) && (
                  <span className="block text-[10px]">{t(`admin.calendar.month.${Number(d.slice(5, 7)) as Month}`)}</span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <GridRow
              key={row.key}
              row={row}
              index={r}
              nights={nights}
              activeCol={at.row === r ? at.col : -1}
              cols={box && r >= box.rows[0] && r <= box.rows[1] ? box.cols : null}
              onPointerDown={stable.down}
              onPointerEnter={stable.enter}
              onPointerUp={stable.up}
              onFocus={stable.focus}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

type RowProps = {
  row: CalendarRow;
  index: number;
  nights: string[];
  /** the column of the cell that takes the keyboard, -1 when it is on another row */
  activeCol: number;
  /** the selected columns of this row */
  cols: Box['cols'] | null;
  onPointerDown: (c: Cell, shift: boolean) => void;
  onPointerEnter: (c: Cell) => void;
  onPointerUp: (c: Cell) => void;
  onFocus: (c: Cell) => void;
};

const GridRow = memo(function GridRow({
  row,
  index,
  nights,
  activeCol,
  cols,
  onPointerDown,
  onPointerEnter,
  onPointerUp,
  onFocus,
}: RowProps) {
  const t = useT();
  const language = useLanguage();
  const room = row.kind === 'room';
  return (
    <tr>
      <th
        scope="row"
        className={`sticky left-0 z-10 border-r border-slate-200 px-2 py-1 text-left ${room ? 'border-t-2 border-t-slate-300 bg-slate-100 font-semibold text-slate-900' : 'bg-white pl-5 font-normal text-slate-700'}`}
      >
        {row.label}
        {row.kind === 'rate' && row.derived && <span className="ml-1 text-[10px] text-slate-500">{t('admin.calendar.derived')}</span>}
      </th>
      {nights.map((date, c) => {
        const selected = cols !== null && c >= cols[0] && c <= cols[1];
        const cell = { row: index, col: c };
        return (
          <td
            key={date}
            role="gridcell"
            data-cell={`${index}-${c}`}
            tabIndex={c === activeCol ? 0 : -1}
            aria-selected={selected}
            onPointerDown={(e) => onPointerDown(cell, e.shiftKey)}
            onPointerEnter={() => onPointerEnter(cell)}
            onPointerUp={() => onPointerUp(cell)}
            onFocus={() => onFocus(cell)}
            className={`h-11 cursor-pointer select-none border-b border-l border-slate-100 px-1 text-center align-middle focus:outline-2 focus:-outline-offset-2 focus:outline-teal-600 ${
              room ? 'border-t-2 border-t-slate-300' : ''
            } ${selected ? 'bg-teal-100' : room ? 'bg-slate-50 hover:bg-teal-50' : 'hover:bg-teal-50'}`}
          >
            <span className="sr-only">{cellLabel(t, language, row, c, date)}</span>
            {row.kind === 'room' ? <RoomCell row={row} col={c} /> : <RateCell row={row} col={c} />}
          </td>
        );
      })}
    </tr>
  );
});

function RoomCell({ row, col }: { row: Extract<CalendarRow, { kind: 'room' }>; col: number }) {
  const t = useT();
  const n = row.nights[col]!;
  const left = roomsLeft(n);
  return (
    <span aria-hidden="true" className="block leading-tight">
      <span className={`block font-semibold tabular-nums ${left === 0 ? 'text-red-700' : 'text-slate-900'}`}>
        {left}/{n.rooms}
      </span>
      {n.stopSell && (
        <span className="block rounded bg-red-600 px-0.5 text-[10px] font-semibold text-white">{t('admin.calendar.mark.stop')}</span>
      )}
    </span>
  );
}

function RateCell({ row, col }: { row: Extract<CalendarRow, { kind: 'rate' }>; col: number }) {
  const t = useT();
  const n = row.nights[col]!;
  const marks = rateMarks(t, n);
  return (
    <span aria-hidden="true" className={`block leading-tight ${n.closed ? 'rounded bg-slate-200 text-slate-500 line-through' : ''}`}>
      <span className="block whitespace-nowrap tabular-nums text-slate-900">{rupees(n.price)}</span>
      {n.closed && <span className="block text-[10px] font-semibold no-underline">{t('admin.calendar.mark.closed')}</span>}
      {marks.length > 0 && <span className="block whitespace-nowrap text-[10px] font-semibold text-amber-800">{marks.join(' ')}</span>}
    </span>
  );
}
