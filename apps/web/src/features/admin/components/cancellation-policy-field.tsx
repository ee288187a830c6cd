// The cancellation policy of a hotel, cab or tour form: the kinds of policy the contract allows for the
// listing's kind (packages/contract/src/cancellation-policy.ts checks it on save), and the policy in the
// plain words the booking pages will use (describePolicy) as a preview.
import type { BookingKind } from '@raahi/contract/rules/booking-actions';
import { DEFAULT_POLICIES, describePolicy, type CancellationPolicy, type RefundTier } from '@raahi/contract/rules/cancellation';
import { useId } from 'react';
import { useWords } from '../../../lib/i18n.tsx';
import { useController, useFormState, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { inputClass, RemoveButton } from './form-fields.tsx';
import { useT } from '../../../lib/i18n.tsx';

type Choice = 'default' | CancellationPolicy['type'];
const CHOICES: Record<BookingKind, Choice[]> = {
  hotel: ['default', 'free-until', 'non-refundable'],
  cab: ['default', 'free-until', 'non-refundable'],
  tour: ['default', 'tiers', 'non-refundable'],
};

/** A fresh policy of a type (the kind's default when it has that type). */
function startOf(kind: BookingKind, type: Choice): CancellationPolicy | null {
  if (type === 'default') return null;
  const standard = DEFAULT_POLICIES[kind];
  if (standard.type === type) return standard;
  if (type === 'non-refundable') return { type };
  if (type === 'free-until') return { type, hours: 24, fee: { percent: 25 } };
  return { type: 'tiers', tiers: [{ daysBefore: 7, refundPercent: 50 }] };
}

/** Every message under the policy (its own and its parts'), as the contract's schema gave them. */
function messagesIn(error: unknown): string[] {
  if (!error || typeof error !== 'object') return [];
  const own = typeof (error as { message?: unknown }).message === 'string' ? [(error as { message: string }).message] : [];
  const parts = Object.entries(error)
    .filter(([k]) => k !== 'message' && k !== 'type' && k !== 'ref')
    .flatMap(([, v]) => messagesIn(v));
  return [...new Set([...own, ...parts])];
}

const numberOf = (v: string) => (v === '' ? NaN : Number(v));
const smallInput = `${inputClass} w-28`;

/** A labelled whole number ('' while empty; NaN until one is typed). */
function WholeNumber({
  id,
  label,
  min,
  max,
  value,
  onValue,
}: {
  id: string;
  label: string;
  min: number;
  max?: number;
  value: number;
  onValue: (n: number) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={Number.isNaN(value) ? '' : value}
        onChange={(e) => onValue(numberOf(e.target.value))}
        className={smallInput}
      />
    </div>
  );
}

export function CancellationPolicyField<T extends FieldValues>({
  control,
  name,
  kind,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  kind: BookingKind;
}) {
  const t = useT();
  const id = useId();
  const words = useWords();
  const { field } = useController({ control, name });
  const { errors } = useFormState({ control, name });
  const policy = (field.value ?? null) as CancellationPolicy | null;
  const set = (p: CancellationPolicy | null) => field.onChange(p);
  const errorList = messagesIn(name.split('.').reduce<unknown>((e, k) => (e as Record<string, unknown> | undefined)?.[k], errors));
  const choice: Choice = policy?.type ?? 'default';
  const preview = describePolicy(policy ?? DEFAULT_POLICIES[kind], kind, words);
  const tiers = policy?.type === 'tiers' ? policy.tiers : [];
  const setTier = (i: number, tier: Partial<RefundTier>) =>
    set({ type: 'tiers', tiers: tiers.map((x, j) => (j === i ? { ...x, ...tier } : x)) });

  return (
    <fieldset className="space-y-3" aria-describedby={`${id}-preview ${errorList.length ? `${id}-err` : ''}`}>
      <legend className="text-sm font-medium text-slate-800">{t('admin.policy.legend')}</legend>
      <div>
        <label htmlFor={`${id}-type`} className="block text-sm text-slate-700">
          {t('admin.policy.policy')}
        </label>
        <select
          id={`${id}-type`}
          value={choice}
          onChange={(e) => set(startOf(kind, e.target.value as Choice))}
          onBlur={field.onBlur}
          className={`${inputClass} sm:max-w-md`}
        >
          {CHOICES[kind].map((c) => (
            <option key={c} value={c}>
              {t(`admin.policy.choice.${c}`)}
            </option>
          ))}
        </select>
      </div>

      {policy?.type === 'free-until' && (
        <div className="flex flex-wrap items-end gap-3">
          <WholeNumber
            id={`${id}-hours`}
            label={t(`admin.policy.freeUntil.${kind}`)}
            min={0}
            value={policy.hours}
            onValue={(n) => set({ ...policy, hours: n })}
          />
          {kind === 'hotel' && (
            <div>
              <label htmlFor={`${id}-fee`} className="block text-sm text-slate-700">
                {t('admin.policy.thenCharge')}
              </label>
              <select
                id={`${id}-fee`}
                value={policy.fee === 'first-night' ? 'first-night' : 'percent'}
                onChange={(e) => set({ ...policy, fee: e.target.value === 'first-night' ? 'first-night' : { percent: 25 } })}
                className={inputClass}
              >
                <option value="percent">{t('admin.policy.percent')}</option>
                <option value="first-night">{t('admin.policy.firstNight')}</option>
              </select>
            </div>
          )}
          {policy.fee !== 'first-night' && (
            <WholeNumber
              id={`${id}-pct`}
              label={t('admin.policy.fee')}
              min={1}
              max={100}
              value={policy.fee.percent}
              onValue={(n) => set({ ...policy, fee: { percent: n } })}
            />
          )}
        </div>
      )}

      {policy?.type === 'tiers' && (
        <div className="space-y-2">
          {tiers.map((tier, i) => (
            <div key={i} className="flex flex-wrap items-end gap-3">
              <WholeNumber
                id={`${id}-d${i}`}
                label={t('admin.policy.from')}
                min={0}
                value={tier.daysBefore}
                onValue={(n) => setTier(i, { daysBefore: n })}
              />
              <WholeNumber
                id={`${id}-r${i}`}
                label={t('admin.policy.refund')}
                min={0}
                max={100}
                value={tier.refundPercent}
                onValue={(n) => setTier(i, { refundPercent: n })}
              />
              {tiers.length > 1 && (
                <RemoveButton
                  label={t('admin.policy.removeTier', { n: i + 1 })}
                  onClick={() => set({ type: 'tiers', tiers: tiers.filter((_, j) => j !== i) })}
                />
              )}
            </div>
          ))}
          <button
            type="button"
            onClick={() => set({ type: 'tiers', tiers: [...tiers, { daysBefore: 0, refundPercent: 0 }] })}
            className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600"
          >
            {t('admin.policy.addTier')}
          </button>
        </div>
      )}

      <p id={`${id}-preview`} className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800" aria-live="polite">
        <span className="font-medium">{t('admin.policy.guestsRead')} </span>
        <span data-testid="policy-preview">{preview}</span>
      </p>
      {errorList.length > 0 && (
        <p id={`${id}-err`} role="alert" className="text-sm font-medium text-red-700">
          {errorList.join(' ')}
        </p>
      )}
    </fieldset>
  );
}
