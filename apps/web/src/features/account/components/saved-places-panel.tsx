// Saved places on the account (decision 0082): the person's lists (make, rename, delete, take a listing off,
// share by a read-only link with a copy button) and the hotels and tours they opened lately.
import type { Wishlist } from '@raahi/contract/wishlists';
import { useState, type FormEvent } from 'react';
import { Button, CallButton } from '../../../components/ui/button.tsx';
import { LabelledInput } from '../../../components/ui/fields.tsx';
import { CallError, EmptyState, ErrorState, Spinner } from '../../../components/ui/states.tsx';
import { TitledSection } from '../../../components/ui/titled-section.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useCreateList, useDeleteList, useMyLists, useRecentlyViewed, useRemoveSaved, useRenameList } from '../api/saved-places.ts';
import { SavedListingRow, useListName } from './saved-listing.tsx';
import { ShareList } from './share-list.tsx';

const card = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6';
const heading = 'text-xl font-bold text-slate-900 sm:text-2xl';

export function SavedPlacesPanel() {
  return (
    <div className="space-y-6">
      <ListsSection />
      <RecentSection />
    </div>
  );
}

function ListsSection() {
  const t = useT();
  const lists = useMyLists();
  return (
    <TitledSection id="saved-places-heading" title={t('account.saved.title')} className={card} headingClassName={heading}>
      <NewList />
      {lists.isPending ? (
        <Spinner label={t('account.saved.loading')} />
      ) : lists.isError ? (
        <ErrorState message={messageOf(lists.error, t('account.saved.error'))} onRetry={() => void lists.refetch()} />
      ) : (
        <ul className="mt-6 space-y-6">
          {lists.data.map((list) => (
            <li key={list._id}>
              <ListCard list={list} />
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}

function NewList() {
  const t = useT();
  const create = useCreateList();
  const [name, setName] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim()) create.mutate(name.trim(), { onSuccess: () => setName('') });
  };
  return (
    <form onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-3">
      <LabelledInput
        label={t('account.saved.newList')}
        className="block min-w-0 flex-1 text-sm font-medium text-slate-700"
        value={name}
        onValue={setName}
        maxLength={80}
        required
      />
      <CallButton type="submit" call={create} busy={t('account.saved.creating')}>
        {t('account.saved.create')}
      </CallButton>
      <CallError call={create} fallback={t('account.saved.createError')} className="w-full text-sm text-red-700" />
    </form>
  );
}

function ListCard({ list }: { list: Wishlist }) {
  const t = useT();
  const nameOf = useListName();
  const name = nameOf(list.name);
  const [renaming, setRenaming] = useState(false);
  const titleId = `list-${list._id}`;
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="text-lg font-semibold text-slate-900">
          {name} <span className="text-sm font-normal text-slate-600">· {t('account.saved.count', { count: list.items.length })}</span>
        </h3>
        {!renaming && (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setRenaming(true)} aria-label={t('account.saved.renameOf', { name })}>
              {t('account.saved.rename')}
            </Button>
            {!list.isDefault && <DeleteList list={list} name={name} />}
          </div>
        )}
      </div>
      {renaming && <RenameForm list={list} name={name} onDone={() => setRenaming(false)} />}
      <ShareList list={list} name={name} />
      {list.items.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">{t('account.saved.emptyList')}</p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {list.items.map((item) => (
            <li key={item._id}>
              <SavedListingRow listing={item}>
                <RemoveSaved listId={list._id} itemId={item._id} label={t('account.saved.removeOf', { name: item.name, list: name })} />
              </SavedListingRow>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RenameForm({ list, name, onDone }: { list: Wishlist; name: string; onDone: () => void }) {
  const t = useT();
  const rename = useRenameList();
  const [value, setValue] = useState(name);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (value.trim()) rename.mutate({ id: list._id, name: value.trim() }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} className="mt-3 flex w-full flex-wrap items-end gap-2">
      <LabelledInput
        label={t('account.saved.listName')}
        className="block min-w-0 flex-1 text-sm font-medium text-slate-700"
        value={value}
        onValue={setValue}
        maxLength={80}
        required
        autoFocus
      />
      <CallButton type="submit" call={rename} busy={t('account.saved.saving')}>
        {t('account.saved.saveName')}
      </CallButton>
      <Button variant="ghost" onClick={onDone}>
        {t('account.saved.cancel')}
      </Button>
      <CallError call={rename} fallback={t('account.saved.renameError')} className="w-full text-sm text-red-700" />
    </form>
  );
}

function DeleteList({ list, name }: { list: Wishlist; name: string }) {
  const t = useT();
  const remove = useDeleteList();
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <Button variant="secondary" onClick={() => setAsking(true)} aria-label={t('account.saved.deleteOf', { name })}>
        {t('account.saved.delete')}
      </Button>
    );
  return (
    <div role="group" aria-label={t('account.saved.deleteOf', { name })} className="flex w-full flex-wrap items-center gap-2">
      <p className="text-sm text-slate-800">{t('account.saved.deleteConfirm', { name })}</p>
      <CallButton variant="danger" call={remove} busy={t('account.saved.deleting')} onClick={() => remove.mutate(list._id)}>
        {t('account.saved.deleteYes')}
      </CallButton>
      <Button variant="ghost" onClick={() => setAsking(false)}>
        {t('account.saved.deleteNo')}
      </Button>
      <CallError call={remove} fallback={t('account.saved.deleteError')} className="w-full text-sm text-red-700" />
    </div>
  );
}

function RemoveSaved({ listId, itemId, label }: { listId: string; itemId: string; label: string }) {
  const t = useT();
  const remove = useRemoveSaved();
  return (
    <div className="mt-1">
      <button
        type="button"
        disabled={remove.isPending}
        aria-label={label}
        onClick={() => remove.mutate({ listId, itemId })}
        className="py-1 text-sm font-semibold text-red-700 hover:underline disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-teal-600"
      >
        {remove.isPending ? t('account.saved.removing') : t('account.saved.remove')}
      </button>
      <CallError call={remove} fallback={t('account.saved.removeError')} className="mt-1 text-xs text-red-700" />
    </div>
  );
}

function RecentSection() {
  const t = useT();
  const recent = useRecentlyViewed();
  return (
    <TitledSection id="recently-viewed-heading" title={t('account.recent.title')} className={card} headingClassName={heading}>
      {recent.isPending ? (
        <Spinner label={t('account.recent.loading')} />
      ) : recent.isError ? (
        <ErrorState message={messageOf(recent.error, t('account.recent.error'))} onRetry={() => void recent.refetch()} />
      ) : recent.data.length === 0 ? (
        <EmptyState title={t('account.recent.empty')} />
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {recent.data.map((r) => (
            <li key={`${r.kind}:${r.listingId}`}>
              <SavedListingRow listing={r} />
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
