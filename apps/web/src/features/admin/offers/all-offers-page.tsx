import { useState } from 'react';
import { ListPage } from '../components/list-page.tsx';
import { useDeleteOffer } from './api/delete-offer.ts';
import { useAdminOffers } from './api/get-admin-offers.ts';

const PAGE_SIZE = 20;
const day = (d: string) => d.slice(0, 10);
const dayColumn = 'whitespace-nowrap tabular-nums';

export function Component() {
  const [page, setPage] = useState(1);
  return (
    <ListPage
      title="All Offers"
      add={{ to: '/admin/offer/addoffer', label: 'Add New Offer' }}
      list={useAdminOffers({ page, limit: PAGE_SIZE })}
      paging={{ page, pageSize: PAGE_SIZE, onPage: setPage, label: 'Offer pages' }}
      table={{ caption: 'Offers', loadingText: 'Loading offers…', emptyText: 'No offers yet.' }}
      columns={[
        { header: 'Title', cell: (o) => <span className="font-medium text-slate-900">{o.title}</span>, sortBy: (o) => o.title },
        { header: 'Description', cell: (o) => <span className="line-clamp-2 max-w-md text-slate-700">{o.description}</span> },
        { header: 'Start Date', cell: (o) => day(o.startDate), sortBy: (o) => o.startDate, className: dayColumn },
        { header: 'End Date', cell: (o) => day(o.endDate), sortBy: (o) => o.endDate, className: dayColumn },
        { header: 'Related To', cell: (o) => o.relatedTo, sortBy: (o) => o.relatedTo },
      ]}
      nameOf={(o) => o.title}
      editPath={(o) => `/admin/offer/edit/${o._id}`}
      remove={{ mutation: useDeleteOffer(), kind: 'offer', success: 'Offer deleted successfully.', failure: 'Error deleting offer.' }}
    />
  );
}
