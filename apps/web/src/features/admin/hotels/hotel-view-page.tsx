import { useParams } from 'react-router';
import { messageOf } from '../../../lib/api-client.ts';
import { ViewPage } from '../components/view-page.tsx';
import { useAdminHotel } from './api/get-admin-hotel.ts';
import { HotelDetailsView } from './components/hotel-details-view.tsx';

const loadError = (err: unknown) => `Error: ${messageOf(err, 'Failed to fetch hotel data. Please try again later.')}`;

export function Component() {
  const { id = '' } = useParams();
  return (
    <ViewPage
      query={useAdminHotel(id)}
      texts={{ loading: 'Loading hotel details...', error: loadError }}
      back={{ to: '/admin/hotel/allhotel', label: '← All Hotels' }}
      edit={(hotel) => ({ to: `/admin/hotel/edit/${hotel._id}`, label: 'Edit Hotel' })}
    >
      {(hotel) => <HotelDetailsView hotel={hotel} />}
    </ViewPage>
  );
}
