// A hotel's room types (GET/POST/PUT/DELETE /api/hotels/:hotelId/room-types), for its owner and admins.
import { createRoomType, listRoomTypes, removeRoomType, updateRoomType, type RoomTypeInput } from '@raahi/contract/rooms';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { useSave } from '../../api/use-save.ts';
import { calendarKey } from './calendar.ts';

export const roomTypesKey = (hotelId: string) => ['admin', 'hotel', hotelId, 'room-types'] as const;

export const useRoomTypes = (hotelId: string | null) =>
  useQuery({
    queryKey: roomTypesKey(hotelId ?? ''),
    queryFn: () => call(listRoomTypes, { params: { hotelId: hotelId! } }),
    enabled: !!hotelId,
    staleTime: 0,
  });

type Save = { hotelId: string; roomTypeId?: string; body: RoomTypeInput };
const save = ({ hotelId, roomTypeId, body }: Save) =>
  roomTypeId ? call(updateRoomType, { params: { hotelId, roomTypeId }, body }) : call(createRoomType, { params: { hotelId }, body });

export const useSaveRoomType = (hotelId: string) => useSave(save, [roomTypesKey(hotelId), calendarKey(hotelId)]);

export const useRemoveRoomType = (hotelId: string) =>
  useSave((roomTypeId: string) => call(removeRoomType, { params: { hotelId, roomTypeId } }), [roomTypesKey(hotelId), calendarKey(hotelId)]);
