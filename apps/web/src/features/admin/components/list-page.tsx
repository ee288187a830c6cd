// The back-office list screen: the page header (with its Add link), optional filters, the table with
// its states and paging, View / Edit / Delete per row (each naming the row for screen readers), and the
// delete confirmation. Each list configures it with its query, columns, links and texts, e.g.
//   <ListPage title="All Offers" add={{ to: '/admin/offer/addoffer', label: 'Add New Offer' }} list={q} columns={…}
//     nameOf={(o) => o.title} editPath={(o) => `/admin/offer/edit/${o._id}`} remove={{ mutation, kind: 'offer', … }} … />
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDeleteDialog, useConfirmDelete, type DeleteMutation } from './confirm-delete-dialog.tsx';
import { DataTable, pictureColumn, rowAction, rowDanger, type Column, type DataTableTexts } from './data-table.tsx';
import { PageHeader } from './page-header.tsx';
import { useT } from '../../../lib/i18n.tsx';

type Row = { _id: string };

export type Removal<T> = {
  mutation: DeleteMutation<unknown>;
  /** e.g. 'package': the dialog's title */
  kind: string;
  success: string;
  failure: string | ((err: Error) => string);
  /** the dialog's extra line, e.g. that a listing with bookings is archived instead */
  note?: string;
  /** the name the dialog shows, when it differs from the row's name */
  itemName?: (row: T) => string;
};

type Props<T extends Row> = {
  title: string;
  description?: ReactNode;
  /** the header's primary link */
  add?: { to: string; label: string };
  /** header links before the Add link */
  actions?: ReactNode;
  filters?: ReactNode;
  list: UseQueryResult<{ items: T[]; total?: number }>;
  paging?: { page: number; pageSize: number; onPage: (page: number) => void; label: string };
  table: DataTableTexts & { caption: string };
  /** a picture column before the others: the row's picture and the column's name for screen readers */
  picture?: { src: (row: T) => string; label?: string };
  columns: Column<T>[];
  /** the row's name: said after View / Edit / Delete and shown in the delete dialog */
  nameOf: (row: T) => string;
  viewPath?: (row: T) => string;
  editPath?: (row: T) => string;
  remove: Removal<T>;
  /** shown instead of a row's actions when it gives something, e.g. 'You' on the signed-in user's row */
  instead?: (row: T) => ReactNode;
};

/** A primary link to a page, e.g. the list's Add page. */
export function AddLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={buttonClass('primary')}>
      {label}
    </Link>
  );
}

export function ListPage<T extends Row>(props: Props<T>) {
  const { title, description, add, actions, filters, list, paging, table, picture, columns, nameOf, remove } = props;
  const t = useT();
  const deletion = useConfirmDelete<T, unknown>(remove.mutation, remove);
  const headerLinks = (actions || add) && (
    <>
      {actions}
      {add && <AddLink {...add} />}
    </>
  );
  const target = deletion.target;
  return (
    <>
      <PageHeader title={title} description={description} actions={headerLinks} />
      {filters}
      <DataTable
        {...table}
        rows={list.data?.items}
        rowKey={(row) => row._id}
        load={list}
        paging={paging && { ...paging, total: list.data?.total ?? 0 }}
        columns={[...(picture ? [pictureColumn(picture.src, picture.label)] : []), ...columns, actionsColumn(props, deletion.ask, t)]}
      />
      <ConfirmDeleteDialog
        {...deletion.dialog}
        kind={remove.kind}
        itemName={target ? (remove.itemName ?? nameOf)(target) : undefined}
        note={remove.note}
      />
    </>
  );
}

function actionsColumn<T extends Row>(
  { nameOf, viewPath, editPath, instead }: Props<T>,
  ask: (row: T) => void,
  t: ReturnType<typeof useT>,
): Column<T> {
  const named = (label: string, row: T) => (
    <>
      {label}
      <span className="sr-only"> {nameOf(row)}</span>
    </>
  );
  return {
    header: <span className="sr-only">{t('admin.table.actions')}</span>,
    label: t('admin.table.actions'),
    phone: 'actions',
    className: 'whitespace-nowrap text-right',
    cell: (row) =>
      instead?.(row) ?? (
        <>
          {viewPath && (
            <Link to={viewPath(row)} className={rowAction}>
              {named(t('admin.table.view'), row)}
            </Link>
          )}
          {editPath && (
            <Link to={editPath(row)} className={rowAction}>
              {named(t('admin.table.edit'), row)}
            </Link>
          )}
          <button type="button" className={rowDanger} onClick={() => ask(row)}>
            {named(t('admin.table.delete'), row)}
          </button>
        </>
      ),
  };
}
