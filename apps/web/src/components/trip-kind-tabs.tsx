// The kinds of cab trip as a row of tabs: a radio group, so arrow keys move between them and a screen
// reader says which is chosen.
import { TRIP_KINDS, type TripKind } from '@raahi/contract/rules/cab-fares';
import { useT } from '../lib/i18n.tsx';

export function TripKindTabs({ value, onValue, name = 'trip' }: { value: TripKind; onValue: (k: TripKind) => void; name?: string }) {
  const words = useT();
  return (
    <fieldset className="col-span-full">
      <legend className="sr-only">{words('common.trip.kind')}</legend>
      <div className="flex flex-wrap gap-2">
        {TRIP_KINDS.map((k) => (
          <label
            key={k}
            className={`cursor-pointer rounded-full px-4 py-1.5 text-sm font-semibold ring-1 focus-within:ring-2 focus-within:ring-teal-600 ${
              value === k ? 'bg-teal-700 text-white ring-teal-700' : 'bg-white text-slate-800 ring-slate-300'
            }`}
          >
            <input type="radio" name={name} value={k} checked={value === k} onChange={() => onValue(k)} className="sr-only" />
            {words(`common.trip.${k}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
