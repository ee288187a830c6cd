import { ApiError } from '../../../../lib/api-client.ts';

/** Hotel tables: 'Failed to update booking status.' followed by the server's message or the error text. */
export const hotelUpdateError = (err: unknown) =>
  `Failed to update booking status. ${err instanceof ApiError || err instanceof Error ? err.message : String(err)}`;

/** Cab and tour tables. */
export const otherUpdateError = () => 'Failed to update booking status. Please try again.';
