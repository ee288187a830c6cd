import { rupees } from '@raahi/contract/rules/rupees';
import { NameCell } from '../components/data-table.tsx';
import { ListingTable } from '../components/listing-table.tsx';
import { useDeleteCab } from './api/delete-cab.ts';
import { ADMIN_CABS_PAGE_SIZE, useAdminCabs } from './api/get-admin-cabs.ts';

export function Component() {
  return (
    <ListingTable
      kind="cab"
      title="All Cabs"
      add={{ to: '/admin/cab/addcab', label: 'Add a Cab' }}
      pageSize={ADMIN_CABS_PAGE_SIZE}
      useList={useAdminCabs}
      remove={useDeleteCab()}
      nameOf={(c) => c.model}
      editPath={(c) => `/admin/cab/edit/${c._id}`}
      columns={[
        { header: 'Model', cell: (c) => <NameCell name={c.model} featured={c.featured} />, sortBy: (c) => c.model, className: 'min-w-48' },
        { header: 'Type', cell: (c) => c.type, sortBy: (c) => c.type },
        { header: 'Seats', cell: (c) => c.seats, sortBy: (c) => c.seats, className: 'tabular-nums' },
        { header: 'Fuel', cell: (c) => c.fuelType, sortBy: (c) => c.fuelType },
        { header: 'Travel type', cell: (c) => c.travelType, sortBy: (c) => c.travelType, className: 'whitespace-nowrap' },
        {
          header: 'Price',
          sortBy: (c) => c.discountedPrice,
          className: 'whitespace-nowrap tabular-nums',
          cell: (c) => (
            <>
              {c.discountedPrice < c.originalPrice && (
                <s className="mr-1 text-slate-500">
                  <span className="sr-only">was </span>
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
