// A room type's prices by guests in the rate plan form (decision 0069): a price for each count of adults
// below its base occupancy, each adult beyond it, and each child by the hotel's age bands. Empty: none set
// (fewer adults pay the base price, extra adults and children nothing).
import type { RoomType } from '@raahi/contract/rooms';
import type { AgeBand } from '@raahi/contract/rules/occupancy';
import { useId } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useT } from '../../../../lib/i18n.tsx';
import { inputClass } from '../../components/form-fields.tsx';
import { fewerAdults, takesExtraAdults, type RatePlanValues } from './rate-plan-values.ts';
import { storedWord } from '@raahi/contract/i18n/stored-words';

type Props = { index: number; roomType: RoomType; bands: AgeBand[]; register: UseFormRegister<RatePlanValues> };

export function RatePlanGuestPrices({ index: i, roomType: r, bands, register }: Props) {
  const t = useT();
  const id = useId();
  const fewer = fewerAdults(r);
  const children = r.maxChildren > 0;
  if (!fewer.length && !takesExtraAdults(r) && !children) return null;
  const field = (key: string, label: string, name: Parameters<typeof register>[0]) => (
    <div key={key}>
      <label htmlFor={`${id}-${key}`} className="block text-sm text-slate-700">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        {...register(name, { valueAsNumber: true })}
        className={inputClass}
      />
    </div>
  );
  return (
    <fieldset className="mt-2 w-full rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">
        {t('admin.rooms.planForm.byGuests', { room: storedWord(t, r.name) })}
      </legend>
      <p className="text-xs text-slate-500">{t('admin.rooms.planForm.byGuestsHint', { base: r.baseOccupancy })}</p>
      <div className="mt-2 grid gap-3 sm:grid-cols-3">
        {fewer.map((n) => field(`adults-${n}`, t('admin.calendar.occupancy.byAdults', { count: n }), `sells.${i}.fewer.${n - 1}`))}
        {takesExtraAdults(r) && field('extra-adult', t('admin.calendar.occupancy.extraAdult'), `sells.${i}.extraAdult`)}
        {children &&
          bands.map((b, band) =>
            field(
              `child-${band}`,
              t('admin.calendar.occupancy.extraChild', { from: b.fromAge, to: b.toAge }),
              `sells.${i}.extraChild.${band}`,
            ),
          )}
      </div>
    </fieldset>
  );
}
