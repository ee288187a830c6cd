// The day-by-day tour plan: add and remove days (always numbered from 1 in order), and per day
// add and remove cars, sightseeing items and hotels.
import type { ReactNode } from 'react';
import { useFieldArray, type Control, type FieldPath, type FieldPathByValue } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { NumberField, TextAreaField, TextField } from '../../components/form-fields.tsx';
import { ImageField } from '../../components/image-field.tsx';
import type { ImageValue } from '../../components/image-uploads.tsx';
import { emptyCar, emptyDay, emptySight, emptyStay, type TourFormValues } from './tour-form-values.ts';

type Ctx = { control: Control<TourFormValues> };

export function TourPlanEditor({ control }: Ctx) {
  const days = useFieldArray({ control, name: 'tourPlan' });
  return (
    <section aria-labelledby="tour-plan-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="tour-plan-heading" className="text-lg font-semibold text-slate-900">
            Tour plan
          </h2>
          <p className="text-sm text-slate-600">
            {days.fields.length === 1 ? '1 day' : `${days.fields.length} days`}. Days are numbered in order; removing one renumbers the
            rest.
          </p>
        </div>
        <Button variant="secondary" onClick={() => days.append(emptyDay())} disabled={days.fields.length >= 60}>
          + Add day
        </Button>
      </div>
      {days.fields.length === 0 && (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">
          No days yet. Add the first day of the trip.
        </p>
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
          + Add day {days.fields.length + 1}
        </Button>
      )}
    </section>
  );
}

function ItemCard({ legend, onRemove, children }: { legend: string; onRemove: () => void; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-slate-50/60 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-700">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
      <div className="mt-2 text-right">
        <button type="button" onClick={onRemove} className="rounded-md px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50">
          Remove {legend}
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

type Field = { name: string; label: string; placeholder?: string; number?: 'count' | 'rating'; className?: string };

/** A sight's or a stay's name and location. */
const place = (what: string): Field[] => [
  { name: 'name', label: `${what} name` },
  { name: 'location', label: 'Location' },
];

/** What a day lists, one group each: the noun of its buttons, legends and picture, a new entry, an entry's fields. */
const GROUPS = [
  {
    key: 'car',
    title: 'Cars',
    noun: 'car',
    empty: emptyCar,
    fields: [
      { name: 'destination', label: 'Source and Destination', placeholder: 'Delhi to Agra' },
      { name: 'type', label: 'Type', placeholder: 'SUV' },
      { name: 'model', label: 'Model', placeholder: 'Toyota Innova' },
      { name: 'facilities', label: 'Facilities', placeholder: 'AC, water bottles', className: 'sm:col-span-2 lg:col-span-3' },
    ],
  },
  {
    key: 'sightseeing',
    title: 'Sightseeing',
    noun: 'sightseeing',
    empty: emptySight,
    fields: [
      ...place('Sightseeing'),
      { name: 'duration', label: 'Duration', placeholder: '3 hours' },
      { name: 'places', label: 'Places', placeholder: 'Taj Mahal, Agra Fort', className: 'sm:col-span-2' },
      { name: 'placesCovered', label: 'Places covered', number: 'count' },
    ],
  },
  {
    key: 'hotels',
    title: 'Hotels',
    noun: 'hotel',
    empty: emptyStay,
    fields: [
      ...place('Hotel'),
      { name: 'timming', label: 'Timing', placeholder: 'Check-in 2 PM' },
      { name: 'ratings', label: 'Ratings', number: 'rating' },
      { name: 'stayDate', label: 'Stay date', placeholder: 'Night 1' },
    ],
  },
] satisfies { key: 'car' | 'sightseeing' | 'hotels'; title: string; noun: string; empty: () => object; fields: Field[] }[];

function DayEditor({ index, onRemove, control }: Ctx & { index: number; onRemove: () => void }) {
  const day = index + 1;
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <legend className="sr-only">Day {day}</legend>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 aria-hidden="true" className="flex items-center gap-2 text-base font-bold text-slate-900">
          <span className="grid h-7 w-7 place-items-center rounded-full bg-teal-700 text-xs text-white">{day}</span>
          Day {day}
        </h3>
        <button
          type="button"
          onClick={onRemove}
          className="rounded-lg px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600"
        >
          Remove day {day}
        </button>
      </div>
      <TextAreaField control={control} name={`tourPlan.${index}.description`} label={`Day ${day} description`} rows={3} />
      {GROUPS.map((group) => (
        <DayGroup key={group.key} control={control} index={index} group={group} />
      ))}
    </fieldset>
  );
}

/** One list of a day (its cars, sightseeing or hotels): add entries, edit and remove each. */
function DayGroup({ control, index, group }: Ctx & { index: number; group: (typeof GROUPS)[number] }) {
  const day = index + 1;
  const entries = useFieldArray({ control, name: `tourPlan.${index}.${group.key}` });
  const path = (j: number, name: string) => `tourPlan.${index}.${group.key}.${j}.${name}` as FieldPath<TourFormValues>;
  return (
    <div className="mt-4 space-y-3">
      <SubHeader
        title={group.title}
        count={entries.fields.length}
        onAdd={() => entries.append(group.empty() as never)}
        addLabel={`+ Add ${group.noun} to day ${day}`}
      />
      {entries.fields.map((f, j) => (
        <ItemCard key={f.id} legend={`Day ${day} ${group.noun} ${j + 1}`} onRemove={() => entries.remove(j)}>
          {group.fields.map(({ name, number, ...field }: Field) =>
            number ? (
              <NumberField key={name} control={control} name={path(j, name)} kind={number} {...field} />
            ) : (
              <TextField key={name} control={control} name={path(j, name)} {...field} />
            ),
          )}
          <ImageField
            control={control}
            name={path(j, 'image') as FieldPathByValue<TourFormValues, ImageValue>}
            label={`${group.noun[0]!.toUpperCase()}${group.noun.slice(1)} image`}
            className="sm:col-span-2 lg:col-span-3"
          />
        </ItemCard>
      ))}
    </div>
  );
}
