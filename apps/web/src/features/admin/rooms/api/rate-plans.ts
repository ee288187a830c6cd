// A hotel's rate plans (GET/POST/PUT/DELETE /api/hotels/:hotelId/rate-plans), for its owner and admins.
import { createRatePlan, listRatePlans, removeRatePlan, updateRatePlan, type RatePlanInput } from '@raahi/contract/rooms';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { useSave } from '../../api/use-save.ts';
import { calendarKey } from './calendar.ts';

export const ratePlansKey = (hotelId: string) => ['admin', 'hotel', hotelId, 'rate-plans'] as const;

export const useRatePlans = (hotelId: string | null) =>
  useQuery({
    queryKey: ratePlansKey(hotelId ?? ''),
    queryFn: () => call(listRatePlans, { params: { hotelId: hotelId! } }),
    enabled: !!hotelId,
    staleTime: 0,
  });

type Save = { hotelId: string; ratePlanId?: string; body: RatePlanInput };
const save = ({ hotelId, ratePlanId, body }: Save) =>
  ratePlanId ? call(updateRatePlan, { params: { hotelId, ratePlanId }, body }) : call(createRatePlan, { params: { hotelId }, body });

export const useSaveRatePlan = (hotelId: string) => useSave(save, [ratePlansKey(hotelId), calendarKey(hotelId)]);

export const useRemoveRatePlan = (hotelId: string) =>
  useSave((ratePlanId: string) => call(removeRatePlan, { params: { hotelId, ratePlanId } }), [ratePlansKey(hotelId), calendarKey(hotelId)]);
