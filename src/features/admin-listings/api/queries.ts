/** TanStack Query keys, queries and mutations of the admin area. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PropertyInsert } from '@/lib/database.types';
import { LEADS_QUERY_KEY } from '@/lib/newLeads';
import {
  createProperty,
  deleteProperty,
  fetchAllProperties,
  addLeadNote,
  fetchLeadHistory,
  fetchLeads,
  fetchRelatedLeads,
  fetchStaff,
  updateLead,
  inviteStaff,
  revokeStaff,
  updateProperty,
} from './api';

export const adminQueries = {
  properties: () =>
    queryOptions({ queryKey: ['admin', 'properties'], queryFn: fetchAllProperties, staleTime: 0 }),
  leads: () => queryOptions({ queryKey: [...LEADS_QUERY_KEY], queryFn: fetchLeads, staleTime: 0 }),
  leadHistory: (leadId: string) =>
    queryOptions({
      queryKey: [...LEADS_QUERY_KEY, leadId, 'history'],
      queryFn: () => fetchLeadHistory(leadId),
      staleTime: 0,
    }),
  relatedLeads: (leadId: string) =>
    queryOptions({
      queryKey: [...LEADS_QUERY_KEY, leadId, 'related'],
      queryFn: () => fetchRelatedLeads(leadId),
      staleTime: 0,
    }),
  staff: () => queryOptions({ queryKey: ['admin', 'staff'], queryFn: fetchStaff, staleTime: 0 }),
};

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, redirectTo }: { email: string; redirectTo: string }) =>
      inviteStaff(email, redirectTo),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'staff'] }),
  });
}

/** Revoking may end the caller's own access: the admin check refetches too. */
export function useRevokeStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => revokeStaff(userId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'staff'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'is-admin'] }),
      ]),
  });
}

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

/** After any write: the admin list and every public listing view refetch. */
function useInvalidateListings() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin', 'properties'] }),
      queryClient.invalidateQueries({ queryKey: ['properties'] }),
    ]);
}

export function useSaveProperty() {
  const invalidate = useInvalidateListings();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: PropertyInsert }) =>
      id ? updateProperty(id, values) : createProperty(values),
    onSuccess: invalidate,
  });
}

export function useDeleteProperty() {
  const invalidate = useInvalidateListings();
  return useMutation({ mutationFn: (id: string) => deleteProperty(id), onSuccess: invalidate });
}
