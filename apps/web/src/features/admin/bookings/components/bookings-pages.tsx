// The booking screens: every booking of a kind (admins; tour managers for tours) and an owner's bookings
// of their own hotel or cab. What differs by kind (the calls, the texts, how a status change shows) is
// one row of KINDS.
import type { AnyBooking } from '@raahi/contract/bookings';
import type { Cab } from '@raahi/contract/cabs';
import type { Hotel } from '@raahi/contract/hotels';
import type { BookingStatus } from '@raahi/contract/rules/booking-actions';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCurrentUser } from '../../../../lib/session.ts';
import { useOwnerCab, useOwnerHotel } from '../../api/get-owned-listing.ts';
import { ListingSwitcher } from '../../components/listing-switcher.tsx';
import { Loaded } from '../../components/loaded.tsx';
import { OWNER_TEXTS } from '../../components/owner-texts.ts';
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

type KindRow = Pick<BookingsTableProps<AnyBooking>, 'texts' | 'reloadAfterUpdate'> & {
  title: string;
  /** every booking of the kind (null), or one listing's */
  list: (listingId: string | null) => List;
  setStatus: { admin: SetStatus; owner: SetStatus };
};

const cabAsAdmin = updateCabBookingStatus('admin');
const cabAsOwner = updateCabBookingStatus('owner');

const KINDS: Record<Kind, KindRow> = {
  hotel: {
    title: 'Hotel Bookings',
    list: (id) => ({ key: hotelBookingsKey(id), fetchPage: (p) => getHotelBookings(id, p) }),
    setStatus: { admin: updateHotelBookingStatus, owner: updateHotelBookingStatus },
    reloadAfterUpdate: true,
    texts: { loadError: 'Failed to fetch bookings. Please try again later.', empty: 'No bookings found.', updateError: hotelUpdateError },
  },
  cab: {
    title: 'Cab Bookings',
    list: (id) => ({ key: cabBookingsKey(id), fetchPage: (p) => getCabBookings(id, p) }),
    setStatus: { admin: cabAsAdmin, owner: cabAsOwner },
    texts: {
      loadError: 'Failed to fetch cab data. Please try again later.',
      empty: 'No cab bookings found.',
      updateError: otherUpdateError,
    },
  },
  tour: {
    title: 'Tour Bookings',
    list: () => ({ key: tourBookingsKey, fetchPage: getTourBookings }),
    setStatus: { admin: updateTourBookingStatus, owner: updateTourBookingStatus },
    texts: {
      loadError: 'Failed to fetch tour bookings. Please try again later.',
      empty: 'No tour bookings found.',
      updateError: otherUpdateError,
    },
  },
};

function KindTable({ kind, caption, listingId, as }: { kind: Kind; caption: string; listingId: string | null; as: 'admin' | 'owner' }) {
  const { list, setStatus, texts, reloadAfterUpdate } = KINDS[kind];
  const { key, fetchPage } = list(listingId);
  return (
    <BookingsTable
      kind={kind}
      caption={caption}
      listKey={key}
      fetchPage={fetchPage}
      setStatus={setStatus[as]}
      texts={texts}
      reloadAfterUpdate={reloadAfterUpdate}
    />
  );
}

/** Every booking of a kind. */
export function AllBookingsPage({ kind }: { kind: Kind }) {
  return (
    <div>
      <PageHeader title={KINDS[kind].title} />
      <KindTable kind={kind} caption={`All ${kind} bookings`} listingId={null} as="admin" />
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
  const { data: user } = useCurrentUser();
  const owned = useOwned[kind](user?._id);
  const title = owned.data ? `Bookings of ${nameOf(owned.data)}` : KINDS[kind].title;
  const texts = { ...OWNER_TEXTS[kind], loading: 'Loading bookings data...', error: KINDS[kind].texts.loadError };
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
