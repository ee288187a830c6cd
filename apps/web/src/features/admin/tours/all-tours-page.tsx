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

const PAGE_SIZE = 20;

export function Component() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  return (
    <ListPage
      title="All Packages"
      actions={
        <Link to="/admin/tour/allpackagecategory" className={buttonClass('secondary')}>
          Categories
        </Link>
      }
      add={{ to: '/admin/tour/addtour', label: 'Add New Package' }}
      filters={
        <SearchFilter
          label="Search by name or location"
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
          className="mb-3 max-w-sm"
        />
      }
      list={useAdminTours({ page, limit: PAGE_SIZE, destination: search.trim() || undefined })}
      paging={{ page, pageSize: PAGE_SIZE, onPage: setPage, label: 'Package pages' }}
      table={{
        caption: 'Tour packages',
        loadingText: 'Loading packages…',
        emptyText: search ? 'No packages match your search.' : 'No packages yet.',
      }}
      picture={{ src: (t) => t.image }}
      columns={[
        { header: 'Name', cell: (t) => <NameCell name={t.name} featured={t.featured} />, sortBy: (t) => t.name },
        { header: 'Type', cell: (t) => t.type, sortBy: (t) => t.type },
        { header: 'Location', cell: (t) => t.location, sortBy: (t) => t.location },
        { header: 'Duration', cell: (t) => t.duration, className: 'whitespace-nowrap' },
        {
          header: 'Price',
          cell: (t) => rupees(t.price),
          sortBy: (t) => t.price,
          className: 'whitespace-nowrap text-right tabular-nums',
        },
        {
          header: 'Available',
          cell: (t) => `${formatDay(t.availableFrom)} – ${formatDay(t.availableTill)}`,
          sortBy: (t) => t.availableFrom,
          className: 'whitespace-nowrap',
        },
      ]}
      nameOf={(t) => t.name}
      viewPath={(t) => `/admin/tour/alltour/${t._id}`}
      editPath={(t) => `/admin/tour/edit/${t._id}`}
      remove={{
        mutation: useDeleteTour(),
        kind: 'package',
        success: 'Package deleted successfully.',
        failure: 'Error deleting package.',
        note: 'A package that has bookings is archived instead: its bookings are kept.',
      }}
    />
  );
}
