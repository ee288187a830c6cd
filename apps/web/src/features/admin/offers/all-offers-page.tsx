import { useState } from 'react';
import { ListPage } from '../components/list-page.tsx';
import { useDeleteOffer } from './api/delete-offer.ts';
import { useAdminOffers } from './api/get-admin-offers.ts';
import { useT } from '../../../lib/i18n.tsx';

const PAGE_SIZE = 20;
const day = (d: string) => d.slice(0, 10);
const dayColumn = 'whitespace-nowrap tabular-nums';

export function Component() {
  const t = useT();
  const [page, setPage] = useState(1);
  return (
    <ListPage
      title={t('admin.nav.allOffers')}
      add={{ to: '/admin/offer/addoffer', label: t('admin.offers.list.add') }}
      list={useAdminOffers({ page, limit: PAGE_SIZE })}
      paging={{ page, pageSize: PAGE_SIZE, onPage: setPage, label: t('admin.offers.list.pages') }}
      table={{ caption: t('admin.nav.offers'), loadingText: t('admin.offers.list.loading'), emptyText: t('admin.offers.list.empty') }}
      columns={[
        {
          header: t('admin.offers.title'),
          cell: (o) => <span className="font-medium text-slate-900">{o.title}</span>,
          sortBy: (o) => o.title,
        },
        {
          header: t('admin.tours.description'),
          cell: (o) => <span className="line-clamp-2 max-w-md text-slate-700">{o.description}</span>,
        },
        { header: t('admin.offers.list.start'), cell: (o) => day(o.startDate), sortBy: (o) => o.startDate, className: dayColumn },
        { header: t('admin.offers.list.end'), cell: (o) => day(o.endDate), sortBy: (o) => o.endDate, className: dayColumn },
        { header: t('admin.offers.list.relatedTo'), cell: (o) => t(`admin.offers.kind.${o.relatedTo}`), sortBy: (o) => o.relatedTo },
      ]}
      nameOf={(o) => o.title}
      editPath={(o) => `/admin/offer/edit/${o._id}`}
      remove={{
        mutation: useDeleteOffer(),
        kind: t('admin.offers.noun'),
        success: t('admin.offers.list.deleted'),
        failure: t('admin.offers.list.deleteFailed'),
      }}
    />
  );
}
