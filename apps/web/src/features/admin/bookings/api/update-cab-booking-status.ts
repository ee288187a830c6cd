import type { CabBooking } from '@raahi/contract/bookings';
import type { BookingStatus } from '@raahi/contract/common';
import { api } from '../../../../lib/api-client.ts';

/** The admin table's PUT /api/cab/booking/update/status/{id}, the owner table's PUT /api/cab/booking/{id}. */
export const updateCabBookingStatus = (as: 'admin' | 'owner') => (id: string, status: BookingStatus) =>
  api<CabBooking>(
    as === 'admin' ? `/api/cab/booking/update/status/${encodeURIComponent(id)}` : `/api/cab/booking/${encodeURIComponent(id)}`,
    {
      method: 'PUT',
      body: { status },
    },
  );
