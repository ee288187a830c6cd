// The guest's details on the booking review (the form of guest-details.ts's GuestForm): a part apart, so its
// code loads in its own turn after the first paint.
import { INDIAN_STATES } from '@raahi/contract/indian-states';
import type { User } from '@raahi/contract/users';
import { Card } from '../../../components/ui/card.tsx';
import {
  Checkbox,
  CheckedField,
  Options,
  CheckedInput,
  LabelledInput,
  bindCheckedInput,
  checkedProps,
  inputClass,
} from '../../../components/ui/fields.tsx';
import { useT } from '../../../lib/i18n.tsx';
import type { MessageKey } from '@raahi/contract/i18n/catalogue';
import { guestEmailOf, guestFieldId, guestNameOf, type GuestErrors, type GuestForm } from './guest-details.ts';

export function GuestDetails({
  value: g,
  user,
  errors,
  onChange,
}: {
  value: GuestForm;
  user: User | null | undefined;
  errors: GuestErrors;
  onChange: (next: GuestForm) => void;
}) {
  const t = useT();
  const set = (patch: Partial<GuestForm>) => onChange({ ...g, ...patch });
  const bind = bindCheckedInput(g, errors, set, guestFieldId);
  return (
    <Card title={t('hotels.guest.title')}>
      <div className="grid gap-3 sm:grid-cols-2">
        <LabelledInput label={t('hotels.guest.name')} autoComplete="name" value={guestNameOf(g, user)} onValue={(name) => set({ name })} />
        <LabelledInput
          label={t('hotels.guest.email')}
          type="email"
          autoComplete="email"
          value={guestEmailOf(g, user)}
          onValue={(email) => set({ email })}
        />
        <CheckedInput label={t('hotels.guest.mobile')} type="tel" autoComplete="tel" inputMode="tel" {...bind('mobile')} />
        <CheckedInput label={t('hotels.guest.gst')} {...bind('gst')} />
        {g.gst.trim() && <CheckedInput label={t('hotels.guest.gstName')} autoComplete="organization" {...bind('gstName')} />}
        <CheckedField id={guestFieldId('state')} label={t('hotels.guest.state')} error={errors.state}>
          <select
            {...checkedProps(guestFieldId('state'), errors.state)}
            className={inputClass}
            value={g.state}
            onChange={(e) => set({ state: e.target.value })}
          >
            <option value="">{t('hotels.guest.statePrompt')}</option>
            <Options options={INDIAN_STATES.map((s) => ({ value: s.value, label: t(`hotels.state.${s.value}` as MessageKey) }))} />
          </select>
        </CheckedField>
        <Checkbox
          checked={g.save}
          onChange={(save) => set({ save })}
          className="flex items-center gap-2 self-end text-sm text-slate-700 sm:pb-2"
        >
          {t('hotels.guest.save')}
        </Checkbox>
      </div>
    </Card>
  );
}
