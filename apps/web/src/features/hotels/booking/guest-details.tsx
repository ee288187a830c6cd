import { INDIAN_STATES } from '@raahi/contract/indian-states';
import type { User } from '@raahi/contract/users';
import { checkWith } from '../../../lib/check-with.ts';
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

/** What the guest types: it goes on the booking (and its invoice), and to the profile when the box is ticked. */
export type GuestForm = { name: string; email: string; mobile: string; gst: string; gstName: string; state: string; save: boolean };
export const EMPTY_GUEST: GuestForm = { name: '', email: '', mobile: '', gst: '', gstName: '', state: '', save: false };

export type GuestErrors = Partial<Record<'mobile' | 'gst' | 'gstName' | 'state', string>>;

/** The guest's name and email, falling back to the signed-in user's. */
export const guestNameOf = (g: GuestForm, user: User | null | undefined) =>
  g.name || (user ? `${user.firstName} ${user.lastName}`.trim() : '');
export const guestEmailOf = (g: GuestForm, user: User | null | undefined) => g.email || user?.email || '';

/** The form as shown: what the guest typed, else the billing details saved on their profile. */
export const withSavedBilling = (g: GuestForm, user: User | null | undefined): GuestForm =>
  user
    ? {
        ...g,
        mobile: g.mobile || user.mobile,
        gst: g.gst || user.gstNumber,
        gstName: g.gstName || (g.gst ? '' : (user.gstLegalName ?? '')),
        state: g.state || user.billingState,
      }
    : g;

/** The details as the create call takes them (the invoice names the guest by the Full Name typed, else the account's). */
export const bookingDetailsOf = (g: GuestForm) => ({
  guestName: g.name.trim(),
  mobile: g.mobile.trim(),
  gstNumber: g.gst.trim(),
  // the business's legal name goes with its GSTIN, and only with one
  gstLegalName: g.gst.trim() ? g.gstName.trim() : '',
  state: g.state,
});

/** The create call's own checks of the details the booking keeps, with its messages (its schema loads with the first check). */
export async function guestErrors(g: GuestForm): Promise<GuestErrors> {
  const parsed = checkWith((await import('@raahi/contract/guest-details')).guestDetailsInput, bookingDetailsOf(g));
  if (parsed.ok) return {};
  const errors: GuestErrors = {};
  for (const issue of parsed.issues) {
    const field =
      issue.path[0] === 'gstNumber' ? 'gst' : issue.path[0] === 'gstLegalName' ? 'gstName' : (issue.path[0] as 'mobile' | 'state');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The element id of a guest field, so the page can focus the first one in error. */
export const guestFieldId = (field: keyof GuestForm) => `guest-${field}`;

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
