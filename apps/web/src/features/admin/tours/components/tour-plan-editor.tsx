// The day-by-day tour plan: add and remove days (always numbered from 1 in order), and per day
// add and remove cars, sightseeing items and hotels.
import type { ReactNode } from 'react';
import { useFieldArray, type Control, type FieldPath, type FieldPathByValue } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { NumberField, TextAreaField, TextField } from '../../components/form-fields.tsx';
import { ImageField } from '../../components/image-field.tsx';
import type { ImageValue } from '../../components/image-uploads.tsx';
import { emptyCar, emptyDay, emptySight, emptyStay, type TourFormValues } from './tour-form-values.ts';
import type { MessageKey } from '@raahi/contract/i18n/catalogue';
import { useT } from '../../../../lib/i18n.tsx';

type Ctx = { control: Control<TourFormValues> };

export function TourPlanEditor({ control }: Ctx) {
  const t = useT();
  const days = useFieldArray({ control, name: 'tourPlan' });
  return (
    <section aria-labelledby="tour-plan-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="tour-plan-heading" className="text-lg font-semibold text-slate-900">
            {t('admin.tours.plan.title')}
          </h2>
          <p className="text-sm text-slate-600">{t('admin.tours.plan.count', { count: days.fields.length })}</p>
        </div>
        <Button variant="secondary" onClick={() => days.append(emptyDay())} disabled={days.fields.length >= 60}>
          {t('admin.tours.plan.addDay')}
        </Button>
      </div>
      {days.fields.length === 0 && (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">{t('admin.tours.plan.none')}</p>
      )}
      <ol className="space-y-4">
        {days.fields.map((f, i) => (
          <li key={f.id}>
            <DayEditor index={i} onRemove={() => days.remove(i)} control={control} />
          </li>
        ))}
      </ol>
      {days.fields.length > 0 && (
        <Button variant="secondary" onClick={() => days.append(emptyDay())} disabled={days.fields.length >= 60}>
          {t('admin.tours.plan.addDayN', { day: days.fields.length + 1 })}
        </Button>
      )}
    </section>
  );
}

function ItemCard({ legend, onRemove, children }: { legend: string; onRemove: () => void; children: ReactNode }) {
  const t = useT();
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-slate-50/60 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-700">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
      <div className="mt-2 text-right">
        <button type="button" onClick={onRemove} className="rounded-md px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50">
          {t('admin.form.remove', { item: legend })}
        </button>
      </div>
    </fieldset>
  );
}

function SubHeader({ title, count, onAdd, addLabel }: { title: string; count: number; onAdd: () => void; addLabel: string }) {
  return (
    <div className="flex items-center justify-between gap-2">
      <h4 className="text-sm font-semibold text-slate-800">
        {title} <span className="font-normal text-slate-500">({count})</span>
      </h4>
      <button
        type="button"
        onClick={onAdd}
        className="rounded-md border border-teal-700 px-2.5 py-1 text-sm font-semibold text-teal-800 hover:bg-teal-50"
      >
        {addLabel}
      </button>
    </div>
  );
}

type Field = { name: string; label: MessageKey; placeholder?: MessageKey; number?: 'count' | 'rating'; className?: string };

/** What a day lists, one group each: its words (`admin.tours.plan.<key>…`), a new entry, an entry's fields. */
const GROUPS = [
  {
    key: 'car',
    empty: emptyCar,
    fields: [
      { name: 'destination', label: 'admin.tours.plan.carRoute', placeholder: 'admin.tours.plan.carRoutePlaceholder' },
      { name: 'type', label: 'admin.tours.type', placeholder: 'admin.tours.plan.carTypePlaceholder' },
      { name: 'model', label: 'admin.cabs.model', placeholder: 'admin.tours.plan.carModelPlaceholder' },
      {
        name: 'facilities',
        label: 'admin.tours.plan.facilities',
        placeholder: 'admin.tours.plan.facilitiesPlaceholder',
        className: 'sm:col-span-2 lg:col-span-3',
      },
    ],
  },
  {
    key: 'sightseeing',
    empty: emptySight,
    fields: [
      { name: 'name', label: 'admin.tours.plan.sightName' },
      { name: 'location', label: 'admin.hotelForm.location' },
      { name: 'duration', label: 'admin.tours.duration', placeholder: 'admin.tours.plan.sightDurationPlaceholder' },
      { name: 'places', label: 'admin.tours.plan.places', placeholder: 'admin.tours.plan.placesPlaceholder', className: 'sm:col-span-2' },
      { name: 'placesCovered', label: 'admin.tours.plan.placesCovered', number: 'count' },
    ],
  },
  {
    key: 'hotels',
    empty: emptyStay,
    fields: [
      { name: 'name', label: 'admin.tours.plan.hotelName' },
      { name: 'location', label: 'admin.hotelForm.location' },
      { name: 'timming', label: 'admin.tours.plan.timing', placeholder: 'admin.tours.plan.timingPlaceholder' },
      { name: 'ratings', label: 'admin.tours.plan.ratings', number: 'rating' },
      { name: 'stayDate', label: 'admin.tours.plan.stayDate', placeholder: 'admin.tours.plan.stayDatePlaceholder' },
    ],
  },
] satisfies { key: 'car' | 'sightseeing' | 'hotels'; empty: () => object; fields: Field[] }[];

function DayEditor({ index, onRemove, control }: Ctx & { index: number; onRemove: () => void }) {
  const t = useT();
  const day = index + 1;
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <legend className="sr-only">{t('admin.tours.plan.day', { day })}</legend>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 aria-hidden="true" className="flex items-center gap-2 text-base font-bold text-slate-900">
          <span className="grid h-7 w-7 place-items-center rounded-full bg-teal-700 text-xs text-white">{day}</span>
          {t('admin.tours.plan.day', { day })}
        </h3>
        <button
          type="button"
          onClick={onRemove}
          className="rounded-lg px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600"
        >
          {t('admin.tours.plan.removeDay', { day })}
        </button>
      </div>
      <TextAreaField
        control={control}
        name={`tourPlan.${index}.description`}
        label={t('admin.tours.plan.dayDescription', { day })}
        rows={3}
      />
      {GROUPS.map((group) => (
        <DayGroup key={group.key} control={control} index={index} group={group} />
      ))}
    </fieldset>
  );
}

/** One list of a day (its cars, sightseeing or hotels): add entries, edit and remove each. */
function DayGroup({ control, index, group }: Ctx & { index: number; group: (typeof GROUPS)[number] }) {
  const t = useT();
  const day = index + 1;
  const entries = useFieldArray({ control, name: `tourPlan.${index}.${group.key}` });
  const path = (j: number, name: string) => `tourPlan.${index}.${group.key}.${j}.${name}` as FieldPath<TourFormValues>;
  return (
    <div className="mt-4 space-y-3">
      <SubHeader
        title={t(`admin.tours.plan.${group.key}`)}
        count={entries.fields.length}
        onAdd={() => entries.append(group.empty() as never)}
        addLabel={t(`admin.tours.plan.${group.key}.add`, { day })}
      />
      {entries.fields.map((f, j) => (
        <ItemCard key={f.id} legend={t(`admin.tours.plan.${group.key}.entry`, { day, n: j + 1 })} onRemove={() => entries.remove(j)}>
          {group.fields.map(({ name, number, label, placeholder, className }: Field) => {
            const field = { label: t(label), placeholder: placeholder && t(placeholder), className };
            return number ? (
              <NumberField key={name} control={control} name={path(j, name)} kind={number} {...field} />
            ) : (
              <TextField key={name} control={control} name={path(j, name)} {...field} />
            );
          })}
          <ImageField
            control={control}
            name={path(j, 'image') as FieldPathByValue<TourFormValues, ImageValue>}
            label={t(`admin.tours.plan.${group.key}.image`)}
            className="sm:col-span-2 lg:col-span-3"
          />
        </ItemCard>
      ))}
    </div>
  );
}
