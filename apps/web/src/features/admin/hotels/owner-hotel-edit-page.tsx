import { useCurrentUser } from '../../../lib/session.ts';
import { EditPage } from '../components/form-page.tsx';
import { ListingSwitcher } from '../components/listing-switcher.tsx';
import { UnpublishedNotice } from '../components/unpublished-notice.tsx';
import { useOwnerHotel } from '../api/get-owned-listing.ts';
import { OWNER_TEXTS } from '../components/owner-texts.ts';
import { useUpdateOwnerHotel } from './api/update-owner-hotel.ts';
import { HotelForm } from './components/hotel-form.tsx';
import { hotelToValues } from './components/hotel-form-values.ts';

export function Component() {
  const { data: user } = useCurrentUser();
  const update = useUpdateOwnerHotel();
  return (
    <EditPage title="Edit Hotel" className="mx-auto max-w-5xl" query={useOwnerHotel(user?._id)} texts={OWNER_TEXTS.hotel}>
      {(hotel) => (
        <>
          <ListingSwitcher kind="hotel" />
          {hotel.archivedAt && <UnpublishedNotice kind="hotel" review={hotel.review} />}
          <HotelForm
            key={hotel._id}
            initial={hotelToValues(hotel)}
            submitLabel="Update Hotel"
            onSave={(body) => update.mutateAsync({ hotelId: hotel._id, body })}
            outcome={{ success: 'Hotel updated successfully', failure: 'Error updating hotel' }}
          />
        </>
      )}
    </EditPage>
  );
}
