// What some rows answer that their row in the table does not say, by row name, for the API documentation
// (api-docs.ts). apps/api/test/http/api-docs.test.ts checks that each name is a row's and each file row is here.

/** The rows that may answer 409 (a conflict with what is stored), and when. */
export const CONFLICTS: Readonly<Record<string, string>> = {
  registerUser: 'An account with this email exists.',
  updateProfile: 'The new email belongs to another account.',
  verifyEmail: 'The email the link confirms was taken by another account meanwhile.',
  changeRole: 'It would leave no admin.',
  deleteUser: 'An admin may not delete themself, nor a user who has bookings.',
  'ownedHotels.create': 'The owner has a hotel already (one hotel per owner).',
  updateHotelAsAdmin: 'The new owner has a hotel already.',
  'ownedCabs.create': 'The owner has a cab already (one cab per owner).',
  updateCab: 'The new owner has a cab already.',
  createCategory: 'A category with this name exists.',
  updateCategory: 'A category with this name exists.',
  createHotelBooking:
    'Not enough rooms are left for these dates, the hotel stopped taking bookings, or the caller holds too many unpaid bookings.',
  createCabBooking: 'The cab is booked at that time, stopped taking bookings, or the caller holds too many unpaid bookings.',
  createTourBooking:
    'Not enough seats are left on that date, the tour stopped taking bookings, or the caller holds too many unpaid bookings.',
  getQuote: 'The listing stopped taking bookings.',
  actOnBooking: 'The booking’s status does not allow the action now (a stale screen), or the new dates are sold out.',
  setHotelBookingStatus: 'The booking’s status cannot change to that one (a cancelled booking stays cancelled).',
  setCabBookingStatus: 'The booking’s status cannot change to that one (a cancelled booking stays cancelled).',
  updateCabBookingStatus: 'The booking’s status cannot change to that one (a cancelled booking stays cancelled).',
  setTourBookingStatus: 'The booking’s status cannot change to that one (a cancelled booking stays cancelled).',
  createPaymentOrder: 'Nothing is due on the booking, the time to pay for it ran out, or what is due changed meanwhile.',
  verifyPayment:
    'The amount paid does not match the order, the price of the new dates changed, or the payment was refused and refunded in full (payment_refused: its order asked for an earlier amount, or the UPI ID or card already had the welcome code).',
  getInvoice: 'The booking is not paid, or its payment was refunded in full: it has no invoice.',
  getCreditNote: 'Nothing has been refunded on the booking: it has no credit note.',
  createReview: 'The booking has been reviewed already.',
  replyToReview: 'The review has a reply already.',
  hideReview: 'The review is hidden already.',
  replyToEnquiry: 'The enquiry is closed.',
  replyToMyGrievance: 'The complaint is resolved.',
  replyToGrievance: 'The complaint is resolved.',
  resolveGrievance: 'The complaint is resolved already.',
};

/** The rows that answer a file (`file` in their row), its type, and whether it is their only answer. */
export const FILES: Readonly<Record<string, { type: 'application/pdf' | 'text/csv'; only: boolean }>> = {
  getInvoice: { type: 'application/pdf', only: true },
  getCreditNote: { type: 'application/pdf', only: true },
  getVoucher: { type: 'application/pdf', only: true },
  exportLedgerCsv: { type: 'text/csv', only: true },
  // format=csv
  getAnalytics: { type: 'text/csv', only: false },
};
