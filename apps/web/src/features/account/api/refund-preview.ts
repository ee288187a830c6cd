import { previewRefund } from '@raahi/contract/payments';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** GET /api/bookings/{bookingId}/refund: what cancelling now would refund and keep, asked while `enabled`. */
export const useRefundPreview = (bookingId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['refund-preview', bookingId],
    queryFn: ({ signal }) => call(previewRefund, { params: { bookingId }, signal }),
    enabled,
    staleTime: 0,
  });
