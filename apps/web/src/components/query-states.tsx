// The states of what a page loads: loading, failed (with Try again), missing or empty, and loaded.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError, messageOf } from '../lib/api-client.ts';
import { Pagination } from './ui/pagination.tsx';
import { ErrorState } from './ui/states.tsx';

/**
 * The one thing a page shows (a hotel, a cab, a tour, a post): `loading` while it loads, `notFound` when the
 * server answers one of `missing` (404 unless told), an error with Try again, or `children` with the data.
 */
export function Loaded<T>({
  query,
  loading,
  notFound,
  missing = [404],
  errorText,
  children,
}: {
  query: UseQueryResult<T>;
  loading: ReactNode;
  notFound: ReactNode;
  missing?: number[];
  /** shown when the server gives no message of its own */
  errorText: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError) {
    if (query.error instanceof ApiError && missing.includes(query.error.status)) return notFound;
    return <QueryError query={query} text={messageOf(query.error, errorText)} />;
  }
  return children(query.data);
}

type ListQuery<T> = UseQueryResult<{ items: T[]; total: number }>;

/**
 * A list that loads: `loading` while it loads, an error with Try again, `empty` when there is nothing, or a
 * <ul> of `item` for each (dimmed while an earlier page stands in for the next), then `after` and the
 * pages (`paging`, with the list's total).
 */
export function QueryList<T extends { _id: string }>({
  query,
  loading,
  errorText,
  serverMessage = true,
  empty,
  className,
  itemClassName,
  item,
  after,
  paging,
}: {
  query: ListQuery<T>;
  loading: ReactNode;
  errorText: string;
  /** show the server's own message when it gives one (else always errorText) */
  serverMessage?: boolean;
  empty: ReactNode;
  /** the <ul>'s */
  className: string;
  itemClassName?: string;
  item: (x: T) => ReactNode;
  after?: (data: { items: T[]; total: number }) => ReactNode;
  paging?: { page: number; pageSize: number; onPage: (page: number) => void; label: string; className?: string };
}) {
  if (query.isPending) return loading;
  if (query.isError) return <QueryError query={query} text={serverMessage ? messageOf(query.error, errorText) : errorText} />;
  if (query.data.items.length === 0) return empty;
  return (
    <>
      <ul className={`${className} ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
        {query.data.items.map((x) => (
          <li key={x._id} className={itemClassName}>
            {item(x)}
          </li>
        ))}
      </ul>
      {after?.(query.data)}
      {paging && <Pagination {...paging} total={query.data.total} />}
    </>
  );
}

/** A failed load, with Try again. */
export function QueryError({ query, text }: { query: Pick<UseQueryResult, 'refetch'>; text: string }) {
  return <ErrorState message={text} onRetry={() => void query.refetch()} />;
}
