// A rate plan's form, checked by the contract's rate plan body: its name and meal plan, its cancellation
// policy, the room types it sells with a base price a night each, or the plan it follows (± % or ± ₹), and
// how many days before arrival it may be booked; with prices of its own, each room type's prices by guests.
import { RATE_MEAL_PLANS } from '@raahi/contract/rules/rates';
import { ratePlanInput, type RatePlan, type RatePlanInput, type RoomType } from '@raahi/contract/rooms';
import type { AgeBand } from '@raahi/contract/rules/occupancy';
import { useId } from 'react';
import { get, useFormState, useWatch, type Control } from 'react-hook-form';
import { useT } from '../../../../lib/i18n.tsx';
import { CancellationPolicyField } from '../../components/cancellation-policy-field.tsx';
import { ContractFormFrame, useContractForm, type SaveProps } from '../../components/contract-form.tsx';
import { FieldMessage, FormSection, inputBase, inputClass, NumberField, SelectField, TextField } from '../../components/form-fields.tsx';
import { mealPlanName } from './plan-words.ts';
import { RatePlanGuestPrices } from './rate-plan-guest-prices.tsx';
import { toBody, type RatePlanValues } from './rate-plan-values.ts';
import { storedWord } from '@raahi/contract/i18n/stored-words';

/** The first message anywhere under a field (a list's entries included). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string' && own) return own;
  for (const [k, v] of Object.entries(error))
    if (k !== 'ref') {
      const m = firstMessage(v);
      if (m) return m;
    }
  return undefined;
}

function useMessage(control: Control<RatePlanValues>, name: 'sells' | 'derived') {
  const { errors } = useFormState({ control, name });
  return firstMessage(get(errors, name));
}

type Props = {
  initial: RatePlanValues;
  roomTypes: RoomType[];
  plans: RatePlan[];
  planId: string | null;
  /** the hotel's child age bands: a price for each */
  bands: AgeBand[];
} & SaveProps<RatePlanInput>;

export function RatePlanForm({ initial, roomTypes, plans, planId, bands, ...save }: Props) {
  const t = useT();
  const form = useContractForm<RatePlanValues, RatePlanInput>({
    schema: ratePlanInput,
    defaultValues: initial,
    toBody,
    renames: { prices: 'sells', derivedFrom: 'derived' },
  });
  const { control, register } = form;
  const parent = useWatch({ control, name: 'derived.ratePlanId' });
  const sells = useWatch({ control, name: 'sells' });
  const sellsError = useMessage(control, 'sells');
  const derivedError = useMessage(control, 'derived');
  const id = useId();
  const parents = plans.filter((p) => p._id !== planId && !p.archivedAt && !p.derivedFrom);
  return (
    <ContractFormFrame form={form} save={save} note={t('admin.rooms.form.required')}>
      <FormSection title={t('admin.rooms.form.about')} grid="gap-4 sm:grid-cols-2">
        <TextField
          control={control}
          name="name"
          label={t('admin.rooms.planForm.name')}
          hint={t('admin.rooms.planForm.nameHint')}
          required
        />
        <SelectField
          control={control}
          name="mealPlan"
          label={t('admin.rooms.planForm.meal')}
          required
          placeholder={t('admin.rooms.planForm.chooseMeal')}
          options={RATE_MEAL_PLANS}
          labelOf={(code) => `${code} · ${mealPlanName(t, code)}`}
        />
      </FormSection>

      <FormSection title={t('admin.rooms.planForm.prices')}>
        <div className="space-y-4">
          <div>
            <label htmlFor={`${id}-parent`} className="block text-sm font-medium text-slate-800">
              {t('admin.rooms.planForm.derive')}
            </label>
            <select id={`${id}-parent`} {...register('derived.ratePlanId')} className={`${inputClass} sm:max-w-md`}>
              <option value="">{t('admin.rooms.planForm.ownPrices')}</option>
              {parents.map((p) => (
                <option key={p._id} value={p._id}>
                  {t('admin.rooms.planForm.followsPlan', { plan: storedWord(t, p.name) })}
                </option>
              ))}
            </select>
          </div>
          {parent && (
            <fieldset className="flex flex-wrap items-end gap-3" aria-describedby={derivedError ? `${id}-derived-err` : undefined}>
              <legend className="mb-1 text-sm font-medium text-slate-800">{t('admin.rooms.planForm.change')}</legend>
              <div>
                <label htmlFor={`${id}-mode`} className="block text-sm text-slate-700">
                  {t('admin.rooms.planForm.changeBy')}
                </label>
                <select id={`${id}-mode`} {...register('derived.mode')} className={inputClass}>
                  <option value="percent">{t('admin.rooms.planForm.percent')}</option>
                  <option value="rupees">{t('admin.rooms.planForm.rupees')}</option>
                </select>
              </div>
              <div>
                <label htmlFor={`${id}-amount`} className="block text-sm text-slate-700">
                  {t('admin.rooms.planForm.amount')}
                </label>
                <input
                  id={`${id}-amount`}
                  type="number"
                  inputMode="decimal"
                  step="any"
                  {...register('derived.amount', { valueAsNumber: true })}
                  aria-invalid={derivedError ? true : undefined}
                  className={inputClass}
                />
              </div>
              <p className="w-full text-xs text-slate-500">{t('admin.rooms.planForm.changeHint')}</p>
              <FieldMessage id={`${id}-derived`} error={derivedError} />
            </fieldset>
          )}
          <fieldset aria-describedby={sellsError ? `${id}-sells-err` : undefined}>
            <legend className="mb-1 text-sm font-medium text-slate-800">{t('admin.rooms.planForm.sells')}</legend>
            <ul className="space-y-2">
              {roomTypes.map((r, i) => (
                <li key={r._id} className="flex flex-wrap items-center gap-3">
                  <label className="flex min-w-48 items-center gap-2 text-sm text-slate-800">
                    <input type="checkbox" {...register(`sells.${i}.on`)} className="h-4 w-4 accent-teal-700" />
                    {storedWord(t, r.name)}
                    {r.archivedAt && <span className="text-xs text-slate-500">({t('admin.rooms.archived')})</span>}
                  </label>
                  {!parent && (
                    <span className="w-40">
                      <input
                        type="number"
                        inputMode="decimal"
                        min={0}
                        step="any"
                        aria-label={t('admin.rooms.planForm.priceOf', { room: storedWord(t, r.name) })}
                        placeholder={t('admin.rooms.planForm.pricePlaceholder')}
                        {...register(`sells.${i}.price`, { valueAsNumber: true })}
                        className={inputBase}
                      />
                    </span>
                  )}
                  {!parent && sells[i]?.on && <RatePlanGuestPrices index={i} roomType={r} bands={bands} register={register} />}
                </li>
              ))}
            </ul>
            <FieldMessage id={`${id}-sells`} error={sellsError} />
          </fieldset>
        </div>
      </FormSection>

      <FormSection title={t('admin.rooms.planForm.window')} grid="gap-4 sm:grid-cols-2">
        <NumberField
          control={control}
          name="minDaysBefore"
          label={t('admin.rooms.planForm.minDays')}
          hint={t('admin.rooms.planForm.minDaysHint')}
          kind="count"
        />
        <NumberField
          control={control}
          name="maxDaysBefore"
          label={t('admin.rooms.planForm.maxDays')}
          hint={t('admin.rooms.planForm.maxDaysHint')}
          kind="count"
        />
      </FormSection>

      <FormSection title={t('admin.rooms.planForm.cancellation')}>
        <CancellationPolicyField control={control} name="cancellationPolicy" kind="hotel" />
      </FormSection>
    </ContractFormFrame>
  );
}
