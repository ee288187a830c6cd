// The bulk edit: nights from–to, on some weekdays, of some room types and plans, and what to set (a price,
// a change of price by % or ₹, rooms to sell, stop-sell, minimum and maximum stay, CTA, CTD, closed).
// 'Preview' asks the server how many cells would change (dryRun) without changing them; 'Apply' changes
// them all or none, and a refusal (rooms below those sold) names the nights.
import type { CalendarChange, CalendarSet, RatePlan, RoomType } from '@raahi/contract/rooms';
import type { AgeRules } from '@raahi/contract/rules/occupancy';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { AlertText } from '../../../../components/ui/states.tsx';
import { messageOf } from '../../../../lib/api-client.ts';
import { useT } from '../../../../lib/i18n.tsx';
import { toast } from '../../../../lib/toast.ts';
import { inputClass } from '../../components/form-fields.tsx';
import { useEditCalendar, usePreviewCalendar } from '../api/calendar.ts';
import type { Scope } from './calendar-model.ts';
import { patchErrors } from './edit-errors.ts';
import { NumberInput } from './number-input.tsx';
import { childBands, OccupancyFields, occupancySet, type OccupancyDraft } from './occupancy-fields.tsx';
import { storedWord } from '@raahi/contract/i18n/stored-words';

type Flag = '' | 'yes' | 'no';
type PriceMode = '' | 'price' | 'percent' | 'rupees';
type OccupancyMode = '' | 'set' | 'plan';
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const FLAGS = ['stopSell', 'closedToArrival', 'closedToDeparture', 'closed'] as const;

type Props = {
  hotelId: string;
  roomTypes: RoomType[];
  plans: RatePlan[];
  scope: Scope;
  ageRules: AgeRules | undefined;
  onClose: () => void;
  onApplied: () => void;
};

export function BulkEditDialog({ hotelId, roomTypes, plans, scope, ageRules, onClose, onApplied }: Props) {
  const t = useT();
  const id = useId();
  const edit = useEditCalendar(hotelId);
  const preview = usePreviewCalendar(hotelId);
  const [from, setFrom] = useState(scope.from);
  const [to, setTo] = useState(scope.to);
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [roomTypeIds, setRoomTypeIds] = useState<string[]>(scope.roomTypeIds);
  const [ratePlanIds, setRatePlanIds] = useState<string[]>(scope.ratePlanIds);
  const [priceMode, setPriceMode] = useState<PriceMode>('');
  const [amount, setAmount] = useState('');
  const [occupancyMode, setOccupancyMode] = useState<OccupancyMode>('');
  const [occupancy, setOccupancy] = useState<OccupancyDraft>({});
  const [rooms, setRooms] = useState('');
  const [minStay, setMinStay] = useState('');
  const [maxStay, setMaxStay] = useState('');
  const [flags, setFlags] = useState<Record<(typeof FLAGS)[number], Flag>>({
    stopSell: '',
    closedToArrival: '',
    closedToDeparture: '',
    closed: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [counted, setCounted] = useState<number | null>(null);

  const toggle = (list: string[], v: string) => (list.includes(v) ? list.filter((x) => x !== v) : [...list, v]);
  const change = (): CalendarChange => {
    const set: CalendarSet = {};
    const n = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));
    if (priceMode === 'price') set.price = n(amount);
    if (priceMode === 'percent') set.priceChange = { percent: n(amount) };
    if (priceMode === 'rupees') set.priceChange = { rupees: n(amount) };
    if (occupancyMode === 'plan') set.occupancy = null;
    if (occupancyMode === 'set') set.occupancy = occupancySet(occupancy, childBands(ageRules).length, undefined) ?? {};
    if (rooms.trim() !== '') set.rooms = n(rooms);
    if (minStay.trim() !== '') set.minStay = n(minStay);
    if (maxStay.trim() !== '') set.maxStay = n(maxStay);
    for (const f of FLAGS) if (flags[f]) set[f] = flags[f] === 'yes';
    return {
      from,
      to,
      roomTypeIds,
      ...(weekdays.length ? { weekdays: [...weekdays].sort() } : {}),
      ...(ratePlanIds.length ? { ratePlanIds } : {}),
      set,
    };
  };
  /** The change, or null after showing why the contract refuses it. */
  const checked = () => {
    const changes = [change()];
    const found = patchErrors(changes);
    setErrors(found);
    setFailure(null);
    return Object.keys(found).length ? null : changes;
  };
  const onPreview = async () => {
    const changes = checked();
    if (!changes) return;
    try {
      setCounted((await preview.mutateAsync(changes)).cells);
    } catch (err) {
      setCounted(null);
      setFailure(messageOf(err, t('admin.calendar.failed')));
    }
  };
  const onApply = async () => {
    const changes = checked();
    if (!changes) return;
    try {
      const done = await edit.mutateAsync(changes);
      toast.success(t('admin.calendar.saved', { count: done.cells }));
      onApplied();
      onClose();
    } catch (err) {
      setFailure(messageOf(err, t('admin.calendar.failed')));
    }
  };
  // any edit of the form makes the last preview stale
  const touch =
    <A,>(fn: (a: A) => void) =>
    (a: A) => {
      setCounted(null);
      fn(a);
    };
  const busy = edit.isPending || preview.isPending;
  const edited = roomTypes.filter((r) => roomTypeIds.includes(r._id));
  const baseOccupancy = Math.min(...(edited.length ? edited : roomTypes).map((r) => r.baseOccupancy));
  const other = errors.set ?? errors.roomTypeIds ?? errors.ratePlanIds ?? errors.weekdays ?? errors.changes ?? null;

  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={t('admin.calendar.bulk.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('admin.rooms.cancel')}
          </Button>
          <Button variant="secondary" onClick={() => void onPreview()} disabled={busy}>
            {preview.isPending ? t('admin.calendar.bulk.counting') : t('admin.calendar.bulk.preview')}
          </Button>
          <Button onClick={() => void onApply()} disabled={busy}>
            {edit.isPending ? t('admin.calendar.saving') : t('admin.calendar.bulk.apply')}
          </Button>
        </>
      }
    >
      <form noValidate className="space-y-5" onSubmit={(e) => e.preventDefault()}>
        <div className="grid gap-4 sm:grid-cols-2">
          <DateInput label={t('admin.calendar.bulk.from')} value={from} onValue={touch(setFrom)} error={errors.from} />
          <DateInput label={t('admin.calendar.bulk.to')} value={to} onValue={touch(setTo)} error={errors.to} />
        </div>
        <Boxes legend={t('admin.calendar.bulk.weekdays')} hint={t('admin.calendar.bulk.weekdaysHint')}>
          {WEEKDAYS.map((d) => (
            <Tick
              key={d}
              label={t(`admin.calendar.weekday.${d}`)}
              checked={weekdays.includes(d)}
              onCheck={touch(() => setWeekdays((w) => (w.includes(d) ? w.filter((x) => x !== d) : [...w, d])))}
            />
          ))}
        </Boxes>
        <Boxes legend={t('admin.calendar.bulk.roomTypes')}>
          {roomTypes.map((r) => (
            <Tick
              key={r._id}
              label={storedWord(t, r.name)}
              checked={roomTypeIds.includes(r._id)}
              onCheck={touch(() => setRoomTypeIds((l) => toggle(l, r._id)))}
            />
          ))}
        </Boxes>
        <Boxes legend={t('admin.calendar.bulk.plans')} hint={t('admin.calendar.bulk.plansHint')}>
          {plans.map((p) => (
            <Tick
              key={p._id}
              label={storedWord(t, p.name)}
              checked={ratePlanIds.includes(p._id)}
              onCheck={touch(() => setRatePlanIds((l) => toggle(l, p._id)))}
            />
          ))}
        </Boxes>

        <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-800">{t('admin.calendar.bulk.set')}</legend>
          <p className="text-xs text-slate-500">{t('admin.calendar.bulk.setHint')}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor={`${id}-price`} className="block text-sm font-medium text-slate-800">
                {t('admin.calendar.field.price')}
              </label>
              <select
                id={`${id}-price`}
                value={priceMode}
                onChange={(e) => touch(setPriceMode)(e.currentTarget.value as PriceMode)}
                className={inputClass}
              >
                <option value="">{t('admin.calendar.bulk.noChange')}</option>
                <option value="price">{t('admin.calendar.bulk.setPrice')}</option>
                <option value="percent">{t('admin.calendar.bulk.changePercent')}</option>
                <option value="rupees">{t('admin.calendar.bulk.changeRupees')}</option>
              </select>
            </div>
            {priceMode && (
              <NumberInput
                label={t(
                  priceMode === 'price'
                    ? 'admin.calendar.bulk.newPrice'
                    : priceMode === 'percent'
                      ? 'admin.calendar.bulk.byPercent'
                      : 'admin.calendar.bulk.byRupees',
                )}
                value={amount}
                onValue={touch(setAmount)}
                error={errors.price ?? errors.percent ?? errors.rupees ?? errors.priceChange}
                hint={priceMode === 'price' ? undefined : t('admin.calendar.bulk.changeHint')}
              />
            )}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor={`${id}-occupancy`} className="block text-sm font-medium text-slate-800">
                {t('admin.calendar.field.occupancy')}
              </label>
              <select
                id={`${id}-occupancy`}
                value={occupancyMode}
                onChange={(e) => touch(setOccupancyMode)(e.currentTarget.value as OccupancyMode)}
                className={inputClass}
              >
                <option value="">{t('admin.calendar.bulk.noChange')}</option>
                <option value="set">{t('admin.calendar.occupancy.set')}</option>
                <option value="plan">{t('admin.calendar.occupancy.plan')}</option>
              </select>
            </div>
          </div>
          {occupancyMode === 'set' && (
            <OccupancyFields
              draft={occupancy}
              onDraft={touch(setOccupancy)}
              baseOccupancy={baseOccupancy}
              ageRules={ageRules}
              errors={errors}
            />
          )}
          <div className="grid gap-4 sm:grid-cols-3">
            <NumberInput label={t('admin.calendar.field.rooms')} value={rooms} onValue={touch(setRooms)} error={errors.rooms} />
            <NumberInput label={t('admin.calendar.field.minStay')} value={minStay} onValue={touch(setMinStay)} error={errors.minStay} />
            <NumberInput label={t('admin.calendar.field.maxStay')} value={maxStay} onValue={touch(setMaxStay)} error={errors.maxStay} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {FLAGS.map((f) => (
              <div key={f}>
                <label htmlFor={`${id}-${f}`} className="block text-sm font-medium text-slate-800">
                  {t(`admin.calendar.field.${f}`)}
                </label>
                <select
                  id={`${id}-${f}`}
                  value={flags[f]}
                  onChange={(e) => touch((v: Flag) => setFlags((old) => ({ ...old, [f]: v })))(e.currentTarget.value as Flag)}
                  className={inputClass}
                >
                  <option value="">{t('admin.calendar.bulk.noChange')}</option>
                  <option value="yes">{t(`admin.calendar.bulk.on.${f}`)}</option>
                  <option value="no">{t(`admin.calendar.bulk.off.${f}`)}</option>
                </select>
              </div>
            ))}
          </div>
        </fieldset>
        <AlertText message={other ?? failure} className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800" />
        <p role="status" className="text-sm font-semibold text-teal-900">
          {counted !== null ? t('admin.calendar.bulk.willChange', { count: counted }) : ''}
        </p>
      </form>
    </Dialog>
  );
}

function DateInput({ label, value, onValue, error }: { label: string; value: string; onValue: (v: string) => void; error?: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        onChange={(e) => onValue(e.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        className={inputClass}
      />
      {error && (
        <p id={`${id}-err`} className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function Boxes({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">{children}</div>
    </fieldset>
  );
}

function Tick({ label, checked, onCheck }: { label: string; checked: boolean; onCheck: (v: boolean) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <input type="checkbox" checked={checked} onChange={(e) => onCheck(e.currentTarget.checked)} className="h-4 w-4 accent-teal-700" />
      {label}
    </label>
  );
}
