import type { Wishlist } from '@raahi/contract/wishlists';
import { useRef } from 'react';
import { Button, CallButton } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/fields.tsx';
import { CallError } from '../../../components/ui/states.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { toast } from '../../../lib/toast.ts';
import { useShareList } from '../api/saved-places.ts';

/** A list's read-only link with a copy button, once asked for; until then the button that makes it. */
export function ShareList({ list, name }: { list: Wishlist; name: string }) {
  const t = useT();
  const share = useShareList();
  const field = useRef<HTMLInputElement>(null);
  const linkId = `share-${list._id}`;
  if (!list.sharePath)
    return (
      <div className="mt-3">
        <CallButton
          variant="secondary"
          call={share}
          busy={t('account.saved.sharing')}
          aria-label={t('account.saved.shareOf', { name })}
          onClick={() => share.mutate(list._id)}
        >
          {t('account.saved.share')}
        </CallButton>
        <CallError call={share} fallback={t('account.saved.shareError')} className="mt-1 text-sm text-red-700" />
      </div>
    );
  const url = `${typeof window === 'undefined' ? '' : window.location.origin}${list.sharePath}`;
  const copy = () =>
    // (no clipboard outside a secure page: the link is selected to copy by hand)
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(url))
      .then(
        () => void toast.success(t('account.saved.copied')),
        () => {
          field.current?.select();
          void toast.info(t('account.saved.copyFailed'));
        },
      );
  return (
    <div className="mt-3">
      <label htmlFor={linkId} className="block text-sm font-medium text-slate-700">
        {t('account.saved.shareLink', { name })}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          ref={field}
          id={linkId}
          readOnly
          value={url}
          onFocus={(e) => e.target.select()}
          className={`${inputClass} mt-0 min-w-0 flex-1 text-sm`}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {t('account.saved.copy')}
        </Button>
      </div>
    </div>
  );
}
