import type { RoomChoice } from '@raahi/contract/rooms';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** `occupancy`: the party room by room (`2`, `2:5,9`), when asked for so */
export type StayAsk = { checkin: string; checkout: string; guests: number; occupancy?: string[] };

/** A hotel's room types and plans for a stay (the hotel page's 'Choose your room', the review's room and upgrades). */
export const stayRoomsQuery = (id: string, ask: StayAsk) =>
  queryOptions({
    queryKey: ['hotel-rooms', id, ask],
    // the row and its schemas load with the first rooms asked for, not with the page
    queryFn: async ({ signal }): Promise<RoomChoice[]> =>
      call((await import('@raahi/contract/rooms')).listStayRooms, { params: { id }, query: ask, signal }),
    staleTime: 30_000,
  });

/** null: no stay to ask about yet */
export function useStayRooms(id: string, ask: StayAsk | null) {
  return useQuery({
    ...stayRoomsQuery(id, ask ?? { checkin: '', checkout: '', guests: 0 }),
    enabled: ask !== null,
    placeholderData: keepPreviousData,
  });
}
