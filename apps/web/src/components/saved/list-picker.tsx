// The lists a heart can save to, when the person has more than one: pick one, or name a new one and save
// there. Its code loads with the first open (onDemand), so a card's heart stays light.
import { DEFAULT_WISHLIST_NAME, type Wishlist } from '@raahi/contract/wishlists';
import { useId, useState } from 'react';
import { Dialog } from '../ui/dialog.tsx';
import { buttonClass } from '../ui/button.tsx';
import { useT } from '../../lib/i18n.tsx';

export type ListPickerProps = {
  open: boolean;
  onClose: () => void;
  /** the listing's name */
  name: string;
  lists: Wishlist[];
  onPick: (list: { id: string } | { newName: string }) => void;
};

export default function ListPicker({ open, onClose, name, lists, onPick }: ListPickerProps) {
  const t = useT();
  const [newName, setNewName] = useState('');
  const inputId = useId();
  const listName = (l: Wishlist) => (l.isDefault && l.name === DEFAULT_WISHLIST_NAME ? t('common.save.defaultList') : l.name);
  return (
    <Dialog open={open} onClose={onClose} title={t('common.save.pickTitle', { name })} closeLabel={t('common.save.pickClose')}>
      <ul className="space-y-1" aria-label={t('common.save.yourLists')}>
        {lists.map((l) => (
          <li key={l._id}>
            <button
              type="button"
              onClick={() => onPick({ id: l._id })}
              className="flex w-full items-center justify-between gap-3 rounded-lg px-3 py-3 text-left text-base text-slate-800 ring-1 ring-slate-200 hover:bg-teal-50"
            >
              <span className="min-w-0 truncate font-medium">{listName(l)}</span>
              <span className="shrink-0 text-sm text-slate-600">{t('common.save.places', { count: l.items.length })}</span>
            </button>
          </li>
        ))}
      </ul>
      <form
        className="mt-4 border-t border-slate-200 pt-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (newName.trim()) onPick({ newName: newName.trim() });
        }}
      >
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          {t('common.save.newList')}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={inputId}
            value={newName}
            onChange={(e) => setNewName(e.target.value)}
            maxLength={80}
            required
            className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-base"
          />
          <button type="submit" className={buttonClass('primary')}>
            {t('common.save.createAndSave')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
