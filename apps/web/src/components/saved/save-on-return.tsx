import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { messageOf } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n.tsx';
import { useCurrentUser } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { readSaveChoice, SAVE_PARAM } from './saved-state.ts';

/**
 * Saves the choice a signed-out person made with a heart (`?save=hotel:<id>`) once they are back signed in,
 * then takes it out of the address. Renders nothing; every layout has one.
 */
export function SaveOnReturn() {
  const t = useT();
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const { data: user } = useCurrentUser();
  const value = params.get(SAVE_PARAM);
  const done = useRef<string | null>(null);

  useEffect(() => {
    if (!user || !value || done.current === value) return;
    done.current = value;
    const choice = readSaveChoice(value);
    const save = choice
      ? import('./saved-lists.ts').then((c) => c.saveToDefault(qc, choice.kind, choice.listingId))
      : Promise.reject(new Error('not a listing'));
    save.then(
      (item) => void toast.success(t('common.save.saved', { name: item.name })),
      (err: unknown) => void toast.error(messageOf(err, t('common.save.error'))),
    );
    setParams(
      (p) => {
        p.delete(SAVE_PARAM);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [user, value, qc, setParams, t]);
  return null;
}
