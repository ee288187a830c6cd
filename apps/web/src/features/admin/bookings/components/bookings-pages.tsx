// The booking screens: every booking of a kind (admins; tour managers for tours) and an owner's bookings
// of their own hotel or cab. What differs by kind (the calls, the texts, how a status change shows) is
// one row of KINDS.
import type { AnyBooking } from '@raahi/contract/bookings';
import type { Cab } from '@raahi/contract/cabs';
import type { Hotel } from '@raahi/contract/hotels';
import type { BookingStatus } from '@raahi/contract/rules/booking-actions';
import type { UseQueryResult } from '@tanstack/react-query';
import type { MessageKey } from '@raahi/contract/i18n/catalogue';
import { useT } from '../../../../lib/i18n.tsx';
import { useCurrentUser } from '../../../../lib/session.ts';
import { useOwnerCab, useOwnerHotel } from '../../api/get-owned-listing.ts';
import { ListingSwitcher } from '../../components/listing-switcher.tsx';
import { Loaded } from '../../components/loaded.tsx';
import { useOwnerTexts } from '../../components/owner-texts.ts';
import { PageHeader } from '../../components/page-header.tsx';
import type { BookingListParams } from '../api/booking-list-params.ts';
import { cabBookingsKey, getCabBookings } from '../api/get-cab-bookings.ts';
import { getHotelBookings, hotelBookingsKey } from '../api/get-hotel-bookings.ts';
import { getTourBookings, tourBookingsKey } from '../api/get-tour-bookings.ts';
import { updateCabBookingStatus } from '../api/update-cab-booking-status.ts';
import { updateHotelBookingStatus } from '../api/update-hotel-booking-status.ts';
import { updateTourBookingStatus } from '../api/update-tour-booking-status.ts';
import { hotelUpdateError, otherUpdateError } from './booking-messages.ts';
import { BookingsTable, type BookingsTableProps } from './bookings-table.tsx';

type Kind = AnyBooking['kind'];
type List = { key: readonly unknown[]; fetchPage: (p: BookingListParams) => Promise<{ items: AnyBooking[]; total: number }> };
type SetStatus = (id: string, status: BookingStatus, reason?: string) => Promise<AnyBooking>;

type Words = ReturnType<typeof useT>;
type KindRow = Pick<BookingsTableProps<AnyBooking>, 'reloadAfterUpdate'> & {
  title: MessageKey;
  texts: (t: Words) => BookingsTableProps<AnyBooking>['texts'];
  /** every booking of the kind (null), or one listing's */
  list: (listingId: string | null) => List;
  setStatus: { admin: SetStatus; owner: SetStatus };
};

const cabAsAdmin = updateCabBookingStatus('admin');
const cabAsOwner = updateCabBookingStatus('owner');

const KINDS: Record<Kind, KindRow> = {
  hotel: {
    title: 'admin.nav.hotelBookings',
    list: (id) => ({ key: hotelBookingsKey(id), fetchPage: (p) => getHotelBookings(id, p) }),
    setStatus: { admin: updateHotelBookingStatus, owner: updateHotelBookingStatus },
    reloadAfterUpdate: true,
    texts: (t) => ({
      loadError: t('admin.bookings.hotel.loadError'),
      empty: t('admin.bookings.hotel.empty'),
      updateError: hotelUpdateError(t),
    }),
  },
  cab: {
    title: 'admin.bookings.cab.title',
    list: (id) => ({ key: cabBookingsKey(id), fetchPage: (p) => getCabBookings(id, p) }),
    setStatus: { admin: cabAsAdmin, owner: cabAsOwner },
    texts: (t) => ({
      loadError: t('admin.bookings.cab.loadError'),
      empty: t('admin.bookings.cab.empty'),
      updateError: otherUpdateError(t),
    }),
  },
  tour: {
    title: 'admin.bookings.tour.title',
    list: () => ({ key: tourBookingsKey, fetchPage: getTourBookings }),
    setStatus: { admin: updateTourBookingStatus, owner: updateTourBookingStatus },
    texts: (t) => ({
      loadError: t('admin.bookings.tour.loadError'),
      empty: t('admin.bookings.tour.empty'),
      updateError: otherUpdateError(t),
    }),
  },
};

function KindTable({ kind, caption, listingId, as }: { kind: Kind; caption: string; listingId: string | null; as: 'admin' | 'owner' }) {
  const t = useT();
  const { list, setStatus, texts, reloadAfterUpdate } = KINDS[kind];
  const { key, fetchPage } = list(listingId);
  return (
    <BookingsTable
      kind={kind}
      caption={caption}
      listKey={key}
      fetchPage={fetchPage}
      setStatus={setStatus[as]}
      texts={texts(t)}
      reloadAfterUpdate={reloadAfterUpdate}
    />
  );
}

/** Every booking of a kind. */
export function AllBookingsPage({ kind }: { kind: Kind }) {
  const t = useT();
  return (
    <div>
      <PageHeader title={t(KINDS[kind].title)} />
      <KindTable kind={kind} caption={t(`admin.bookings.${kind}.all`)} listingId={null} as="admin" />
    </div>
  );
}

type Owned = Hotel | Cab;
const useOwned: Record<'hotel' | 'cab', (userId: string | undefined) => UseQueryResult<Owned | null>> = {
  hotel: useOwnerHotel,
  cab: useOwnerCab,
};
const nameOf = (listing: Owned) => ('name' in listing ? listing.name : listing.model);

/** The bookings of the hotel or cab the signed-in owner is linked to. */
export function OwnerBookingsPage({ kind }: { kind: 'hotel' | 'cab' }) {
  const t = useT();
  const ownerTexts = useOwnerTexts();
  const { data: user } = useCurrentUser();
  const owned = useOwned[kind](user?._id);
  const title = owned.data ? t('admin.bookings.of', { name: nameOf(owned.data) }) : t(KINDS[kind].title);
  const texts = { ...ownerTexts[kind], loading: t('admin.bookings.loading'), error: KINDS[kind].texts(t).loadError };
  return (
    <div>
      <PageHeader title={title} />
      <ListingSwitcher kind={kind} />
      <Loaded query={owned} texts={texts}>
        {(listing) => <KindTable kind={kind} caption={title} listingId={listing._id} as="owner" />}
      </Loaded>
    </div>
  );
}
