/** The calendar API (docs/api.md "Calendar"): events, the person's own events, ICS downloads and the feed address. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CALENDAR_FILE_NAME,
  eventFileName,
  type CalendarEventDto,
  type CalendarEventsResponse,
  type CalendarFeedResponse,
  type CustomEventPatch,
  type CustomEventRequest,
} from '../../../common/calendar';
import { api, apiDownload } from '../../lib/api';
import { saveFile } from '../../lib/save-file';

export const calendarKeys = {
  all: ['calendar'] as const,
  events: () => [...calendarKeys.all, 'events'] as const,
  feed: () => [...calendarKeys.all, 'feed'] as const,
};

export function useCalendarEvents(enabled = true) {
  return useQuery({ queryKey: calendarKeys.events(), queryFn: async () => (await api.get<CalendarEventsResponse>('/api/calendar/events')).events, enabled });
}

function useInvalidating<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.events() }) });
}

const enc = encodeURIComponent;
export const useCreateEvent = () => useInvalidating((body: CustomEventRequest) => api.post<{ event: CalendarEventDto }>('/api/calendar/events', body));
export const useUpdateEvent = () =>
  useInvalidating(({ id, ...body }: CustomEventPatch & { id: string }) => api.patch<{ event: CalendarEventDto }>(`/api/calendar/events/${enc(id)}`, body));
export const useDeleteEvent = () => useInvalidating((id: string) => api.delete<{ deleted: boolean }>(`/api/calendar/events/${enc(id)}`));

export function useFeedUrl(enabled: boolean) {
  return useQuery({ queryKey: calendarKeys.feed(), queryFn: async () => (await api.get<CalendarFeedResponse>('/api/calendar/feed-url')).url, enabled });
}

export function useResetFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post<CalendarFeedResponse>('/api/calendar/feed-url/reset')).url,
    onSuccess: (url) => queryClient.setQueryData(calendarKeys.feed(), url),
  });
}

/** Saves an .ics made by the server (decision 116) under the spec's file name. */
async function saveIcs(path: string, fallbackName: string): Promise<void> {
  const { blob, fileName } = await apiDownload(path);
  saveFile(blob, fileName ?? fallbackName);
}

export const downloadCalendar = () => saveIcs('/api/calendar/ics', CALENDAR_FILE_NAME);
export const downloadEvent = (event: CalendarEventDto) => saveIcs(`/api/calendar/events/${enc(event.id)}/ics`, eventFileName(event));
