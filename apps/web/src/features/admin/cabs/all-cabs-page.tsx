import { rupees } from '@raahi/contract/rules/rupees';
import { NameCell } from '../components/data-table.tsx';
import { ListingTable } from '../components/listing-table.tsx';
import { useDeleteCab } from './api/delete-cab.ts';
import { useT } from '../../../lib/i18n.tsx';
import { ADMIN_CABS_PAGE_SIZE, useAdminCabs } from './api/get-admin-cabs.ts';

export function Component() {
  const t = useT();
  return (
    <ListingTable
      kind="cab"
      title={t('admin.nav.allCabs')}
      add={{ to: '/admin/cab/addcab', label: t('admin.nav.addCab') }}
      pageSize={ADMIN_CABS_PAGE_SIZE}
      useList={useAdminCabs}
      remove={useDeleteCab()}
      nameOf={(c) => c.model}
      editPath={(c) => `/admin/cab/edit/${c._id}`}
      columns={[
        {
          header: t('admin.cabs.model'),
          cell: (c) => <NameCell name={c.model} featured={c.featured} />,
          sortBy: (c) => c.model,
          className: 'min-w-48',
        },
        { header: t('admin.hotelView.type'), cell: (c) => c.type, sortBy: (c) => c.type },
        { header: t('admin.cabForm.seats'), cell: (c) => c.seats, sortBy: (c) => c.seats, className: 'tabular-nums' },
        { header: t('admin.cabView.fuel'), cell: (c) => c.fuelType, sortBy: (c) => c.fuelType },
        { header: t('admin.cabs.travelType'), cell: (c) => c.travelType, sortBy: (c) => c.travelType, className: 'whitespace-nowrap' },
        {
          header: t('admin.hotelView.price'),
          sortBy: (c) => c.discountedPrice,
          className: 'whitespace-nowrap tabular-nums',
          cell: (c) => (
            <>
              {c.discountedPrice < c.originalPrice && (
                <s className="mr-1 text-slate-500">
                  <span className="sr-only">{t('admin.cabs.was')} </span>
                  {rupees(c.originalPrice)}
                </s>
              )}
              {rupees(c.discountedPrice)}
            </>
          ),
        },
      ]}
    />
  );
}
