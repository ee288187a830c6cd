// The hotel a rooms, rates or calendar page works on: an owner's is the one chosen with the switcher (else
// their first); an admin's is named by the address (?hotel=…), reached from All Hotels.
import type { AgeRules } from '@raahi/contract/rules/occupancy';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../../lib/session.ts';
import { useAdminHotel } from '../../hotels/api/get-admin-hotel.ts';
import { useOwnerHotel } from '../../api/get-owned-listing.ts';

export type HotelOfPage = {
  /** null: none to show (an owner without hotels, an admin who named none) */
  hotel: { _id: string; name: string; ageRules?: AgeRules } | null;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
  /** the admin's choice, kept on the links between the pages */
  search: string;
  /** an owner picks with the switcher */
  owner: boolean;
};

export function useHotelOfPage(): HotelOfPage {
  const user = useCurrentUser().data;
  const [params] = useSearchParams();
  const named = params.get('hotel');
  const admin = user?.role === 'admin';
  const own = useOwnerHotel(admin ? undefined : user?._id);
  const any = useAdminHotel(admin && named ? named : '', admin && !!named);
  if (admin) {
    if (!named) return { hotel: null, isPending: false, error: null, refetch: () => undefined, search: '', owner: false };
    return {
      hotel: any.data ?? null,
      isPending: any.isPending,
      error: any.error,
      refetch: any.refetch,
      search: `?hotel=${named}`,
      owner: false,
    };
  }
  return { hotel: own.data ?? null, isPending: !user || own.isPending, error: own.error, refetch: own.refetch, search: '', owner: true };
}
