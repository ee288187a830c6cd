// Edits one cell of the calendar: a room type's night (rooms to sell, stop-sell) or a plan's night (price,
// minimum and maximum stay, closed to arrival or departure, closed). Only the fields changed are sent, so a
// price change never resets a restriction; the night's history is a click away.
import { calendarDay } from '@raahi/contract/i18n/indian-forms';
import type { CalendarSet } from '@raahi/contract/rooms';
import type { AgeRules } from '@raahi/contract/rules/occupancy';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { AlertText } from '../../../../components/ui/states.tsx';
import { messageOf } from '../../../../lib/api-client.ts';
import { useLanguage, useT } from '../../../../lib/i18n.tsx';
import { toast } from '../../../../lib/toast.ts';
import { useEditCalendar } from '../api/calendar.ts';
import { roomsLeft, type CalendarRow } from './calendar-model.ts';
import { patchErrors } from './edit-errors.ts';
import { NightHistory } from './night-history.tsx';
import { NumberInput } from './number-input.tsx';
import { childBands, draftOf, OccupancyFields, occupancySet, sameDraft, type OccupancyDraft } from './occupancy-fields.tsx';

type Props = { hotelId: string; row: CalendarRow; col: number; date: string; ageRules: AgeRules | undefined; onClose: () => void };

const num = (v: string) => (v.trim() === '' ? undefined : Number(v));

export function NightDialog({ hotelId, row, col, date, ageRules, onClose }: Props) {
  const t = useT();
  const language = useLanguage();
  const edit = useEditCalendar(hotelId);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [history, setHistory] = useState(false);
  const title = `${row.kind === 'rate' ? `${row.roomLabel} · ${row.label}` : row.label} · ${calendarDay(date, language, { weekday: true })}`;

  const initial =
    row.kind === 'room'
      ? { rooms: String(row.nights[col]!.rooms), stopSell: row.nights[col]!.stopSell }
      : (() => {
          const n = row.nights[col]!;
          return {
            price: String(n.price),
            minStay: String(n.minStay),
            maxStay: n.maxStay === null ? '' : String(n.maxStay),
            closedToArrival: n.closedToArrival,
            closedToDeparture: n.closedToDeparture,
            closed: n.closed,
          };
        })();
  const [values, setValues] = useState<Record<string, string | boolean>>(initial);
  const set = (k: string, v: string | boolean) => setValues((old) => ({ ...old, [k]: v }));
  const ownOccupancy = row.kind === 'rate' ? draftOf(row.nights[col]!.occupancy) : {};
  const [occupancy, setOccupancy] = useState<OccupancyDraft>(ownOccupancy);

  const save = async () => {
    const changed: CalendarSet = {};
    for (const [k, v] of Object.entries(values)) {
      if (v === (initial as Record<string, string | boolean>)[k]) continue;
      if (typeof v === 'boolean') (changed as Record<string, unknown>)[k] = v;
      else if (k === 'maxStay') changed.maxStay = v.trim() === '' ? null : Number(v);
      else (changed as Record<string, unknown>)[k] = num(v) ?? Number.NaN;
    }
    if (row.kind === 'rate' && !sameDraft(occupancy, ownOccupancy))
      changed.occupancy = occupancySet(occupancy, childBands(ageRules).length, row.planOccupancy);
    if (Object.keys(changed).length === 0) return onClose();
    const changes = [
      {
        from: date,
        to: date,
        roomTypeIds: [row.roomTypeId],
        ...(row.kind === 'rate' ? { ratePlanIds: [row.ratePlanId] } : {}),
        set: changed,
      },
    ];
    const found = patchErrors(changes);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    try {
      const done = await edit.mutateAsync(changes);
      toast.success(t('admin.calendar.saved', { count: done.cells }));
      onClose();
    } catch (err) {
      setFailure(messageOf(err, t('admin.calendar.failed')));
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('admin.rooms.cancel')}
          </Button>
          <Button onClick={() => void save()} disabled={edit.isPending}>
            {edit.isPending ? t('admin.calendar.saving') : t('admin.calendar.save')}
          </Button>
        </>
      }
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {row.kind === 'room' ? (
          <>
            <p className="text-sm text-slate-600">
              {t('admin.calendar.soldHeld', {
                sold: row.nights[col]!.sold,
                held: row.nights[col]!.held,
                left: roomsLeft(row.nights[col]!),
              })}
            </p>
            <NumberInput
              label={t('admin.calendar.field.rooms')}
              value={values.rooms as string}
              onValue={(v) => set('rooms', v)}
              error={errors.rooms}
            />
            <Check label={t('admin.calendar.field.stopSell')} checked={values.stopSell as boolean} onCheck={(v) => set('stopSell', v)} />
          </>
        ) : (
          <>
            <NumberInput
              label={t('admin.calendar.field.price')}
              value={values.price as string}
              onValue={(v) => set('price', v)}
              error={errors.price}
              disabled={row.derived}
              hint={row.derived ? t('admin.calendar.derivedHint') : undefined}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <NumberInput
                label={t('admin.calendar.field.minStay')}
                value={values.minStay as string}
                onValue={(v) => set('minStay', v)}
                error={errors.minStay}
              />
              <NumberInput
                label={t('admin.calendar.field.maxStay')}
                value={values.maxStay as string}
                onValue={(v) => set('maxStay', v)}
                error={errors.maxStay}
                hint={t('admin.calendar.maxStayHint')}
              />
            </div>
            <Check
              label={t('admin.calendar.field.closedToArrival')}
              checked={values.closedToArrival as boolean}
              onCheck={(v) => set('closedToArrival', v)}
            />
            <Check
              label={t('admin.calendar.field.closedToDeparture')}
              checked={values.closedToDeparture as boolean}
              onCheck={(v) => set('closedToDeparture', v)}
            />
            <Check label={t('admin.calendar.field.closed')} checked={values.closed as boolean} onCheck={(v) => set('closed', v)} />
            {!row.derived && (
              <OccupancyFields
                draft={occupancy}
                onDraft={setOccupancy}
                baseOccupancy={row.baseOccupancy}
                ageRules={ageRules}
                plan={row.planOccupancy}
                errors={errors}
              />
            )}
          </>
        )}
        <AlertText message={errors.set ?? failure} className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800" />
        <button type="submit" hidden />
      </form>
      <div className="mt-5 border-t border-slate-200 pt-3">
        {history ? (
          <NightHistory
            hotelId={hotelId}
            date={date}
            roomTypeId={row.roomTypeId}
            ratePlanId={row.kind === 'rate' ? row.ratePlanId : null}
          />
        ) : (
          <button
            type="button"
            onClick={() => setHistory(true)}
            className="text-sm font-semibold text-teal-800 underline-offset-2 hover:underline"
          >
            {t('admin.calendar.showHistory')}
          </button>
        )}
      </div>
    </Dialog>
  );
}

function Check({ label, checked, onCheck }: { label: string; checked: boolean; onCheck: (v: boolean) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
      <input type="checkbox" checked={checked} onChange={(e) => onCheck(e.currentTarget.checked)} className="h-4 w-4 accent-teal-700" />
      {label}
    </label>
  );
}
