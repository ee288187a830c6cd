import { useCurrentUser } from '../../../lib/session.ts';
import { useOwnerHotel } from '../api/get-owned-listing.ts';
import { useOwnerTexts } from '../components/owner-texts.ts';
import { useT } from '../../../lib/i18n.tsx';
import { ListingSwitcher } from '../components/listing-switcher.tsx';
import { UnpublishedNotice } from '../components/unpublished-notice.tsx';
import { ViewPage } from '../components/view-page.tsx';
import { HotelDetailsView } from './components/hotel-details-view.tsx';

export function Component() {
  const t = useT();
  const ownerTexts = useOwnerTexts();
  const TEXTS = {
    loading: t('admin.hotel.loadingDetails'),
    error: ownerTexts.hotel.error,
    empty: { title: t('admin.hotel.noneFound'), hint: t('admin.hotel.noneFoundHint') },
  };
  const { data: user } = useCurrentUser();
  return (
    <>
      <div className="mx-auto max-w-6xl">
        <ListingSwitcher kind="hotel" />
      </div>
      <ViewPage
        query={useOwnerHotel(user?._id)}
        texts={TEXTS}
        edit={() => ({ to: '/admin/hotel/user', label: t('admin.record.hotel.edit') })}
      >
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
