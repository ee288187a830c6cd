import { indianLocalTime } from '@raahi/contract/rules/dates';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import type { TripErrors, TripForm } from './use-trip-form.ts';

const input =
  'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-teal-600 focus:outline-none focus:ring-2 focus:ring-teal-600/30 aria-[invalid=true]:border-red-500';
const label = 'block text-sm font-medium text-slate-700';

/** The field ids, so the page can focus the first one in error. */
export const tripFieldId = (field: keyof TripForm) => `cab-${field}`;

function Field({ field, text, error, children }: { field: keyof TripForm; text: string; error?: string; children: ReactNode }) {
  const id = tripFieldId(field);
  return (
    <div>
      <label htmlFor={id} className={label}>
        {text}
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

/** Pickup and drop-off places and times (Indian Standard Time). */
export function TripDetails({
  form,
  errors,
  onChange,
}: {
  form: TripForm;
  errors: TripErrors;
  onChange: (next: Partial<TripForm>) => void;
}) {
  const minPickup = indianLocalTime(new Date());
  const a11y = (field: keyof TripForm) => ({
    id: tripFieldId(field),
    'aria-invalid': !!errors[field],
    'aria-describedby': errors[field] ? `${tripFieldId(field)}-error` : undefined,
  });
  return (
    <Card title="Trip details">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field field="pickupLocation" text="Pickup Location" error={errors.pickupLocation}>
          <input
            {...a11y('pickupLocation')}
            className={input}
            autoComplete="street-address"
            value={form.pickupLocation}
            onChange={(e) => onChange({ pickupLocation: e.target.value })}
          />
        </Field>
        <Field field="dropoffLocation" text="Drop-off Location" error={errors.dropoffLocation}>
          <input
            {...a11y('dropoffLocation')}
            className={input}
            value={form.dropoffLocation}
            onChange={(e) => onChange({ dropoffLocation: e.target.value })}
          />
        </Field>
        <Field field="pickupTime" text="Pickup Date and Time" error={errors.pickupTime}>
          <input
            {...a11y('pickupTime')}
            type="datetime-local"
            min={minPickup}
            className={input}
            value={form.pickupTime}
            onChange={(e) => onChange({ pickupTime: e.target.value })}
          />
        </Field>
        <Field field="dropoffTime" text="Drop-off Time (optional)" error={errors.dropoffTime}>
          <input
            {...a11y('dropoffTime')}
            type="datetime-local"
            min={form.pickupTime || minPickup}
            className={input}
            value={form.dropoffTime}
            onChange={(e) => onChange({ dropoffTime: e.target.value })}
          />
        </Field>
      </div>
      <p className="mt-2 text-xs text-slate-500">Times are Indian Standard Time.</p>
    </Card>
  );
}
