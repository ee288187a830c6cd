// The kinds of cab trip as a row of tabs: a radio group, so arrow keys move between them and a screen
// reader says which is chosen.
import { TRIP_KIND_NAMES, TRIP_KINDS, type TripKind } from '@raahi/contract/rules/cab-fares';

export function TripKindTabs({ value, onValue, name = 'trip' }: { value: TripKind; onValue: (k: TripKind) => void; name?: string }) {
  return (
    <fieldset className="col-span-full">
      <legend className="sr-only">Trip type</legend>
      <div className="flex flex-wrap gap-2">
        {TRIP_KINDS.map((k) => (
          <label
            key={k}
            className={`cursor-pointer rounded-full px-4 py-1.5 text-sm font-semibold ring-1 focus-within:ring-2 focus-within:ring-teal-600 ${
              value === k ? 'bg-teal-700 text-white ring-teal-700' : 'bg-white text-slate-800 ring-slate-300'
            }`}
          >
            <input type="radio" name={name} value={k} checked={value === k} onChange={() => onValue(k)} className="sr-only" />
            {TRIP_KIND_NAMES[k]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
