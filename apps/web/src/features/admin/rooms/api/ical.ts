// A room type's channel sync (GET/POST /api/hotels/:hotelId/room-types/:roomTypeId/ical, …/imports/:id/sync,
// DELETE …/imports/:id), for its owner and admins.
import { changeIcal, getIcal, removeIcalImport, syncIcalImport } from '@raahi/contract/ical';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { useSave } from '../../api/use-save.ts';
import { calendarKey } from './calendar.ts';

export const icalKey = (hotelId: string, roomTypeId: string) => ['admin', 'hotel', hotelId, 'ical', roomTypeId] as const;

export const useIcal = (hotelId: string, roomTypeId: string) =>
  useQuery({
    queryKey: icalKey(hotelId, roomTypeId),
    queryFn: () => call(getIcal, { params: { hotelId, roomTypeId } }),
    staleTime: 0,
  });

export function useIcalActions(hotelId: string, roomTypeId: string) {
  const params = { hotelId, roomTypeId };
  const stale = [icalKey(hotelId, roomTypeId), calendarKey(hotelId)];
  return {
    add: useSave((url: string) => call(changeIcal, { params, body: { url } }), stale),
    rotate: useSave(() => call(changeIcal, { params, body: { rotateExport: true } }), stale),
    sync: useSave((importId: string) => call(syncIcalImport, { params: { ...params, importId } }), stale),
    remove: useSave((importId: string) => call(removeIcalImport, { params: { ...params, importId } }), stale),
  };
}
