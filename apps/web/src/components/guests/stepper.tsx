import { useT } from '../../lib/i18n.tsx';

const BUTTON =
  'grid h-10 w-10 place-items-center rounded-full border border-slate-300 text-xl font-bold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:opacity-40';

/**
 * A count with − and + buttons, named for what it counts (`name`: 'Adults, Room 2'): the buttons say what
 * they change, the value is announced as it changes.
 */
export function Stepper(props: {
  name: string;
  hint?: string;
  value: number;
  min: number;
  max: number;
  onValue: (value: number) => void;
  disabled?: boolean;
}) {
  const t = useT();
  const { name, hint, value, min, max, onValue, disabled } = props;
  return (
    <div role="group" aria-label={name} className="flex items-center justify-between gap-3 py-2">
      <div>
        <div className="font-medium text-slate-900">{name}</div>
        {hint && <div className="text-xs text-slate-500">{hint}</div>}
      </div>
      <div className="flex items-center gap-3">
        <button
          type="button"
          className={BUTTON}
          aria-label={t('common.guests.decrease', { name })}
          disabled={disabled || value <= min}
          onClick={() => onValue(value - 1)}
        >
          −
        </button>
        <output aria-live="polite" aria-label={name} className="w-6 text-center text-lg font-bold">
          {value}
        </output>
        <button
          type="button"
          className={BUTTON}
          aria-label={t('common.guests.increase', { name })}
          disabled={disabled || value >= max}
          onClick={() => onValue(value + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
