/** The owner's side of a request: costs, the approval asked (Approve / Decline with a note), the rule. */
import { useState } from 'react';
import { emergencyLabels, ownerApprovalRule, textLimits } from '@contract/maintenance.ts';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Textarea } from '@/components/ui/Textarea';
import { formatCents } from '@/lib/format';
import type { MaintenanceRequest } from '../../api/maintenance';
import { useDecideApproval } from '../../api/maintenanceQueries';

const decidedText = {
  approved: 'You approved this repair.',
  declined: 'You declined this repair.',
} as const;

export function OwnerApproval({
  request,
  userId,
}: {
  request: MaintenanceRequest;
  userId: string;
}) {
  const decide = useDecideApproval(userId, request.id);
  const [note, setNote] = useState('');
  const [outcome, setOutcome] = useState<string | null>(null);
  const noteTooLong = note.trim().length > textLimits.reason;
  const pending = request.owner_approval === 'pending';

  const answer = (decision: 'approved' | 'declined') => {
    if (noteTooLong) return;
    setOutcome(null);
    decide.mutate(
      { decision, note },
      {
        onSuccess: (result) =>
          setOutcome(
            result === 'ok'
              ? decision === 'approved'
                ? 'Thank you: the repair is approved and the office has been told.'
                : 'Thank you: the repair is declined and the office has been told.'
              : 'This repair was already answered (perhaps from the email link).',
          ),
      },
    );
  };

  return (
    <section
      aria-labelledby="owner-costs"
      className="flex flex-col gap-3 rounded-xl border border-border p-5"
    >
      <h2 id="owner-costs" className="text-lg font-semibold">
        Cost and approval
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Estimate</dt>
        <dd>{request.estimate_cents !== null ? formatCents(request.estimate_cents) : 'Not yet'}</dd>
        <dt className="text-muted-foreground">Actual cost</dt>
        <dd>
          {request.actual_cost_cents !== null ? formatCents(request.actual_cost_cents) : 'Not yet'}
        </dd>
      </dl>
      {request.owner_approval === 'emergency_proceeded' ? (
        <p className="rounded-md bg-muted p-3 text-sm">
          This was an emergency
          {request.emergency ? ` (${emergencyLabels[request.emergency].toLowerCase()})` : ''}: the
          repair went ahead without waiting for your approval, to protect the home and the tenant.
        </p>
      ) : null}
      {request.owner_approval === 'approved' || request.owner_approval === 'declined' ? (
        <p className="text-sm font-medium">
          {decidedText[request.owner_approval]}
          {request.owner_approval_note ? ` Your note: ${request.owner_approval_note}` : ''}
        </p>
      ) : null}
      {pending ? (
        <div className="flex flex-col gap-3 rounded-md border-2 border-highlight p-4">
          <p className="font-medium">
            The estimate is above your approval limit. Do you approve this repair?
          </p>
          <FormField
            label="Note to the office (optional)"
            id="approval-note"
            error={
              noteTooLong ? `The note must be at most ${textLimits.reason} characters` : undefined
            }
          >
            <Textarea value={note} rows={3} onChange={(e) => setNote(e.target.value)} />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button
              className="min-h-11"
              disabled={decide.isPending}
              onClick={() => answer('approved')}
            >
              Approve the repair
            </Button>
            <Button
              variant="outline"
              className="min-h-11"
              disabled={decide.isPending}
              onClick={() => answer('declined')}
            >
              Decline the repair
            </Button>
          </div>
        </div>
      ) : null}
      <div role="status" className="empty:hidden">
        {outcome ? <p className="text-sm font-medium">{outcome}</p> : null}
      </div>
      <div role="alert" className="empty:hidden">
        {decide.isError ? (
          <p className="text-sm font-medium text-destructive">{decide.error.message}</p>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground">{ownerApprovalRule}</p>
    </section>
  );
}
