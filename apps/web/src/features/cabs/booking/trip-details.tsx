import { indianLocalTime } from '@raahi/contract/rules/dates';
import { Card } from '../../../components/ui/card.tsx';
import { CheckedInput, bindCheckedInput } from '../../../components/ui/fields.tsx';
import type { TripErrors, TripForm } from './use-trip-form.ts';

/** The field ids, so the page can focus the first one in error. */
export const tripFieldId = (field: keyof TripForm) => `cab-${field}`;

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
  const bind = bindCheckedInput(form, errors, onChange, tripFieldId);
  return (
    <Card title="Trip details">
      <div className="grid gap-4 sm:grid-cols-2">
        <CheckedInput label="Pickup Location" autoComplete="street-address" {...bind('pickupLocation')} />
        <CheckedInput label="Drop-off Location" {...bind('dropoffLocation')} />
        <CheckedInput label="Pickup Date and Time" type="datetime-local" min={minPickup} {...bind('pickupTime')} />
        <CheckedInput label="Drop-off Time (optional)" type="datetime-local" min={form.pickupTime || minPickup} {...bind('dropoffTime')} />
      </div>
      <p className="mt-2 text-xs text-slate-500">Times are Indian Standard Time.</p>
    </Card>
  );
}
