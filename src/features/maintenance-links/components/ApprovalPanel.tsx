import { useState } from 'react';
import type { ApprovalRequest } from '@contract/maintenance-api.ts';
import { maintenanceCategoryLabels, ownerApprovalRule } from '@contract/maintenance.ts';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Textarea } from '@/components/ui/Textarea';
import { formatCents } from '@/lib/format';
import { decideApproval, readApproval } from '../api/linkApi';
import { APPROVAL_NOTE_MAX, linkCopy } from '../linkPages';
import {
  Facts,
  LinkMessage,
  LinkPhotos,
  OutcomeMessage,
  ReadFailed,
  Reading,
  useLinkRead,
  useLinkToken,
} from './LinkParts';

const copy = linkCopy.approval;
type Decision = 'approved' | 'declined';

/**
 * /maintenance/approval#t=<token>: the owner approves or declines a repair above their limit,
 * with no sign-in. Opening it only reads; the answer is the button pressed (POST).
 */
export function ApprovalPanel() {
  const token = useLinkToken('approval');
  const { state, retry, set } = useLinkRead(token, readApproval);

  if (state.kind === 'loading') return <Reading text={copy.reading} />;
  if (state.kind === 'failed') return <ReadFailed onRetry={retry} />;
  if (state.kind === 'outcome') return <OutcomeMessage kind="approval" outcome={state.outcome} />;
  return (
    <ApprovalView
      token={token!}
      request={state.data}
      onOutcome={(outcome) => set({ kind: 'outcome', outcome })}
    />
  );
}

function ApprovalView({
  token,
  request,
  onOutcome,
}: {
  token: string;
  request: ApprovalRequest;
  onOutcome: (outcome: 'used' | 'expired' | 'unknown') => void;
}) {
  const [note, setNote] = useState('');
  const [working, setWorking] = useState<Decision | null>(null);
  const [failed, setFailed] = useState(false);
  const [decided, setDecided] = useState<Decision | null>(null);

  if (decided) return <LinkMessage {...copy[decided]} />;

  const decide = async (decision: Decision) => {
    setWorking(decision);
    setFailed(false);
    try {
      const outcome = await decideApproval(token, decision, note.trim());
      if (outcome === 'ok') setDecided(decision);
      else onOutcome(outcome);
    } catch (error) {
      console.error('Approval decision failed', error);
      setFailed(true);
    } finally {
      setWorking(null);
    }
  };

  const address = [request.address.street, request.address.unit, request.address.city]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{copy.heading}</h1>
        <p className="text-muted-foreground">{address}</p>
      </header>
      <Facts
        rows={[
          ['Repair', maintenanceCategoryLabels[request.category]],
          ['Where in the home', request.location],
          ['What the tenant reported', request.description],
          [request.finalCost ? 'Final cost' : 'Estimate', formatCents(request.estimateCents)],
          ['Your approval limit', formatCents(request.limitCents)],
        ]}
      />
      {request.finalCost ? (
        <p className="rounded-md border bg-muted p-4 text-sm">
          The repair is done and its final cost is above what you approved. We reviewed the vendor’s
          bill; nothing is charged to your account until you answer. If you decline, we go back to
          the vendor and ask you again for any amount above your limit.
        </p>
      ) : (
        <p className="rounded-md border bg-muted p-4 text-sm">
          The estimate is {formatCents(request.estimateCents - request.limitCents)} above your
          approval limit, so we wait for your answer. {ownerApprovalRule}
        </p>
      )}
      <LinkPhotos photos={request.photos} label="The tenant’s photos" />
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void decide('approved');
        }}
      >
        <FormField
          label="A note for the office (optional)"
          description={`Up to ${APPROVAL_NOTE_MAX} characters.`}
        >
          <Textarea
            name="note"
            value={note}
            maxLength={APPROVAL_NOTE_MAX}
            onChange={(e) => setNote(e.target.value)}
          />
        </FormField>
        {failed ? (
          <p role="alert" className="font-medium text-destructive">
            {linkCopy.failed}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" className="min-h-11" disabled={working !== null}>
            {working === 'approved' ? 'Please wait…' : copy.approve}
          </Button>
          <Button
            type="button"
            variant="outline"
            className="min-h-11"
            disabled={working !== null}
            onClick={() => void decide('declined')}
          >
            {working === 'declined' ? 'Please wait…' : copy.decline}
          </Button>
        </div>
      </form>
    </div>
  );
}
