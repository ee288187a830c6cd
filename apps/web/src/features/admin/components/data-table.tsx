// Shared back-office table (G2 may import): loading, error ('Error: ' + message) and empty states,
// a caption for screen readers, horizontal scroll on phones, and an optional pager.
// <DataTable caption="Tour packages" columns={[{ header: 'Name', cell: (t) => t.name }]} rows={q.data?.items}
//   rowKey={(t) => t._id} isLoading={q.isPending} error={q.error} emptyText="No packages yet." />
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, Spinner } from '../../../components/ui/states.tsx';
import { messageOf } from '../../../lib/api-client.ts';

export type Column<T> = { header: ReactNode; cell: (row: T, index: number) => ReactNode; className?: string };

type Props<T> = {
  caption: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  isLoading: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyText: string;
  emptyAction?: ReactNode;
  loadingText?: string;
};

export function DataTable<T>({ caption, columns, rows, rowKey, isLoading, error, onRetry, emptyText, emptyAction, loadingText }: Props<T>) {
  if (isLoading) return <Spinner label={loadingText} />;
  if (error)
    return (
      <ErrorState
        message={`Error: ${messageOf(error, error instanceof Error ? error.message : 'Something went wrong.')}`}
        onRetry={onRetry}
      />
    );
  if (!rows || rows.length === 0) return <EmptyState title={emptyText}>{emptyAction}</EmptyState>;
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((c, i) => (
              <th
                key={i}
                scope="col"
                className={`whitespace-nowrap px-3 py-2.5 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 ${c.className ?? ''}`}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row, r) => (
            <tr key={rowKey(row)} className="hover:bg-slate-50/70">
              {columns.map((c, i) => (
                <td key={i} className={`px-3 py-2.5 align-middle text-slate-800 ${c.className ?? ''}`}>
                  {c.cell(row, r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Previous / next paging with 'Page x of y'. */
/** Small text-styled action link/button classes for table rows. */
export const rowAction =
  'rounded-md px-2 py-1 text-sm font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-600';
export const rowDanger =
  'rounded-md px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600';
