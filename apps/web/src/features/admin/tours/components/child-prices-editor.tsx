// What children pay on a package: up to four age bands with a price each, the age below which a child is a
// free infant without a seat, and the supplement an adult pays for a room alone (decision 0065).
import { MAX_CHILD_AGE, MAX_CHILD_BANDS } from '@raahi/contract/rules/travellers';
import { useFieldArray, type Control } from 'react-hook-form';
import { FormSection, NumberField } from '../../components/form-fields.tsx';
import { useT } from '../../../../lib/i18n.tsx';
import type { TourFormValues } from './tour-form-values.ts';

export function ChildPricesEditor({ control }: { control: Control<TourFormValues> }) {
  const t = useT();
  const bands = useFieldArray({ control, name: 'childPrices' });
  return (
    <FormSection title={t('admin.tours.children.title')}>
      <p className="text-sm text-slate-600">{t('admin.tours.children.hint')}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <NumberField
          control={control}
          name="infantBelowAge"
          label={t('admin.tours.children.infantBelowAge')}
          kind="count"
          max={MAX_CHILD_AGE + 1}
        />
        <NumberField control={control} name="singleSupplement" label={t('admin.tours.children.singleSupplement')} kind="money" />
      </div>
      <ul className="mt-4 space-y-3" aria-label={t('admin.tours.children.bands')}>
        {bands.fields.map((field, i) => (
          <li key={field.id} className="grid items-end gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_1fr_auto]">
            <NumberField
              control={control}
              name={`childPrices.${i}.fromAge`}
              label={t('admin.tours.children.fromAge', { n: i + 1 })}
              kind="count"
              max={MAX_CHILD_AGE}
            />
            <NumberField
              control={control}
              name={`childPrices.${i}.toAge`}
              label={t('admin.tours.children.toAge', { n: i + 1 })}
              kind="count"
              max={MAX_CHILD_AGE}
            />
            <NumberField
              control={control}
              name={`childPrices.${i}.price`}
              label={t('admin.tours.children.price', { n: i + 1 })}
              kind="money"
            />
            <button
              type="button"
              onClick={() => bands.remove(i)}
              className="rounded-lg border border-red-300 px-3 py-2 text-sm font-medium text-red-700 hover:bg-red-50"
            >
              {t('admin.tours.children.remove', { n: i + 1 })}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        disabled={bands.fields.length >= MAX_CHILD_BANDS}
        onClick={() => bands.append({ fromAge: NaN, toAge: NaN, price: NaN })}
        className="mt-3 rounded-lg border border-sky-700 px-3 py-2 text-sm font-semibold text-sky-800 hover:bg-sky-50 disabled:opacity-40"
      >
        {t('admin.tours.children.add')}
      </button>
    </FormSection>
  );
}
