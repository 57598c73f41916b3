/** TanStack Query keys, queries and mutations of the leads inbox. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { LEADS_QUERY_KEY } from '@/lib/newLeads';
import {
  addLeadNote,
  fetchLeadBookingEvents,
  fetchLeadHistory,
  fetchLeads,
  fetchRelatedLeads,
  updateLead,
} from './leads';

export const leadQueries = {
  leads: () => queryOptions({ queryKey: [...LEADS_QUERY_KEY], queryFn: fetchLeads, staleTime: 0 }),
  leadHistory: (leadId: string) =>
    queryOptions({
      queryKey: [...LEADS_QUERY_KEY, leadId, 'history'],
      queryFn: () => fetchLeadHistory(leadId),
      staleTime: 0,
    }),
  bookingEvents: (leadId: string) =>
    queryOptions({
      queryKey: [...LEADS_QUERY_KEY, leadId, 'booking-events'],
      queryFn: () => fetchLeadBookingEvents(leadId),
      staleTime: 0,
    }),
  relatedLeads: (leadId: string) =>
    queryOptions({
      queryKey: [...LEADS_QUERY_KEY, leadId, 'related'],
      queryFn: () => fetchRelatedLeads(leadId),
      staleTime: 0,
    }),
};

/** A lead's workflow or archive change: the inbox, its history and the new-lead count refetch. */
export function useUpdateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: Parameters<typeof updateLead>[1] }) =>
      updateLead(id, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEADS_QUERY_KEY }),
  });
}

export function useAddLeadNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ leadId, body }: { leadId: string; body: string }) => addLeadNote(leadId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEADS_QUERY_KEY }),
  });
}
