// The admin's list of hotels or of cabs: the list screen with a picture column, View (hotels) / Edit /
// Delete, and the texts of a listing (a listing with bookings is archived so its bookings are kept).
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { DeleteMutation } from './confirm-delete-dialog.tsx';
import type { Column } from './data-table.tsx';
import { AddLink, ListPage } from './list-page.tsx';
import { useT } from '../../../lib/i18n.tsx';

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

export function ListingTable<T extends Listing>({ kind, title, add, pageSize, useList, remove, columns, ...links }: Props<T>) {
  const t = useT();
  const [page, setPage] = useState(1);
  return (
    <ListPage
      title={title}
      add={add}
      list={useList(page)}
      paging={{ page, pageSize, onPage: setPage, label: t(`admin.listings.${kind}.pages`) }}
      table={{
        caption: title,
        loadingText: t(`admin.listings.${kind}.loading`),
        emptyText: t(`admin.listings.${kind}.empty`),
        emptyHint: t(`admin.listings.${kind}.emptyHint`),
        emptyAction: <AddLink {...add} />,
        countText: (n) => t(`admin.mine.${kind}.count`, { count: n }),
      }}
      picture={{ src: (row) => row.imageUrl }}
      columns={columns}
      {...links}
      remove={{
        mutation: remove,
        kind: t(`admin.listings.${kind}.noun`),
        success: t(`admin.listings.${kind}.deleted`),
        failure: t(`admin.listings.${kind}.deleteFailed`),
        note: t(`admin.listings.${kind}.archivedNote`),
      }}
    />
  );
}
