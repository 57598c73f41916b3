/** TanStack Query keys, queries and mutations of the calendar screens. */
import type { showingDefaults } from '@contract/booking.ts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addBlackout,
  addBookableStaff,
  cancelBooking,
  createShowingCalendar,
  fetchAgenda,
  fetchBookableStaff,
  fetchCalendars,
  fetchListingChoices,
  fetchMyUserId,
  fetchVisits,
  removeBlackout,
  removeBookableStaff,
  saveCalendar,
  setFeedToken,
  updateBookableStaff,
} from './calendar';

export const calendarQueries = {
  agenda: (fromIso: string, toIso: string) =>
    queryOptions({
      queryKey: ['admin', 'calendar', 'agenda', fromIso, toIso],
      queryFn: () => fetchAgenda(fromIso, toIso),
      staleTime: 0,
      placeholderData: (previous) => previous,
    }),
  visits: (fromIso: string, toIso: string) =>
    queryOptions({
      queryKey: ['admin', 'calendar', 'visits', fromIso, toIso],
      queryFn: () => fetchVisits(fromIso, toIso),
      staleTime: 0,
      placeholderData: (previous) => previous,
    }),
  me: () =>
    queryOptions({
      queryKey: ['admin', 'calendar', 'me'],
      queryFn: fetchMyUserId,
      staleTime: 60_000,
    }),
  calendars: () =>
    queryOptions({
      queryKey: ['admin', 'calendar', 'calendars'],
      queryFn: fetchCalendars,
      staleTime: 0,
    }),
  listings: () =>
    queryOptions({
      queryKey: ['admin', 'calendar', 'listings'],
      queryFn: fetchListingChoices,
      staleTime: 60_000,
    }),
  bookableStaff: () =>
    queryOptions({
      queryKey: ['admin', 'calendar', 'bookable-staff'],
      queryFn: fetchBookableStaff,
      staleTime: 0,
    }),
};

function useInvalidate(key: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['admin', 'calendar', key] });
}

export function useCancelBooking() {
  const invalidate = useInvalidate('agenda');
  return useMutation({ mutationFn: cancelBooking, onSettled: invalidate });
}

export function useSaveCalendar() {
  const invalidate = useInvalidate('calendars');
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: Parameters<typeof saveCalendar>[1] }) =>
      saveCalendar(id, values),
    onSettled: invalidate,
  });
}

export function useCreateShowingCalendar() {
  const invalidate = useInvalidate('calendars');
  return useMutation({
    mutationFn: ({
      listingId,
      defaults,
    }: {
      listingId: string;
      defaults: typeof showingDefaults;
    }) => createShowingCalendar(listingId, defaults),
    onSettled: invalidate,
  });
}

export function useAddBlackout() {
  const invalidate = useInvalidate('calendars');
  return useMutation({
    mutationFn: ({
      calendarId,
      onDate,
      note,
    }: {
      calendarId: string;
      onDate: string;
      note: string;
    }) => addBlackout(calendarId, onDate, note),
    onSuccess: invalidate,
  });
}

export function useRemoveBlackout() {
  const invalidate = useInvalidate('calendars');
  return useMutation({ mutationFn: removeBlackout, onSettled: invalidate });
}

export function useBookableStaffChange() {
  const invalidate = useInvalidate('bookable-staff');
  return useMutation({
    mutationFn: async (
      change:
        | { action: 'add'; userId: string }
        | { action: 'remove'; userId: string }
        | {
            action: 'update';
            userId: string;
            patch: { takes_consultations?: boolean; takes_showings?: boolean };
          },
    ) => {
      if (change.action === 'add') return addBookableStaff(change.userId);
      if (change.action === 'remove') return removeBookableStaff(change.userId);
      return updateBookableStaff(change.userId, change.patch);
    },
    onSettled: invalidate,
  });
}

export function useSetFeedToken() {
  const invalidate = useInvalidate('bookable-staff');
  return useMutation({ mutationFn: setFeedToken, onSettled: invalidate });
}
