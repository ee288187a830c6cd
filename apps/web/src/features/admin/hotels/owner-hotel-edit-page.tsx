import { EmptyState, ErrorState, Spinner } from '../../../components/ui/states.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { PageHeader } from '../components/page-header.tsx';
import { UnpublishedNotice } from '../components/unpublished-notice.tsx';
import { useOwnerHotel } from './api/get-owner-hotel.ts';
import { useUpdateOwnerHotel } from './api/update-owner-hotel.ts';
import { HotelForm } from './components/hotel-form.tsx';
import { hotelToValues } from './components/hotel-form-values.ts';

export function Component() {
  const { data: user } = useCurrentUser();
  const { data: hotel, isPending, isError, refetch } = useOwnerHotel(user?._id);
  const update = useUpdateOwnerHotel();
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title="Edit Hotel" />
      {isPending ? (
        <Spinner label="Loading..." />
      ) : isError ? (
        <ErrorState message="Failed to fetch hotel data. Please try again later." onRetry={() => void refetch()} />
      ) : !hotel ? (
        <EmptyState title="No hotel found for this user" hint="Ask an administrator to link your account to your hotel." />
      ) : (
        <>
          {hotel.archivedAt && <UnpublishedNotice kind="hotel" />}
          <HotelForm
            key={hotel._id}
            initial={hotelToValues(hotel)}
            submitLabel="Update Hotel"
            onSave={(body) => update.mutateAsync({ hotelId: hotel._id, body })}
            outcome={{ success: 'Hotel updated successfully', failure: 'Error updating hotel' }}
          />
        </>
      )}
    </div>
  );
}
