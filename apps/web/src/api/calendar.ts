import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarUrlResponse } from '@pokered/core/schemas/calendar';
import { api } from '../urls';
import { http } from './http';

/** GET /api/user/calendar (logged in) → `{url}` of the caller's personal calendar feed (rules §14). */
export const myCalendarQueryKey = ['calendar', 'mine'] as const;

export function getMyCalendar(signal?: AbortSignal): Promise<CalendarUrlResponse> {
  return http.get(api.calendar.mine, { signal });
}

export function myCalendarQueryOptions() {
  return queryOptions({ queryKey: myCalendarQueryKey, queryFn: ({ signal }) => getMyCalendar(signal) });
}

export function useMyCalendar() {
  return useQuery(myCalendarQueryOptions());
}

/** POST /api/user/calendar/reset → `{url}` of a new feed; the old URL stops working. */
export function postResetCalendar(): Promise<CalendarUrlResponse> {
  return http.post(api.calendar.reset, undefined);
}

export function useResetCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postResetCalendar,
    onSuccess: (answer) => queryClient.setQueryData(myCalendarQueryKey, answer),
  });
}
