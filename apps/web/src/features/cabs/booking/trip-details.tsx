import { indianLocalTime } from '@raahi/contract/rules/dates';
import { Card } from '../../../components/ui/card.tsx';
import { CheckedInput, bindCheckedInput } from '../../../components/ui/fields.tsx';
import { formatDay } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.tsx';
import { usePackageName } from '../components/package-name.ts';
import { useId } from 'react';
import type { TripErrors, TripForm } from './use-trip-form.ts';

/** The field ids, so the page can focus the first one in error. */
export const tripFieldId = (field: keyof TripForm) => `cab-${field}`;

/**
 * A trip priced for its route: what was searched, the pickup time (and return day), the exact pickup address
 * and who travels. Any other trip: pickup and drop-off places and times (Indian Standard Time).
 */
export function TripDetails({
  form,
  errors,
  onChange,
  seats,
}: {
  form: TripForm;
  errors: TripErrors;
  onChange: (next: Partial<TripForm>) => void;
  /** the cab's seats: the most travellers offered */
  seats: number;
}) {
  const words = useT();
  const packageName = usePackageName();
  const minPickup = indianLocalTime(new Date());
  const party = <TravellersField value={form.travellers} seats={seats} onValue={(travellers) => onChange({ travellers })} />;
  const bind = bindCheckedInput(form, errors, onChange, tripFieldId);
  const route = form.route;
  if (route)
    return (
      <Card title={words('cabs.review.tripDetails')}>
        <SummaryList
          rows={[
            [words('cabs.review.trip'), words(`common.trip.${route.trip}`)],
            [words('cabs.review.from'), route.from],
            ...(route.trip === 'local'
              ? [[words('cabs.search.package'), packageName(route.package || '8h80km')] as [string, string]]
              : [[words('cabs.review.to'), route.to] as [string, string]]),
            ...(route.trip === 'round' ? [[words('cabs.review.return'), formatDay(route.returnDate)] as [string, string]] : []),
          ]}
        />
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <CheckedInput label={words('cabs.review.pickupTime')} type="datetime-local" min={minPickup} {...bind('pickupTime')} />
          <CheckedInput label={words('cabs.review.pickupAddress')} autoComplete="street-address" {...bind('pickupAddress')} />
          <CheckedInput label={words('cabs.review.passengerName')} autoComplete="name" {...bind('passengerName')} />
          <CheckedInput label={words('cabs.review.passengerPhone')} type="tel" autoComplete="tel" {...bind('passengerPhone')} />
          {party}
        </div>
        <p className="mt-2 text-xs text-slate-500">{words('cabs.review.timesAndPassenger')}</p>
      </Card>
    );
  return (
    <Card title={words('cabs.review.tripDetails')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <CheckedInput label={words('cabs.review.pickupLocation')} autoComplete="street-address" {...bind('pickupLocation')} />
        <CheckedInput label={words('cabs.review.dropoffLocation')} {...bind('dropoffLocation')} />
        <CheckedInput label={words('cabs.review.pickupTime')} type="datetime-local" min={minPickup} {...bind('pickupTime')} />
        <CheckedInput
          label={words('cabs.review.dropoffTime')}
          type="datetime-local"
          min={form.pickupTime || minPickup}
          {...bind('dropoffTime')}
        />
        {party}
      </div>
      <p className="mt-2 text-xs text-slate-500">{words('cabs.review.times')}</p>
    </Card>
  );
}

/** Label and value rows of what was chosen. */
function SummaryList({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** How many travel: 1 to the cab's seats; a larger party (from the search) is told to choose a larger cab. */
function TravellersField({ value, seats, onValue }: { value: string; seats: number; onValue: (value: string) => void }) {
  const t = useT();
  const id = useId();
  const tooMany = Number(value) > seats;
  const choices = Array.from({ length: Math.max(seats, Number(value) || 0) }, (_, i) => String(i + 1));
  return (
    <div>
      <label htmlFor={`${id}-travellers`} className="block text-sm font-semibold text-slate-700">
        {t('cabs.review.travellers')}
      </label>
      <select
        id={`${id}-travellers`}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={tooMany}
        aria-describedby={tooMany ? `${id}-too-many` : undefined}
        className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
      >
        <option value="">{t('cabs.search.anyTravellers')}</option>
        {choices.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      {tooMany && (
        <p id={`${id}-too-many`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {t('cabs.review.tooMany', { seats, count: Number(value) })}
        </p>
      )}
    </div>
  );
}
