// An Add or Edit screen of the back-office: the page header above the form, and for an edit the record
// loaded first (its loading, error and empty states). A record kind (`RecordKind`: its noun and list page)
// gives the words every Add and Edit screen says alike, e.g.
//   <AddPage kind={CAB} create={useCreateCab()}>{(save) => <CabForm initial={emptyCabValues()} {...save} />}</AddPage>
//   <EditRecordPage kind={OFFER} useRecord={useAdminOffer} useUpdate={useUpdateOffer} describe={(o) => o.title}>
//     {(offer, save) => <OfferForm defaultValues={…} {...save} />}
//   </EditRecordPage>
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useParams } from 'react-router';
import type { SaveOutcome, SaveProps } from './contract-form.tsx';
import { Loaded, type LoadTexts } from './loaded.tsx';
import { PageHeader } from './page-header.tsx';
import { useT } from '../../../lib/i18n.tsx';

type Frame = { title: string; description?: ReactNode; /** the width of a wide form, e.g. 'mx-auto max-w-5xl' */ className?: string };

/** One kind of back-office record: its noun as a sentence uses it ('package'), its list page, and the mark
 * its messages end with ('.' on some screens; an edit whose messages end bare also has an inline text). */
export type RecordKind = {
  noun: Noun;
  list: string;
  end?: string;
  /** when loading it says more than 'Loading <noun>…' */ load?: (t: Words) => LoadTexts;
};

/** The records' nouns: each has its own sentences in the `admin.record.<noun>.` keys (Hindi nouns have genders). */
export type Noun = 'hotel' | 'cab' | 'package' | 'category' | 'blog' | 'offer';
export type Words = ReturnType<typeof useT>;

/** 'Cab added successfully' / 'Error adding cab'; an edit adds the inline 'Error updating cab'. */
export function savedOutcome(t: Words, verb: 'add' | 'edit', { noun, list, end = '' }: Partial<RecordKind> & { noun: Noun }): SaveOutcome {
  return {
    success: `${t(`admin.record.${noun}.${verb === 'add' ? 'added' : 'edited'}`)}${end}`,
    failure: `${t(`admin.record.${noun}.${verb === 'add' ? 'addFailed' : 'editFailed'}`)}${end}`,
    ...(verb === 'edit' && !end && { inlineFailure: t(`admin.record.${noun}.updateFailed`) }),
    next: list,
  };
}

export function FormPage({ title, description, className, children }: Frame & { children: ReactNode }) {
  const page = (
    <>
      <PageHeader title={title} description={description} />
      {children}
    </>
  );
  return className ? <div className={className}>{page}</div> : page;
}

export function EditPage<T>({
  query,
  texts,
  children,
  ...frame
}: Frame & { query: UseQueryResult<T | null>; texts: LoadTexts; children: (record: T) => ReactNode }) {
  return (
    <FormPage {...frame}>
      <Loaded query={query} texts={texts}>
        {children}
      </Loaded>
    </FormPage>
  );
}

type Titled = Partial<Frame> & { kind: RecordKind };

/** Add <Noun>: the form's button says the same, and saving goes back to the list. */
export function AddPage<B>({
  kind,
  create,
  title,
  children,
  ...frame
}: Titled & { create: UseMutationResult<unknown, Error, B>; children: (save: SaveProps<B>) => ReactNode }) {
  const t = useT();
  const add = t(`admin.record.${kind.noun}.add`);
  const save = { submitLabel: add, onSave: create.mutateAsync, outcome: savedOutcome(t, 'add', kind) };
  return (
    <FormPage title={title ?? add} {...frame}>
      {children(save)}
    </FormPage>
  );
}

/** Edit <Noun> for the record named by the route's `:id`: loaded first, then its form (drawn afresh for a newer copy). */
export function EditRecordPage<T extends { _id: string; updatedAt?: string }, B>({
  kind,
  useRecord,
  useUpdate,
  describe,
  title,
  children,
  ...frame
}: Titled & {
  useRecord: (id: string) => UseQueryResult<T | null>;
  useUpdate: () => UseMutationResult<unknown, Error, { id: string; body: B }>;
  /** the line under the title, once loaded */
  describe?: (record: T) => ReactNode;
  children: (record: T, save: SaveProps<B>) => ReactNode;
}) {
  const t = useT();
  const { id = '' } = useParams();
  const query = useRecord(id);
  const update = useUpdate();
  const texts = kind.load?.(t) ?? { loading: t(`admin.record.${kind.noun}.loading`), error: t(`admin.record.${kind.noun}.loadFailed`) };
  const save = {
    submitLabel: t('admin.form.saveChanges'),
    onSave: (body: B) => update.mutateAsync({ id, body }),
    outcome: savedOutcome(t, 'edit', kind),
  };
  return (
    <EditPage
      title={title ?? t(`admin.record.${kind.noun}.edit`)}
      description={query.data && describe?.(query.data)}
      query={query}
      texts={texts}
      {...frame}
    >
      {(record) => <Fragment key={record._id + (record.updatedAt ?? '')}>{children(record, save)}</Fragment>}
    </EditPage>
  );
}
