import { useNavigate, useParams } from 'react-router';
import { ErrorState, Spinner } from '../../../components/ui/states.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { useAdminHotel } from './api/get-admin-hotel.ts';
import { useUpdateHotel } from './api/update-hotel.ts';
import { HotelForm } from './components/hotel-form.tsx';
import { hotelToValues } from './components/hotel-form-values.ts';

export function Component() {
  const { hotelId = '' } = useParams();
  const { data: hotel, isPending, isError, refetch } = useAdminHotel(hotelId);
  const update = useUpdateHotel();
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Edit Hotel" description={hotel?.name} />
      {isPending ? (
        <Spinner label="Loading..." />
      ) : isError ? (
        <ErrorState message="Error fetching package data" onRetry={() => void refetch()} />
      ) : (
        <HotelForm
          key={hotel._id}
          initial={hotelToValues(hotel)}
          submitLabel="Save Changes"
          onSave={(body) => update.mutateAsync({ id: hotel._id, body })}
          outcome={{
            success: 'Hotel edited successfully',
            failure: 'Error editing hotel',
            inlineFailure: 'Error updating hotel',
            onSaved: () => navigate('/admin/hotel/allhotel'),
          }}
        />
      )}
    </div>
  );
}
