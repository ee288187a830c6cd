// A hotel's calendar: a month (or three) of nights from a chosen start, moved a window at a time up to a
// year ahead; the grid on a wide screen and a day list on a phone; a cell's editor, the bulk edit (of the
// cells selected, or from scratch), and Undo of the caller's last edit.
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { monthName } from '@raahi/contract/i18n/indian-forms';
import { buttonClass, Button } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, Spinner } from '../../../components/ui/states.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { useLanguage, useT } from '../../../lib/i18n.tsx';
import { toast } from '../../../lib/toast.ts';
import { inputClass } from '../components/form-fields.tsx';
import { useMediaQuery } from '../components/use-media-query.ts';
import { useCalendar, useUndoCalendar } from './api/calendar.ts';
import { useRatePlans } from './api/rate-plans.ts';
import { useRoomTypes } from './api/room-types.ts';
import { BulkEditDialog } from './components/bulk-edit-dialog.tsx';
import { CalendarGrid } from './components/calendar-grid.tsx';
import {
  boxOf,
  calendarRows,
  cellCount,
  nightsOf,
  selectionScope,
  type Cell,
  type Scope,
  type Selection,
} from './components/calendar-model.ts';
import { DayList } from './components/day-list.tsx';
import { HotelFrame } from './components/hotel-frame.tsx';
import { NightDialog } from './components/night-dialog.tsx';

export function Component() {
  const t = useT();
  return (
    <HotelFrame wide title={(hotel) => t('admin.calendar.title', { hotel })}>
      {(hotel, search) => <HotelCalendar hotelId={hotel._id} name={hotel.name} search={search} />}
    </HotelFrame>
  );
}

/** a month, or three */
type Length = 31 | 90;
const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;

/** The start of each of the next twelve months (this month from today). */
function monthStarts(today: string): string[] {
  const starts = [today];
  let d = firstOfMonth(today);
  for (let i = 0; i < 12; i++) {
    d = firstOfMonth(addDays(d, 32));
    starts.push(d);
  }
  return starts;
}

function HotelCalendar({ hotelId, name, search }: { hotelId: string; name: string; search: string }) {
  const t = useT();
  const language = useLanguage();
  const id = useId();
  const wide = useMediaQuery('(min-width: 768px)');
  const today = todayInIndia();
  const [from, setFrom] = useState(today);
  const [length, setLength] = useState<Length>(31);
  const to = addDays(from, length - 1);
  const calendar = useCalendar(hotelId, from, to);
  const roomTypes = useRoomTypes(hotelId);
  const plans = useRatePlans(hotelId);
  const undo = useUndoCalendar(hotelId);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [editing, setEditing] = useState<Cell | null>(null);
  const [bulk, setBulk] = useState<Scope | null>(null);

  const nights = useMemo(() => (calendar.data ? nightsOf(calendar.data.from, calendar.data.to) : []), [calendar.data]);
  const rows = useMemo(
    () => (calendar.data && roomTypes.data && plans.data ? calendarRows(calendar.data, roomTypes.data, plans.data, t) : []),
    [calendar.data, roomTypes.data, plans.data, t],
  );
  const starts = useMemo(() => monthStarts(today), [today]);
  const liveRoomTypes = (roomTypes.data ?? []).filter((r) => !r.archivedAt);
  const livePlans = (plans.data ?? []).filter((p) => !p.archivedAt);

  const move = (days: number) => {
    setSelection(null);
    setFrom((f) => addDays(f, days));
  };
  const onUndo = async () => {
    try {
      const done = await undo.mutateAsync();
      toast.success(t('admin.calendar.undone', { count: done.cells }));
    } catch (err) {
      toast.error(messageOf(err, t('admin.calendar.failed')));
    }
  };
  const openBulk = () =>
    setBulk(
      selection
        ? selectionScope(boxOf(selection), rows, nights)
        : { from, to, roomTypeIds: liveRoomTypes.map((r) => r._id), ratePlanIds: [] },
    );

  const loading = calendar.isPending || roomTypes.isPending || plans.isPending;
  const failed = calendar.error ?? roomTypes.error ?? plans.error;
  const selected = selection ? cellCount(boxOf(selection)) : 0;

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div className="flex items-center gap-1" role="group" aria-label={t('admin.calendar.nav')}>
          <Button variant="secondary" onClick={() => move(-length)} aria-label={t('admin.calendar.previous')}>
            ‹
          </Button>
          <Button variant="secondary" onClick={() => (setSelection(null), setFrom(today))}>
            {t('admin.calendar.today')}
          </Button>
          <Button variant="secondary" onClick={() => move(length)} aria-label={t('admin.calendar.next')}>
            ›
          </Button>
        </div>
        <div>
          <label htmlFor={`${id}-month`} className="block text-sm font-medium text-slate-800">
            {t('admin.calendar.month')}
          </label>
          <select
            id={`${id}-month`}
            className={inputClass}
            value={starts.includes(from) ? from : ''}
            onChange={(e) => (setSelection(null), setFrom(e.currentTarget.value))}
          >
            {!starts.includes(from) && <option value="">{t('admin.calendar.fromDay', { day: from })}</option>}
            {starts.map((s) => (
              <option key={s} value={s}>
                {`${monthName(Number(s.slice(5, 7)), language)} ${s.slice(0, 4)}`}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-length`} className="block text-sm font-medium text-slate-800">
            {t('admin.calendar.show')}
          </label>
          <select
            id={`${id}-length`}
            className={inputClass}
            value={length}
            onChange={(e) => setLength(Number(e.currentTarget.value) as Length)}
          >
            <option value={31}>{t('admin.calendar.oneMonth')}</option>
            <option value={90}>{t('admin.calendar.threeMonths')}</option>
          </select>
        </div>
        <div className="ml-auto flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void onUndo()} disabled={undo.isPending}>
            {t('admin.calendar.undo')}
          </Button>
          <Button onClick={openBulk} disabled={rows.length === 0}>
            {selected > 1 ? t('admin.calendar.editSelected', { count: selected }) : t('admin.calendar.bulkEdit')}
          </Button>
        </div>
      </div>

      {loading ? (
        <Spinner label={t('admin.calendar.loading')} />
      ) : failed ? (
        <ErrorState message={messageOf(failed, t('admin.calendar.loadError'))} onRetry={() => void calendar.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('admin.calendar.empty')} hint={t('admin.calendar.emptyHint')}>
          <Link to={`/admin/hotel/room-type${search}`} className={buttonClass('primary')}>
            {t('admin.rooms.addRoomType')}
          </Link>
        </EmptyState>
      ) : (
        <div aria-busy={calendar.isFetching} className={calendar.isPlaceholderData ? 'opacity-60' : ''}>
          {wide ? (
            <>
              <p id="calendar-help" className="mb-2 text-xs text-slate-600">
                {t('admin.calendar.help')}
              </p>
              <CalendarGrid
                rows={rows}
                nights={nights}
                selection={selection}
                onSelect={setSelection}
                onEdit={setEditing}
                label={t('admin.calendar.gridLabel', { hotel: name })}
              />
              <Legend />
            </>
          ) : (
            <DayList rows={rows} nights={nights} onEdit={setEditing} />
          )}
        </div>
      )}

      {editing && rows[editing.row] && nights[editing.col] && (
        <NightDialog
          hotelId={hotelId}
          row={rows[editing.row]!}
          col={editing.col}
          date={nights[editing.col]!}
          ageRules={calendar.data?.ageRules}
          onClose={() => setEditing(null)}
        />
      )}
      {bulk && (
        <BulkEditDialog
          hotelId={hotelId}
          roomTypes={liveRoomTypes}
          plans={livePlans}
          scope={bulk}
          ageRules={calendar.data?.ageRules}
          onClose={() => setBulk(null)}
          onApplied={() => setSelection(null)}
        />
      )}
    </div>
  );
}

function Legend() {
  const t = useT();
  return (
    <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-xs text-slate-600">
      {(['rooms', 'min', 'cta', 'ctd', 'stop', 'closed'] as const).map((k) => (
        <div key={k} className="flex gap-1">
          <dt className="font-semibold text-slate-800">{t(`admin.calendar.legend.${k}.term`)}</dt>
          <dd>{t(`admin.calendar.legend.${k}.means`)}</dd>
        </div>
      ))}
    </dl>
  );
}
