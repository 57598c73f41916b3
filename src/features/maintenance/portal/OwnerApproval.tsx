/** The owner's side of a request: costs, the approval asked (Approve / Decline with a note), the rule. */
import { useState } from 'react';
import { textLimits } from '@contract/maintenance.ts';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Textarea } from '@/components/ui/Textarea';
import type { OwnedRequest } from '../api/portal';
import { useDecideApproval } from '../api/portalQueries';
import { usePortalFormat } from '@/features/portal/locale';
import { useMaintenanceText } from './copy';

export function OwnerApproval({ request, userId }: { request: OwnedRequest; userId: string }) {
  const decide = useDecideApproval(userId, request.id, request.approval_cents);
  const [note, setNote] = useState('');
  const [outcome, setOutcome] = useState<string | null>(null);
  const noteTooLong = note.trim().length > textLimits.reason;
  const pending = request.owner_approval === 'pending';
  // Asked about the final cost of a repair already done (above what the owner allowed).
  const finalCost = request.cost_state === 'awaiting_owner';
  const { t: all, l, locale } = useMaintenanceText();
  const t = all.approval;
  const f = usePortalFormat();
  const decidedText = { approved: t.approvedDone, declined: t.declinedDone };

  const answer = (decision: 'approved' | 'declined') => {
    if (noteTooLong) return;
    setOutcome(null);
    decide.mutate(
      { decision, note },
      {
        onSuccess: (result) =>
          setOutcome(
            result === 'ok' ? (decision === 'approved' ? t.approvedOk : t.declinedOk) : t.already,
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
        {t.heading}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t.estimate}</dt>
        <dd>{request.estimate_cents !== null ? f.cents(request.estimate_cents) : t.notYet}</dd>
        <dt className="text-muted-foreground">{t.actual}</dt>
        <dd>
          {request.actual_cost_cents !== null ? f.cents(request.actual_cost_cents) : t.notYet}
        </dd>
      </dl>
      {request.owner_approval === 'emergency_proceeded' ? (
        <p className="rounded-md bg-muted p-3 text-sm">
          {t.emergency(request.emergency ? l.emergencies[request.emergency].toLowerCase() : '')}
        </p>
      ) : null}
      {request.owner_approval === 'approved' || request.owner_approval === 'declined' ? (
        <p className="text-sm font-medium">
          {decidedText[request.owner_approval]}
          {request.owner_approval_note ? t.yourNote(request.owner_approval_note) : ''}
        </p>
      ) : null}
      {pending ? (
        <div className="flex flex-col gap-3 rounded-md border-2 border-highlight p-4">
          <p className="font-medium">
            {finalCost
              ? t.questionFinal(f.cents(request.approval_cents ?? request.actual_cost_cents ?? 0))
              : t.question}
          </p>
          <FormField
            label={t.note}
            id="approval-note"
            error={noteTooLong ? t.noteTooLong(textLimits.reason) : undefined}
          >
            <Textarea value={note} rows={3} onChange={(e) => setNote(e.target.value)} />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button
              className="min-h-11"
              disabled={decide.isPending}
              onClick={() => answer('approved')}
            >
              {t.approve}
            </Button>
            <Button
              variant="outline"
              className="min-h-11"
              disabled={decide.isPending}
              onClick={() => answer('declined')}
            >
              {t.decline}
            </Button>
          </div>
        </div>
      ) : null}
      <div role="status" className="empty:hidden">
        {outcome ? <p className="text-sm font-medium">{outcome}</p> : null}
      </div>
      <div role="alert" className="empty:hidden">
        {decide.isError ? (
          <p className="text-sm font-medium text-destructive">
            {locale === 'en' ? decide.error.message : t.failed}
          </p>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground">{l.approvalRule}</p>
    </section>
  );
}
