import { useCurrentUser } from '../../../lib/session.ts';
import { useOwnerHotel } from '../api/get-owned-listing.ts';
import { OWNER_TEXTS } from '../components/owner-texts.ts';
import { ListingSwitcher } from '../components/listing-switcher.tsx';
import { UnpublishedNotice } from '../components/unpublished-notice.tsx';
import { ViewPage } from '../components/view-page.tsx';
import { HotelDetailsView } from './components/hotel-details-view.tsx';

const TEXTS = {
  loading: 'Loading hotel details...',
  error: OWNER_TEXTS.hotel.error,
  empty: { title: 'No Hotel Found', hint: 'No hotel information is available for this user.' },
};

export function Component() {
  const { data: user } = useCurrentUser();
  return (
    <>
      <div className="mx-auto max-w-6xl">
        <ListingSwitcher kind="hotel" />
      </div>
      <ViewPage query={useOwnerHotel(user?._id)} texts={TEXTS} edit={() => ({ to: '/admin/hotel/user', label: 'Edit Hotel' })}>
        {(hotel) => (
          <>
            {hotel.archivedAt && <UnpublishedNotice kind="hotel" review={hotel.review} />}
            <HotelDetailsView hotel={hotel} />
          </>
        )}
      </ViewPage>
    </>
  );
}
