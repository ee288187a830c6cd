// Small helpers shared by the booking test files.
import { addDays, todayInIndia } from '@raahi/contract/rules/dates';
import { signedInAs, type TestApp } from './test-app.ts';

/** An instant `hours` from now, as an ISO string. */
export const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

export const today = todayInIndia();
/** The Indian calendar day `n` days from today. */
export const day = (n: number) => addDays(today, n);

/**
 * The accounts a booking test needs: the guest (whose first name shows on the booking), another guest,
 * an admin, and two providers of the kind booked (the owner of the listing and someone else's).
 */
export async function bookingCast(t: TestApp, guestName: string, providerRole: 'hotel' | 'cab' | 'tour') {
  return {
    guest: await signedInAs(t, 'user', { firstName: guestName }),
    other: await signedInAs(t, 'user'),
    admin: await signedInAs(t, 'admin'),
    owner: await signedInAs(t, providerRole),
    otherOwner: await signedInAs(t, providerRole),
  };
}
