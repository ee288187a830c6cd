import type { User } from '@raahi/contract/users';
import { checkWith } from '../../../lib/check-with.ts';

/** What the guest types: it goes on the booking (and its invoice), and to the profile when the box is ticked. */
export type GuestForm = { name: string; email: string; mobile: string; gst: string; gstName: string; state: string; save: boolean };
export const EMPTY_GUEST: GuestForm = { name: '', email: '', mobile: '', gst: '', gstName: '', state: '', save: false };

export type GuestErrors = Partial<Record<'mobile' | 'gst' | 'gstName' | 'state', string>>;

/** The guest's name and email, falling back to the signed-in user's. */
export const guestNameOf = (g: GuestForm, user: User | null | undefined) =>
  g.name || (user ? `${user.firstName} ${user.lastName}`.trim() : '');
export const guestEmailOf = (g: GuestForm, user: User | null | undefined) => g.email || user?.email || '';

/** The form as shown: what the guest typed, else the billing details saved on their profile. */
export const withSavedBilling = (g: GuestForm, user: User | null | undefined): GuestForm =>
  user
    ? {
        ...g,
        mobile: g.mobile || user.mobile,
        gst: g.gst || user.gstNumber,
        gstName: g.gstName || (g.gst ? '' : (user.gstLegalName ?? '')),
        state: g.state || user.billingState,
      }
    : g;

/** The details as the create call takes them (the invoice names the guest by the Full Name typed, else the account's). */
export const bookingDetailsOf = (g: GuestForm) => ({
  guestName: g.name.trim(),
  mobile: g.mobile.trim(),
  gstNumber: g.gst.trim(),
  // the business's legal name goes with its GSTIN, and only with one
  gstLegalName: g.gst.trim() ? g.gstName.trim() : '',
  state: g.state,
});

/** The create call's own checks of the details the booking keeps, with its messages (its schema loads with the first check). */
export async function guestErrors(g: GuestForm): Promise<GuestErrors> {
  const parsed = checkWith((await import('@raahi/contract/guest-details')).guestDetailsInput, bookingDetailsOf(g));
  if (parsed.ok) return {};
  const errors: GuestErrors = {};
  for (const issue of parsed.issues) {
    const field =
      issue.path[0] === 'gstNumber' ? 'gst' : issue.path[0] === 'gstLegalName' ? 'gstName' : (issue.path[0] as 'mobile' | 'state');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The element id of a guest field, so the page can focus the first one in error. */
export const guestFieldId = (field: keyof GuestForm) => `guest-${field}`;
