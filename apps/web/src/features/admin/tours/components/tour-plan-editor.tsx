// The day-by-day tour plan: add and remove days (always numbered from 1 in order), and per day
// add and remove cars, sightseeing items and hotels.
import type { ReactNode } from 'react';
import { useFieldArray, type Control } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../components/form-fields.tsx';
import { ImageField } from '../../components/image-field.tsx';
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

function DayEditor({ index, onRemove, control }: Ctx & { index: number; onRemove: () => void }) {
  const day = index + 1;
  const cars = useFieldArray({ control, name: `tourPlan.${index}.car` });
  const sights = useFieldArray({ control, name: `tourPlan.${index}.sightseeing` });
  const stays = useFieldArray({ control, name: `tourPlan.${index}.hotels` });
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

      <div className="mt-4 space-y-3">
        <SubHeader title="Cars" count={cars.fields.length} onAdd={() => cars.append(emptyCar())} addLabel={`+ Add car to day ${day}`} />
        {cars.fields.map((f, j) => (
          <ItemCard key={f.id} legend={`Day ${day} car ${j + 1}`} onRemove={() => cars.remove(j)}>
            <TextField
              label="Source and Destination"
              control={control}
              name={`tourPlan.${index}.car.${j}.destination`}
              placeholder="Delhi to Agra"
            />
            <TextField label="Type" control={control} name={`tourPlan.${index}.car.${j}.type`} placeholder="SUV" />
            <TextField label="Model" control={control} name={`tourPlan.${index}.car.${j}.model`} placeholder="Toyota Innova" />
            <TextField
              label="Facilities"
              control={control}
              name={`tourPlan.${index}.car.${j}.facilities`}
              placeholder="AC, water bottles"
              className="sm:col-span-2 lg:col-span-3"
            />
            <ImageField
              control={control}
              name={`tourPlan.${index}.car.${j}.image`}
              label="Car image"
              className="sm:col-span-2 lg:col-span-3"
            />
          </ItemCard>
        ))}
      </div>

      <div className="mt-4 space-y-3">
        <SubHeader
          title="Sightseeing"
          count={sights.fields.length}
          onAdd={() => sights.append(emptySight())}
          addLabel={`+ Add sightseeing to day ${day}`}
        />
        {sights.fields.map((f, j) => (
          <ItemCard key={f.id} legend={`Day ${day} sightseeing ${j + 1}`} onRemove={() => sights.remove(j)}>
            <TextField label="Sightseeing name" control={control} name={`tourPlan.${index}.sightseeing.${j}.name`} />
            <TextField label="Location" control={control} name={`tourPlan.${index}.sightseeing.${j}.location`} />
            <TextField label="Duration" control={control} name={`tourPlan.${index}.sightseeing.${j}.duration`} placeholder="3 hours" />
            <TextField
              label="Places"
              control={control}
              name={`tourPlan.${index}.sightseeing.${j}.places`}
              className="sm:col-span-2"
              placeholder="Taj Mahal, Agra Fort"
            />
            <TextField
              label="Places covered"
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              control={control}
              name={`tourPlan.${index}.sightseeing.${j}.placesCovered`}
            />
            <ImageField
              control={control}
              name={`tourPlan.${index}.sightseeing.${j}.image`}
              label="Sightseeing image"
              className="sm:col-span-2 lg:col-span-3"
            />
          </ItemCard>
        ))}
      </div>

      <div className="mt-4 space-y-3">
        <SubHeader
          title="Hotels"
          count={stays.fields.length}
          onAdd={() => stays.append(emptyStay())}
          addLabel={`+ Add hotel to day ${day}`}
        />
        {stays.fields.map((f, j) => (
          <ItemCard key={f.id} legend={`Day ${day} hotel ${j + 1}`} onRemove={() => stays.remove(j)}>
            <TextField label="Hotel name" control={control} name={`tourPlan.${index}.hotels.${j}.name`} />
            <TextField label="Location" control={control} name={`tourPlan.${index}.hotels.${j}.location`} />
            <TextField label="Timing" control={control} name={`tourPlan.${index}.hotels.${j}.timming`} placeholder="Check-in 2 PM" />
            <TextField
              label="Ratings"
              type="number"
              min={0}
              max={5}
              step={0.1}
              inputMode="decimal"
              control={control}
              name={`tourPlan.${index}.hotels.${j}.ratings`}
            />
            <TextField label="Stay date" control={control} name={`tourPlan.${index}.hotels.${j}.stayDate`} placeholder="Night 1" />
            <ImageField
              control={control}
              name={`tourPlan.${index}.hotels.${j}.image`}
              label="Hotel image"
              className="sm:col-span-2 lg:col-span-3"
            />
          </ItemCard>
        ))}
      </div>
    </fieldset>
  );
}
