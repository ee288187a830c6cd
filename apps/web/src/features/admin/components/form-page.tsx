// An Add or Edit screen of the back-office: the page header above the form, and for an edit the record
// loaded first (its loading, error and empty states), e.g.
//   <EditPage title="Edit Offer" description={q.data?.title} query={q} texts={{ loading: 'Loading offer…', error: '…' }}>
//     {(offer) => <OfferForm … />}
//   </EditPage>
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loaded, type LoadTexts } from './loaded.tsx';
import { PageHeader } from './page-header.tsx';

type Frame = { title: string; description?: ReactNode; /** the width of a wide form, e.g. 'mx-auto max-w-5xl' */ className?: string };

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
