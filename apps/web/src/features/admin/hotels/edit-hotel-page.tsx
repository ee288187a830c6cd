import { useParams } from 'react-router';
import { EditPage } from '../components/form-page.tsx';
import { useAdminHotel } from './api/get-admin-hotel.ts';
import { useUpdateHotel } from './api/update-hotel.ts';
import { HotelForm } from './components/hotel-form.tsx';
import { hotelToValues } from './components/hotel-form-values.ts';

export function Component() {
  const { hotelId = '' } = useParams();
  const q = useAdminHotel(hotelId);
  const update = useUpdateHotel();
  return (
    <EditPage
      title="Edit Hotel"
      description={q.data?.name}
      className="mx-auto max-w-5xl"
      query={q}
      texts={{ loading: 'Loading...', error: 'Error fetching package data' }}
    >
      {(hotel) => (
        <HotelForm
          key={hotel._id}
          initial={hotelToValues(hotel)}
          submitLabel="Save Changes"
          onSave={(body) => update.mutateAsync({ id: hotel._id, body })}
          outcome={{
            success: 'Hotel edited successfully',
            failure: 'Error editing hotel',
            inlineFailure: 'Error updating hotel',
            next: '/admin/hotel/allhotel',
          }}
        />
      )}
    </EditPage>
  );
}
