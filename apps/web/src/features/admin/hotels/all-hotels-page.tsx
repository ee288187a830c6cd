import { rupees } from '@raahi/contract/rules/rupees';
import { RatesHeader, RatesLinks } from '../rooms/components/rates-links.tsx';
import { NameCell } from '../components/data-table.tsx';
import { ListingTable } from '../components/listing-table.tsx';
import { useDeleteHotel } from './api/delete-hotel.ts';
import { useT } from '../../../lib/i18n.tsx';
import { ADMIN_HOTELS_PAGE_SIZE, useAdminHotels } from './api/get-admin-hotels.ts';

export function Component() {
  const t = useT();
  return (
    <ListingTable
      kind="hotel"
      title={t('admin.nav.allHotels')}
      add={{ to: '/admin/hotel/addhotel', label: t('admin.nav.addHotel') }}
      pageSize={ADMIN_HOTELS_PAGE_SIZE}
      useList={useAdminHotels}
      remove={useDeleteHotel()}
      nameOf={(h) => h.name}
      viewPath={(h) => `/admin/hotel/allhotel/${h._id}`}
      editPath={(h) => `/admin/hotel/edit/${h._id}`}
      columns={[
        {
          header: t('admin.mine.name'),
          cell: (h) => <NameCell name={h.name} featured={h.featured} />,
          sortBy: (h) => h.name,
          className: 'min-w-48',
        },
        { header: t('admin.hotelForm.location'), cell: (h) => h.location, sortBy: (h) => h.location, className: 'min-w-40' },
        {
          header: t('admin.hotel.pricePerNight'),
          cell: (h) => rupees(h.price),
          sortBy: (h) => h.price,
          className: 'whitespace-nowrap tabular-nums',
        },
        { header: t('admin.hotelForm.rooms'), cell: (h) => h.rooms, sortBy: (h) => h.rooms, className: 'tabular-nums' },
        { header: <RatesHeader />, label: t('admin.rooms.ratesColumn'), cell: (h) => <RatesLinks hotelId={h._id} name={h.name} /> },
      ]}
    />
  );
}
