import { findBooking, verifyFindBooking, type FindBookingBody, type FindBookingVerifyBody } from '@raahi/contract/find-booking';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** Asks for a code to the booking's email (the same answer whether or not the pair goes together). */
export const useAskBookingCode = () => useMutation({ mutationFn: (body: FindBookingBody) => call(findBooking, { body }) });

/** Spends the code: answers the booking, and the API starts a session limited to it. */
export const useOpenBooking = () => useMutation({ mutationFn: (body: FindBookingVerifyBody) => call(verifyFindBooking, { body }) });
