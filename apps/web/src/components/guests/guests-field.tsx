// The guests-and-rooms picker as a form shows it: a button with the summary ('2 Rooms, 4 Adults, 2 Children')
// that opens the dialog (its code loads on the first open, so the forms stay light).
import { useState } from 'react';
import { onDemand } from '../ui/on-demand.tsx';
import { useT } from '../../lib/i18n.tsx';
import { totals, type PartyLimits, type Room } from './party.ts';
import type { GuestsDialogProps } from './guests-dialog.tsx';

const GuestsDialog = onDemand<GuestsDialogProps>(
  () => import('./guests-dialog.tsx').then((m) => m.default),
  (p) => p.open,
);

/** '2 Rooms, 4 Adults, 2 Children' (rooms left out for a party, children when there are none). */
export function useGuestsSummary() {
  const t = useT();
  return (rooms: readonly Room[], withRooms: boolean) => {
    const n = totals(rooms);
    return [
      withRooms ? t('common.guests.rooms', { count: n.rooms }) : '',
      t('common.guests.adults', { count: n.adults }),
      n.children ? t('common.guests.children', { count: n.children }) : '',
    ]
      .filter(Boolean)
      .join(', ');
  };
}

export function GuestsField(props: {
  label: string;
  title: string;
  rooms: Room[];
  limits: PartyLimits;
  onRooms: (rooms: Room[]) => void;
  note?: string;
  className?: string;
  /** the label's look (default: a small bold line) */
  labelClassName?: string;
  buttonClassName?: string;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  // the dialog starts from the choice each time it opens
  const [opening, setOpening] = useState(0);
  const summary = useGuestsSummary()(props.rooms, props.limits.maxRooms > 1);
  return (
    <div className={props.className}>
      <span className={props.labelClassName ?? 'block text-sm font-semibold text-slate-700'} aria-hidden="true">
        {props.label}
      </span>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={`${props.label}: ${summary}`}
        disabled={props.disabled}
        onClick={() => {
          setOpening((n) => n + 1);
          setOpen(true);
        }}
        className={
          props.buttonClassName ??
          'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-left text-slate-900 hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-sky-600'
        }
        data-testid="guests-summary"
      >
        {summary}
      </button>
      <GuestsDialog
        key={opening}
        open={open}
        title={props.title}
        rooms={props.rooms}
        limits={props.limits}
        note={props.note}
        onClose={() => setOpen(false)}
        onDone={(rooms) => {
          props.onRooms(rooms);
          setOpen(false);
        }}
      />
    </div>
  );
}
