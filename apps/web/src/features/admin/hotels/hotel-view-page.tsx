import { useParams } from 'react-router';
import { messageOf } from '../../../lib/api-client.ts';
import { ViewPage } from '../components/view-page.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useAdminHotel } from './api/get-admin-hotel.ts';
import { HotelDetailsView } from './components/hotel-details-view.tsx';

export function Component() {
  const t = useT();
  const loadError = (err: unknown) => t('admin.table.error', { message: messageOf(err, t('admin.owner.hotel.error')) });
  const { id = '' } = useParams();
  return (
    <ViewPage
      query={useAdminHotel(id)}
      texts={{ loading: t('admin.hotel.loadingDetails'), error: loadError }}
      back={{ to: '/admin/hotel/allhotel', label: `← ${t('admin.nav.allHotels')}` }}
      edit={(hotel) => ({ to: `/admin/hotel/edit/${hotel._id}`, label: t('admin.record.hotel.edit') })}
    >
      {(hotel) => <HotelDetailsView hotel={hotel} />}
    </ViewPage>
  );
}
