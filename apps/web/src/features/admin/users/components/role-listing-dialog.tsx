// Making someone a hotel or cab owner: keep their listing / start a new draft, or link an unowned one.
import { ListingRadio, ListingResults } from '../../components/listing-radio.tsx';
import type { AdminUser } from '@raahi/contract/admin-users';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { inputClass } from '../../components/form-fields.tsx';
import { useUnownedListings } from '../api/get-unowned-listings.ts';

type Props = {
  user: AdminUser | null;
  kind: 'hotel' | 'cab' | null;
  pending: boolean;
  onCancel: () => void;
  /** listingId undefined = keep theirs or create a draft */
  onConfirm: (listingId: string | undefined) => void;
};

export function RoleListingDialog({ user, kind, pending, onCancel, onConfirm }: Props) {
  const open = user !== null && kind !== null;
  return (
    <Dialog open={open} onClose={onCancel} title={kind ? `Make ${user?.name ?? ''} a ${kind} owner` : ''}>
      {open && <Body key={`${user._id}-${kind}`} user={user} kind={kind} pending={pending} onCancel={onCancel} onConfirm={onConfirm} />}
    </Dialog>
  );
}

function Body({ user, kind, pending, onCancel, onConfirm }: Props & { user: AdminUser; kind: 'hotel' | 'cab' }) {
  const id = useId();
  const [choice, setChoice] = useState<string>('');
  const [text, setText] = useState('');
  const q = useUnownedListings(kind);
  const current = user.listing?.kind === kind ? user.listing : null;
  const needle = text.trim().toLowerCase();
  const options = (q.data ?? []).filter((o) => !needle || `${o.name} ${o.detail}`.toLowerCase().includes(needle));
  return (
    <div className="space-y-3">
      <p className="text-sm">
        A {kind} owner manages exactly one {kind}. Choose which one.
      </p>
      <fieldset className="space-y-1">
        <legend className="sr-only">Which {kind}</legend>
        <label className="flex items-start gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-slate-50">
          <input
            type="radio"
            name={`${id}-pick`}
            checked={choice === ''}
            onChange={() => setChoice('')}
            className="mt-0.5 h-4 w-4 accent-teal-700"
          />
          <span>
            {current
              ? `Keep their ${kind}: ${current.name}`
              : `Create a new draft ${kind} for them (hidden from visitors until an admin publishes it)`}
          </span>
        </label>
        <label htmlFor={`${id}-q`} className="mt-2 block text-sm font-medium text-slate-800">
          Or link a {kind} that has no owner — search
        </label>
        <input id={`${id}-q`} type="search" value={text} onChange={(e) => setText(e.target.value)} className={inputClass} />
        <div className="max-h-56 overflow-y-auto rounded-lg border border-slate-200">
          <ListingResults
            query={q}
            loading={`Loading ${kind}s…`}
            errorText="Could not load."
            none={options.length === 0 && `No ${kind}s without an owner${needle ? ' match' : ''}.`}
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
          Cancel
        </Button>
        <Button onClick={() => onConfirm(choice || undefined)} disabled={pending}>
          {pending ? 'Changing…' : `Make ${kind} owner`}
        </Button>
      </div>
    </div>
  );
}
