// The heart on a hotel or tour (its card, its page): pressed when the listing is on one of the person's
// lists. Pressed, it takes the listing off them; unpressed, it saves to the default list, or, for a person
// with more lists than that, asks which one (or a new one) first. Its calls load with the first press or the first look at a signed-in person's lists, keeping the
// public pages' first load as it was. Signed out, it sends the person to sign in with the choice in the
// address (`?save=hotel:<id>`); <SaveOnReturn> saves it when they come back.
import type { SavedKind } from '@raahi/contract/wishlists';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Wishlist } from '@raahi/contract/wishlists';
import { useLocation, useNavigate } from 'react-router';
import { loginPath } from '../require-auth.tsx';
import { messageOf } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.tsx';
import { useCurrentUser } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { holding, listsKey, SAVE_PARAM, saveChoice } from './saved-state.ts';
import { onDemand } from '../ui/on-demand.tsx';
import type { ListPickerProps } from './list-picker.tsx';

const ListPicker = onDemand<ListPickerProps>(
  () => import('./list-picker.tsx').then((m) => m.default),
  (p) => p.open,
);

const calls = () => import('./saved-lists.ts');

/** The signed-in person's lists (none signed out), loaded once for every heart on the page. */
export function useSavedLists() {
  const { data: user } = useCurrentUser();
  return useQuery({
    queryKey: listsKey,
    queryFn: async ({ signal }) => (await calls()).fetchLists(signal),
    enabled: !!user,
    staleTime: 60_000,
  });
}

const HEART_PATH =
  'M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z';

export function SaveHeart({
  kind,
  id,
  name,
  labelled = false,
  className = '',
}: {
  kind: SavedKind;
  id: string;
  name: string;
  /** shows the word 'Save' beside the heart (a listing's page) rather than the heart alone (a card) */
  labelled?: boolean;
  className?: string;
}) {
  const t = useT();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const hydrated = useHydrated();
  const { data: user } = useCurrentUser();
  const lists = useSavedLists();
  const saved = holding(lists.data, kind, id).length > 0;
  // while a press is on its way, the heart shows what it asked for
  const [asked, setAsked] = useState<boolean | null>(null);
  const pressed = asked ?? saved;
  // the lists to choose from, while the choice is open
  const [picking, setPicking] = useState<Wishlist[] | null>(null);

  const press = async () => {
    if (asked !== null) return;
    if (!user) {
      const params = new URLSearchParams(location.search);
      params.set(SAVE_PARAM, saveChoice(kind, id));
      return navigate(loginPath(`${location.pathname}?${params}`));
    }
    if (!saved) {
      const all = await (await calls()).currentLists(qc).catch(() => undefined);
      if (all && all.length > 1) return setPicking(all);
    }
    await act(!saved, (c) => (saved ? c.unsaveEverywhere(qc, kind, id) : c.saveToDefault(qc, kind, id)));
  };

  const act = async (save: boolean, call: (c: Awaited<ReturnType<typeof calls>>) => Promise<unknown>) => {
    setAsked(save);
    try {
      await call(await calls());
      void toast.success(t(save ? 'common.save.saved' : 'common.save.removed', { name }));
    } catch (err) {
      void toast.error(messageOf(err, t('common.save.error')));
    } finally {
      setAsked(null);
    }
  };

  const pick = (choice: { id: string } | { newName: string }) => {
    setPicking(null);
    void act(true, (c) => ('id' in choice ? c.saveTo(qc, choice.id, kind, id) : c.saveToNewList(qc, choice.newName, kind, id)));
  };

  return (
    <>
      <ListPicker open={!!picking} onClose={() => setPicking(null)} name={name} lists={picking ?? []} onPick={pick} />
      <button
        type="button"
        aria-pressed={pressed}
        aria-label={t('common.save.label', { name })}
        onClick={() => void press()}
        disabled={!hydrated}
        className={`inline-flex items-center justify-center gap-1.5 rounded-full bg-white/95 text-slate-800 shadow-sm ring-1 ring-slate-200 hover:bg-white hover:text-rose-600 disabled:cursor-wait focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 ${labelled ? 'h-11 px-4 text-sm font-semibold' : 'h-11 w-11'} ${className}`}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className={`h-5 w-5 ${pressed ? 'text-rose-600' : ''}`}
          fill={pressed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth={2}
          strokeLinejoin="round"
        >
          <path d={HEART_PATH} />
        </svg>
        {labelled && <span>{t('common.save.short')}</span>}
      </button>
    </>
  );
}
