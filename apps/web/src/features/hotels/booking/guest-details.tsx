import { guestDetailsInput } from '@raahi/contract/bookings';
import { INDIAN_STATES } from '@raahi/contract/indian-states';
import type { User } from '@raahi/contract/users';
import type { ReactNode } from 'react';
import { safeParse } from 'zod/mini';
import { Card } from '../../../components/ui/card.tsx';
import { fieldLabel, inputClass } from './form-classes.ts';

/** What the guest types; name and email may be saved to the profile, mobile, GSTIN and state go on the booking. */
export type GuestForm = { name: string; email: string; mobile: string; gst: string; state: string; save: boolean };
export const EMPTY_GUEST: GuestForm = { name: '', email: '', mobile: '', gst: '', state: '', save: false };
export type GuestErrors = Partial<Record<'mobile' | 'gst' | 'state', string>>;

/** The guest's name and email, falling back to the signed-in user's. */
export const guestNameOf = (g: GuestForm, user: User | null | undefined) =>
  g.name || (user ? `${user.firstName} ${user.lastName}`.trim() : '');
export const guestEmailOf = (g: GuestForm, user: User | null | undefined) => g.email || user?.email || '';

/** The details as the create call takes them. */
export const bookingDetailsOf = (g: GuestForm) => ({ mobile: g.mobile.trim(), gstNumber: g.gst.trim(), state: g.state });

/** The create call's own checks of the details the booking keeps, with its messages. */
export function guestErrors(g: GuestForm): GuestErrors {
  const parsed = safeParse(guestDetailsInput, bookingDetailsOf(g));
  if (parsed.success) return {};
  const errors: GuestErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'gstNumber' ? 'gst' : (issue.path[0] as 'mobile' | 'state');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A labelled field with its error below (outside the label, so the error is a description, not the name). */
function Checked({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

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
  const invalid = (field: keyof GuestErrors) => ({
    'aria-invalid': !!errors[field],
    'aria-describedby': errors[field] ? `guest-${field}-error` : undefined,
  });
  return (
    <Card title="Guest Details">
      <div className="grid gap-3 sm:grid-cols-2">
        <label className={fieldLabel}>
          Full Name
          <input
            className={inputClass}
            autoComplete="name"
            value={guestNameOf(g, user)}
            onChange={(e) => onChange({ ...g, name: e.target.value })}
          />
        </label>
        <label className={fieldLabel}>
          Email Address
          <input
            type="email"
            className={inputClass}
            autoComplete="email"
            value={guestEmailOf(g, user)}
            onChange={(e) => onChange({ ...g, email: e.target.value })}
          />
        </label>
        <Checked id="guest-mobile" label="Mobile Number" error={errors.mobile}>
          <input
            id="guest-mobile"
            type="tel"
            className={inputClass}
            autoComplete="tel"
            inputMode="tel"
            value={g.mobile}
            {...invalid('mobile')}
            onChange={(e) => onChange({ ...g, mobile: e.target.value })}
          />
        </Checked>
        <Checked id="guest-gst" label="GST Details (Optional)" error={errors.gst}>
          <input
            id="guest-gst"
            className={inputClass}
            value={g.gst}
            {...invalid('gst')}
            onChange={(e) => onChange({ ...g, gst: e.target.value })}
          />
        </Checked>
        <Checked id="guest-state" label="Your State" error={errors.state}>
          <select
            id="guest-state"
            className={inputClass}
            value={g.state}
            {...invalid('state')}
            onChange={(e) => onChange({ ...g, state: e.target.value })}
          >
            <option value="">Select your state</option>
            {INDIAN_STATES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.name}
              </option>
            ))}
          </select>
        </Checked>
        <label className="flex items-center gap-2 self-end text-sm text-slate-700 sm:pb-2">
          <input
            type="checkbox"
            className="h-4 w-4 accent-teal-700"
            checked={g.save}
            onChange={(e) => onChange({ ...g, save: e.target.checked })}
          />
          Confirm and save billing details to your profile
        </label>
      </div>
    </Card>
  );
}
