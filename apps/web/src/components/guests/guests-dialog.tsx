// The picker's dialog, fetched the first time it opens: a full-screen sheet on phones, a box on wider screens.
// It edits a draft; Done hands it back (Escape or × leaves the choice as it was).
import { useState } from 'react';
import { Dialog } from '../ui/dialog.tsx';
import { useT } from '../../lib/i18n.tsx';
import { PartyEditor } from './party-editor.tsx';
import type { PartyLimits, Room } from './party.ts';

export type GuestsDialogProps = {
  open: boolean;
  title: string;
  rooms: Room[];
  limits: PartyLimits;
  note?: string;
  onClose: () => void;
  onDone: (rooms: Room[]) => void;
};

export default function GuestsDialog({ open, title, rooms, limits, note, onClose, onDone }: GuestsDialogProps) {
  const t = useT();
  const [draft, setDraft] = useState(rooms);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      size="sheet"
      footer={
        <button
          type="button"
          onClick={() => onDone(draft)}
          className="w-full rounded-lg bg-sky-700 px-4 py-3 font-semibold text-white hover:bg-sky-800 sm:w-auto"
        >
          {t('common.guests.done')}
        </button>
      }
    >
      <PartyEditor rooms={draft} limits={limits} onRooms={setDraft} />
      {note && <p className="pt-2 text-xs text-slate-600">{note}</p>}
    </Dialog>
  );
}
