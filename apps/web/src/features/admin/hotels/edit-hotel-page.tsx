import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { ErrorState, Spinner } from '../../../components/ui/states.tsx';
import { PageHeader } from '../components/listing-pager.tsx';
import { useAdminHotel } from './api/get-admin-hotel.ts';
import { useUpdateHotel } from './api/update-hotel.ts';
import { HotelForm } from './components/hotel-form.tsx';
import { hotelToValues } from './components/hotel-form-values.ts';

export function Component() {
  const { hotelId = '' } = useParams();
  const { data: hotel, isPending, isError, refetch } = useAdminHotel(hotelId);
  const update = useUpdateHotel();
  const navigate = useNavigate();
  const [saveError, setSaveError] = useState<string | null>(null);

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Edit Hotel" />
      {isPending ? (
        <Spinner label="Loading..." />
      ) : isError ? (
        <ErrorState message="Error fetching package data" onRetry={() => void refetch()} />
      ) : (
        <HotelForm
          key={hotel._id}
          initial={hotelToValues(hotel)}
          submitLabel="Save Changes"
          showFeatured
          saveError={saveError}
          onUploadError={() => {
            setSaveError('Error updating hotel');
            toast.error('Error editing hotel');
          }}
          onSave={async (body) => {
            setSaveError(null);
            try {
              await update.mutateAsync({ id: hotel._id, body });
              toast.success('Hotel edited successfully');
              navigate('/admin/hotel/allhotel');
            } catch (err) {
              setSaveError('Error updating hotel');
              toast.error('Error editing hotel');
              throw err;
            }
          }}
        />
      )}
    </div>
  );
}
