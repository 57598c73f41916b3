import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { formatInstant as formatReceived } from '@contract/date-format.ts';
import {
  fetchPrivacyRequests,
  fulfilmentText,
  fulfilPrivacyDelete,
  requestTypeLabel,
  verificationText,
  type PrivacyRequest,
} from '../../api/privacyRequests';

const QUERY_KEY = ['admin', 'privacy-requests'] as const;

/**
 * Privacy requests, each marked verified or not, and the one action the office takes here:
 * carrying out a verified delete (the database refuses an unverified one anyway).
 */
export function PrivacyRequests() {
  const queryClient = useQueryClient();
  const requests = useQuery({ queryKey: QUERY_KEY, queryFn: fetchPrivacyRequests, staleTime: 0 });
  const [confirming, setConfirming] = useState<PrivacyRequest | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const fulfil = useMutation({
    mutationFn: (request: PrivacyRequest) => fulfilPrivacyDelete(request.id),
    onSuccess: (result, request) => {
      setAnnouncement(
        `Deleted the data of ${request.full_name}: ${result.leads_deleted} leads, ${result.notes_deleted} notes.`,
      );
      setConfirming(null);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'leads'] }),
      ]);
    },
    onError: (error) => {
      setAnnouncement(`Could not delete: ${error.message}`);
      setConfirming(null);
    },
  });

  return (
    <section aria-labelledby="privacy-requests-heading" className="flex flex-col gap-3">
      <h2 id="privacy-requests-heading" className="text-xl font-semibold">
        Privacy requests
      </h2>
      <p role="status" className="text-sm">
        {announcement}
      </p>
      {requests.isPending ? (
        <p className="text-muted-foreground">Loading privacy requests…</p>
      ) : requests.isError ? (
        <div className="flex flex-col items-start gap-2">
          <p role="alert">{requests.error.message}</p>
          <Button variant="outline" className="min-h-11" onClick={() => void requests.refetch()}>
            Try again
          </Button>
        </div>
      ) : requests.data.length === 0 ? (
        <p className="text-muted-foreground">No privacy requests.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {requests.data.map((request) => (
            <li
              key={request.id}
              className="flex flex-col gap-2 rounded-lg border border-border p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0 break-words">
                <p className="font-medium">
                  {requestTypeLabel(request)}: {request.full_name}
                </p>
                <p className="text-sm text-muted-foreground">
                  {request.email}
                  {request.phone ? `, ${request.phone}` : ''} · received{' '}
                  {formatReceived(request.created_at)}
                </p>
                {request.biggest_frustration ? (
                  <p className="text-sm">{request.biggest_frustration}</p>
                ) : null}
                <p
                  className={
                    request.verified_at
                      ? 'text-sm font-medium text-emerald-800 dark:text-emerald-300'
                      : 'text-sm font-medium text-amber-900 dark:text-amber-200'
                  }
                >
                  {verificationText(request)}
                </p>
                <p className="text-sm">{fulfilmentText(request)}</p>
              </div>
              {request.privacy_request_type === 'delete' &&
              request.verified_at &&
              !request.fulfilled_at ? (
                <Button
                  variant="destructive"
                  className="min-h-11 shrink-0"
                  onClick={() => setConfirming(request)}
                  aria-label={`Delete the data of ${request.full_name}`}
                >
                  Delete their data
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title="Delete this person's data?"
        description={
          confirming
            ? `Every lead from ${confirming.email}, with its notes and history, is deleted for good; leads that share only the phone number stay, as the request verified the email address alone. The request itself stays as the record.`
            : ''
        }
        confirmLabel="Delete for good"
        destructive
        pending={fulfil.isPending}
        onConfirm={() => {
          if (confirming) fulfil.mutate(confirming);
        }}
        className="max-sm:[&_button]:min-h-11"
      />
    </section>
  );
}
