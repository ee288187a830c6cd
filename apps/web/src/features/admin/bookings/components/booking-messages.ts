import type { MessageValues } from '@raahi/contract/i18n/catalogue';
import type { MessageKey } from '@raahi/contract/i18n/catalogue';
import { ApiError } from '../../../../lib/api-client.ts';

type Words = (key: MessageKey, values?: MessageValues) => string;

/** Hotel tables: 'Failed to update booking status.' followed by the server's message or the error text. */
export const hotelUpdateError = (t: Words) => (err: unknown) =>
  `${t('admin.bookings.updateFailed')} ${err instanceof ApiError || err instanceof Error ? err.message : String(err)}`;

/** Cab and tour tables. */
export const otherUpdateError = (t: Words) => () => `${t('admin.bookings.updateFailed')} ${t('admin.bookings.tryAgain')}`;
