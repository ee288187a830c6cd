// One record loaded for a back-office screen: a spinner while it loads, the error with a retry, an empty
// state when the server has none (an owner without a linked listing), then the screen drawn from it.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, Spinner } from '../../../components/ui/states.tsx';

export type LoadTexts = {
  loading: string;
  /** the error's text, or a function of the error */
  error: string | ((err: unknown) => string);
  /** shown when the answer is null */
  empty?: { title: string; hint: string };
};

/**
 * Without `children` it draws only the states (the caller shows the record some other way). `page`: the
 * record is the whole screen, so its empty state is the page's heading.
 */
export function Loaded<T>({
  query,
  texts,
  children,
  page = false,
}: {
  query: UseQueryResult<T | null>;
  texts: LoadTexts;
  children?: (record: T) => ReactNode;
  page?: boolean;
}) {
  if (query.isPending) return <Spinner label={texts.loading} />;
  if (query.isError)
    return (
      <ErrorState message={typeof texts.error === 'string' ? texts.error : texts.error(query.error)} onRetry={() => void query.refetch()} />
    );
  if (query.data === null) return texts.empty ? <EmptyState title={texts.empty.title} hint={texts.empty.hint} page={page} /> : null;
  return children ? children(query.data) : null;
}
