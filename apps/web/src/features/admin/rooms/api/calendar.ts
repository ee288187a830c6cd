// A hotel's calendar of nights: the read (GET …/calendar), the bulk edit and its preview (PATCH, dryRun),
// the undo of the caller's last edit and a night's history.
import { calendarHistory, editCalendar, getCalendar, undoCalendarEdit, type CalendarPatch } from '@raahi/contract/rooms';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client.ts';
import { useSave } from '../../api/use-save.ts';

export const calendarKey = (hotelId: string) => ['admin', 'hotel', hotelId, 'calendar'] as const;

export const useCalendar = (hotelId: string | null, from: string, to: string) =>
  useQuery({
    queryKey: [...calendarKey(hotelId ?? ''), from, to],
    queryFn: () => call(getCalendar, { params: { hotelId: hotelId! }, query: { from, to } }),
    enabled: !!hotelId,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** Applies changes; the calendar and every history read again once they are in. */
export const useEditCalendar = (hotelId: string) =>
  useSave((changes: CalendarPatch['changes']) => call(editCalendar, { params: { hotelId }, body: { changes } }), [calendarKey(hotelId)]);

/** Counts the cells the changes would change, changing nothing. */
export const usePreviewCalendar = (hotelId: string) =>
  useMutation({
    mutationFn: (changes: CalendarPatch['changes']) => call(editCalendar, { params: { hotelId }, body: { changes, dryRun: true } }),
  });

export const useUndoCalendar = (hotelId: string) => useSave(() => call(undoCalendarEdit, { params: { hotelId } }), [calendarKey(hotelId)]);

export const useNightHistory = (hotelId: string, date: string, roomTypeId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...calendarKey(hotelId), 'history', date, roomTypeId],
    queryFn: () => call(calendarHistory, { params: { hotelId }, query: { date, roomTypeId } }),
    enabled,
    staleTime: 0,
  });
