// Making someone a hotel or cab owner: keep their listing / start a new draft, or link an unowned one.
import { ListingRadio, ListingResults } from '../../components/listing-radio.tsx';
import type { AdminUser } from '@raahi/contract/admin-users';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { inputClass } from '../../components/form-fields.tsx';
import { useUnownedListings } from '../api/get-unowned-listings.ts';
import { useT } from '../../../../lib/i18n.tsx';

type Props = {
  user: AdminUser | null;
  kind: 'hotel' | 'cab' | null;
  pending: boolean;
  onCancel: () => void;
  /** listingId undefined = keep theirs or create a draft */
  onConfirm: (listingId: string | undefined) => void;
};

export function RoleListingDialog({ user, kind, pending, onCancel, onConfirm }: Props) {
  const t = useT();
  const open = user !== null && kind !== null;
  return (
    <Dialog open={open} onClose={onCancel} title={kind ? t(`admin.users.owner.${kind}.title`, { name: user?.name ?? '' }) : ''}>
      {open && <Body key={`${user._id}-${kind}`} user={user} kind={kind} pending={pending} onCancel={onCancel} onConfirm={onConfirm} />}
    </Dialog>
  );
}

function Body({ user, kind, pending, onCancel, onConfirm }: Props & { user: AdminUser; kind: 'hotel' | 'cab' }) {
  const t = useT();
  const id = useId();
  const [choice, setChoice] = useState<string>('');
  const [text, setText] = useState('');
  const q = useUnownedListings(kind);
  const current = user.listing?.kind === kind ? user.listing : null;
  const needle = text.trim().toLowerCase();
  const options = (q.data ?? []).filter((o) => !needle || `${o.name} ${o.detail}`.toLowerCase().includes(needle));
  return (
    <div className="space-y-3">
      <p className="text-sm">{t(`admin.users.owner.${kind}.intro`)}</p>
      <fieldset className="space-y-1">
        <legend className="sr-only">{t(`admin.users.owner.${kind}.which`)}</legend>
        <label className="flex items-start gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-slate-50">
          <input
            type="radio"
            name={`${id}-pick`}
            checked={choice === ''}
            onChange={() => setChoice('')}
            className="mt-0.5 h-4 w-4 accent-teal-700"
          />
          <span>{current ? t(`admin.users.owner.${kind}.keep`, { name: current.name }) : t(`admin.users.owner.${kind}.draft`)}</span>
        </label>
        <label htmlFor={`${id}-q`} className="mt-2 block text-sm font-medium text-slate-800">
          {t(`admin.users.owner.${kind}.search`)}
        </label>
        <input id={`${id}-q`} type="search" value={text} onChange={(e) => setText(e.target.value)} className={inputClass} />
        <div className="max-h-56 overflow-y-auto rounded-lg border border-slate-200">
          <ListingResults
            query={q}
            loading={t(`admin.users.owner.${kind}.loading`)}
            errorText={t('admin.users.owner.loadFailed')}
            none={options.length === 0 && t(`admin.users.owner.${kind}.${needle ? 'noMatch' : 'none'}`)}
          >
            {options.map((o) => (
              <ListingRadio
                key={o._id}
                name={`${id}-pick`}
                option={o}
                checked={choice === o._id}
                onPick={setChoice}
                layout="flex items-center gap-2"
              />
            ))}
          </ListingResults>
        </div>
      </fieldset>
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          {t('admin.delete.cancel')}
        </Button>
        <Button onClick={() => onConfirm(choice || undefined)} disabled={pending}>
          {pending ? t('admin.users.owner.changing') : t(`admin.users.owner.${kind}.confirm`)}
        </Button>
      </div>
    </div>
  );
}
