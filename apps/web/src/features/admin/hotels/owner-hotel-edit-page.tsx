import { useCurrentUser } from '../../../lib/session.ts';
import { EditPage } from '../components/form-page.tsx';
import { ListingSwitcher } from '../components/listing-switcher.tsx';
import { UnpublishedNotice } from '../components/unpublished-notice.tsx';
import { useOwnerHotel } from '../api/get-owned-listing.ts';
import { useOwnerTexts } from '../components/owner-texts.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useUpdateOwnerHotel } from './api/update-owner-hotel.ts';
import { HotelForm } from './components/hotel-form.tsx';
import { hotelToValues } from './components/hotel-form-values.ts';

export function Component() {
  const t = useT();
  const ownerTexts = useOwnerTexts();
  const { data: user } = useCurrentUser();
  const update = useUpdateOwnerHotel();
  return (
    <EditPage title={t('admin.record.hotel.edit')} className="mx-auto max-w-5xl" query={useOwnerHotel(user?._id)} texts={ownerTexts.hotel}>
      {(hotel) => (
        <>
          <ListingSwitcher kind="hotel" />
          {hotel.archivedAt && <UnpublishedNotice kind="hotel" review={hotel.review} />}
          <HotelForm
            key={hotel._id}
            initial={hotelToValues(hotel)}
            submitLabel={t('admin.hotel.update')}
            onSave={(body) => update.mutateAsync({ hotelId: hotel._id, body })}
            outcome={{ success: t('admin.hotel.updated'), failure: t('admin.record.hotel.updateFailed') }}
          />
        </>
      )}
    </EditPage>
  );
}
