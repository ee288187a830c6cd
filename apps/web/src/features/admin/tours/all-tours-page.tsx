import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { formatDay } from '../../../lib/format.ts';
import { rupees } from '@raahi/contract/rules/rupees';
import { NameCell } from '../components/data-table.tsx';
import { SearchFilter } from '../components/filter-fields.tsx';
import { ListPage } from '../components/list-page.tsx';
import { useDeleteTour } from './api/delete-tour.ts';
import { useAdminTours } from './api/get-admin-tours.ts';
import { useT } from '../../../lib/i18n.tsx';

const PAGE_SIZE = 20;

export function Component() {
  const t = useT();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  return (
    <ListPage
      title={t('admin.nav.allPackages')}
      actions={
        <Link to="/admin/tour/allpackagecategory" className={buttonClass('secondary')}>
          {t('admin.tours.list.categories')}
        </Link>
      }
      add={{ to: '/admin/tour/addtour', label: t('admin.nav.addPackage') }}
      filters={
        <SearchFilter
          label={t('admin.tours.list.search')}
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
          className="mb-3 max-w-sm"
        />
      }
      list={useAdminTours({ page, limit: PAGE_SIZE, destination: search.trim() || undefined })}
      paging={{ page, pageSize: PAGE_SIZE, onPage: setPage, label: t('admin.tours.list.pages') }}
      table={{
        caption: t('admin.tours.list.caption'),
        loadingText: t('admin.tours.list.loading'),
        emptyText: search ? t('admin.tours.list.noMatch') : t('admin.tours.list.empty'),
      }}
      picture={{ src: (p) => p.image }}
      columns={[
        { header: t('admin.mine.name'), cell: (p) => <NameCell name={p.name} featured={p.featured} />, sortBy: (p) => p.name },
        { header: t('admin.tours.type'), cell: (p) => p.type, sortBy: (p) => p.type },
        { header: t('admin.hotelForm.location'), cell: (p) => p.location, sortBy: (p) => p.location },
        { header: t('admin.tours.duration'), cell: (p) => p.duration, className: 'whitespace-nowrap' },
        {
          header: t('admin.tours.price'),
          cell: (p) => rupees(p.price),
          sortBy: (p) => p.price,
          className: 'whitespace-nowrap text-right tabular-nums',
        },
        {
          header: t('admin.tours.list.available'),
          cell: (p) => `${formatDay(p.availableFrom)} – ${formatDay(p.availableTill)}`,
          sortBy: (p) => p.availableFrom,
          className: 'whitespace-nowrap',
        },
      ]}
      nameOf={(p) => p.name}
      viewPath={(p) => `/admin/tour/alltour/${p._id}`}
      editPath={(p) => `/admin/tour/edit/${p._id}`}
      remove={{
        mutation: useDeleteTour(),
        kind: t('admin.tours.noun'),
        success: t('admin.tours.list.deleted'),
        failure: t('admin.tours.list.deleteFailed'),
        note: t('admin.tours.list.archivedNote'),
      }}
    />
  );
}
