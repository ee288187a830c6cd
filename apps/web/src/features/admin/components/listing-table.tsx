// The admin's table of hotels or of cabs: picture, the listing's own columns, view / edit / delete (with
// a confirmation; a listing with bookings is archived so its bookings are kept), paging and the states.
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDeleteDialog, useConfirmDelete, type DeleteMutation } from './confirm-delete-dialog.tsx';
import { DataTable, rowAction, rowDanger, Thumbnail, type Column } from './data-table.tsx';
import { PageHeader } from './page-header.tsx';

type Listing = { _id: string; imageUrl: string };

type Props<T extends Listing> = {
  kind: 'hotel' | 'cab';
  title: string;
  add: { to: string; label: string };
  pageSize: number;
  /** the list query of one page */
  useList: (page: number) => UseQueryResult<{ items: T[]; total: number }>;
  remove: DeleteMutation<unknown>;
  nameOf: (row: T) => string;
  viewPath?: (row: T) => string;
  editPath: (row: T) => string;
  /** the columns between the picture and the actions */
  columns: Column<T>[];
};

export function ListingTable<T extends Listing>({
  kind,
  title,
  add,
  pageSize,
  useList,
  remove,
  nameOf,
  viewPath,
  editPath,
  columns,
}: Props<T>) {
  const [page, setPage] = useState(1);
  const q = useList(page);
  const Kind = kind === 'hotel' ? 'Hotel' : 'Cab';
  const deletion = useConfirmDelete<T, unknown>(remove, { success: `${Kind} deleted successfully.`, failure: `Error deleting ${kind}.` });
  const addLink = (
    <Link to={add.to} className={buttonClass('primary')}>
      {add.label}
    </Link>
  );
  const named = (label: string, row: T) => (
    <>
      {label}
      <span className="sr-only"> {nameOf(row)}</span>
    </>
  );
  return (
    <>
      <PageHeader title={title} actions={addLink} />
      <DataTable
        caption={title}
        rows={q.data?.items}
        rowKey={(row) => row._id}
        isLoading={q.isPending}
        loadingText={`Loading ${kind}s...`}
        error={q.error}
        onRetry={() => void q.refetch()}
        emptyText={`No ${kind}s yet`}
        emptyHint={`Add the first ${kind} to list it for visitors.`}
        emptyAction={addLink}
        countText={(n) => (n === 1 ? `1 ${kind}` : `${n} ${kind}s`)}
        paging={{ page, pageSize, total: q.data?.total ?? 0, onPage: setPage, label: `${Kind} pages` }}
        columns={[
          {
            header: <span className="sr-only">Picture</span>,
            cell: (row) => <Thumbnail src={row.imageUrl} />,
            className: 'w-20',
            phone: 'media',
          },
          ...columns,
          {
            header: <span className="sr-only">Actions</span>,
            phone: 'actions',
            className: 'whitespace-nowrap text-right',
            cell: (row) => (
              <>
                {viewPath && (
                  <Link to={viewPath(row)} className={rowAction}>
                    {named('View', row)}
                  </Link>
                )}
                <Link to={editPath(row)} className={rowAction}>
                  {named('Edit', row)}
                </Link>
                <button type="button" className={rowDanger} onClick={() => deletion.ask(row)}>
                  {named('Delete', row)}
                </button>
              </>
            ),
          },
        ]}
      />
      <ConfirmDeleteDialog
        {...deletion.dialog}
        kind={kind}
        itemName={deletion.target ? nameOf(deletion.target) : undefined}
        note={`A ${kind} with bookings is archived so its bookings are kept.`}
      />
    </>
  );
}
