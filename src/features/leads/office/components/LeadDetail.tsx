import { Archive, ArchiveRestore } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { StaffMember } from '@contract/account-schemas.ts';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import { leadStatuses, type Lead, type LeadStatusChange } from '@/lib/database.types';
import { bookingKindLabels } from '@contract/booking.ts';
import {
  bookingState,
  formatReceived,
  formatRequestedDate,
  formatStatus,
  leadHistory,
  leadSourceLabels,
  leadStatusLabels,
  noteSchema,
  workflowPatch,
  workflowSchema,
  workflowValues,
  type InboxLead,
  type LeadBookingEvent,
  type WorkflowPatch,
  type WorkflowValues,
} from '../../leads';

export interface LeadDetailProps {
  lead: InboxLead;
  /** The status history; undefined while it loads. */
  history: readonly LeadStatusChange[] | undefined;
  /** The changes of the lead's booking (none without one); undefined while they load. */
  bookingEvents: readonly LeadBookingEvent[] | undefined;
  /** The same person's other leads (related_leads()); undefined while they load. */
  related: readonly Lead[] | undefined;
  /** Admins a lead may be assigned to; undefined when the list is unavailable. */
  staff: readonly StaffMember[] | undefined;
  onSave: (patch: WorkflowPatch) => Promise<void>;
  onAddNote: (body: string) => Promise<void>;
  onArchive: (archived: boolean) => Promise<void>;
  onOpenLead: (id: string) => void;
}

const statusOptions = leadStatuses.map((s) => ({ value: s, label: leadStatusLabels[s] }));

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

function WorkflowForm({ lead, staff, onSave }: Pick<LeadDetailProps, 'lead' | 'staff' | 'onSave'>) {
  const [values, setValues] = useState<WorkflowValues>(() => workflowValues(lead));
  const [errors, setErrors] = useState<Partial<Record<keyof WorkflowValues, string>>>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const followUpRef = useRef<HTMLInputElement>(null);

  const set = <K extends keyof WorkflowValues>(key: K, value: WorkflowValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const assignees = [...(staff ?? [])];
  const unknownAssignee =
    values.assigneeId !== '' && !assignees.some((m) => m.userId === values.assigneeId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const parsed = workflowSchema.safeParse(values);
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof WorkflowValues;
        next[key] ??= issue.message;
      }
      setErrors(next);
      (next.lostReason ? reasonRef : followUpRef).current?.focus();
      return;
    }
    setSaving(true);
    try {
      await onSave(workflowPatch(parsed.data));
      setOutcome({ ok: true, text: 'Changes saved.' });
    } catch (error) {
      setOutcome({ ok: false, text: `Not saved: ${errorText(error)}` });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      noValidate
      aria-label="Workflow"
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Status">
          <Select
            options={statusOptions}
            value={values.status}
            onChange={(e) => set('status', e.target.value as WorkflowValues['status'])}
          />
        </FormField>
        <FormField label="Follow up on" error={errors.followUpOn}>
          <Input
            ref={followUpRef}
            type="date"
            value={values.followUpOn}
            onChange={(e) => set('followUpOn', e.target.value)}
          />
        </FormField>
      </div>
      {values.status === 'lost' ? (
        <FormField
          label="Why was it lost?"
          required
          error={errors.lostReason}
          description="Required for a lost lead, e.g. 'chose another manager'."
        >
          <Textarea
            ref={reasonRef}
            rows={2}
            value={values.lostReason}
            onChange={(e) => set('lostReason', e.target.value)}
          />
        </FormField>
      ) : null}
      <FormField
        label="Assigned to"
        description={staff ? undefined : 'The staff list is unavailable right now.'}
      >
        <Select value={values.assigneeId} onChange={(e) => set('assigneeId', e.target.value)}>
          <option value="">Nobody</option>
          {assignees.map((m) => (
            <option key={m.userId} value={m.userId}>
              {m.email ?? m.userId}
            </option>
          ))}
          {unknownAssignee ? <option value={values.assigneeId}>Another admin</option> : null}
        </Select>
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save changes'}
        </Button>
        <p
          role={outcome && !outcome.ok ? 'alert' : 'status'}
          className={outcome && !outcome.ok ? 'text-sm text-destructive' : 'text-sm'}
        >
          {outcome?.text}
        </p>
      </div>
    </form>
  );
}

function Notes({ lead, onAddNote }: Pick<LeadDetailProps, 'lead' | 'onAddNote'>) {
  const id = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const [added, setAdded] = useState(false);
  const [saving, setSaving] = useState(false);
  const notes = lead.notes ?? [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAdded(false);
    const parsed = noteSchema.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      document.getElementById(`${id}-note`)?.focus();
      return;
    }
    setSaving(true);
    try {
      await onAddNote(parsed.data);
      setBody('');
      setError(undefined);
      setAdded(true);
    } catch (e) {
      // The text stays in the box: nothing typed is lost.
      setError(`Not added: ${errorText(e)}`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h3 id={`${id}-heading`} className="text-base font-semibold">
        Notes ({notes.length})
      </h3>
      {notes.length > 0 ? (
        <ol className="flex flex-col gap-2">
          {notes.map((note) => (
            <li key={note.id} className="rounded-md bg-muted/60 p-3 text-sm">
              <p className="text-xs text-muted-foreground">
                {note.author_email ?? 'A former admin'},{' '}
                <time dateTime={note.created_at}>{formatReceived(note.created_at)}</time>
              </p>
              <p className="break-words whitespace-pre-line">{note.body}</p>
            </li>
          ))}
        </ol>
      ) : null}
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-2">
        <FormField label="New note" id={`${id}-note`} error={error}>
          <Textarea
            rows={3}
            value={body}
            onChange={(e) => {
              setBody(e.target.value);
              setError(undefined);
            }}
          />
        </FormField>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="outline" disabled={saving}>
            {saving ? 'Adding…' : 'Add note'}
          </Button>
          <p role="status" className="text-sm">
            {added ? 'Note added.' : ''}
          </p>
        </div>
      </form>
    </section>
  );
}

/** One lead's workflow: status, follow-up, assignee, notes, history, the same person, archive. */
export function LeadDetail(props: LeadDetailProps) {
  const { lead, history, bookingEvents, related, onArchive, onOpenLead } = props;
  const id = useId();
  const [archiveError, setArchiveError] = useState<string>();
  const [archiving, setArchiving] = useState(false);
  const archived = lead.archived_at !== null;

  async function toggleArchive() {
    setArchiving(true);
    setArchiveError(undefined);
    try {
      await onArchive(!archived);
    } catch (e) {
      setArchiveError(errorText(e));
    } finally {
      setArchiving(false);
    }
  }

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant={lead.status === 'new' ? 'default' : 'outline'}>{formatStatus(lead)}</Badge>
        {lead.follow_up_on ? (
          <span>Follow up on {formatRequestedDate(lead.follow_up_on)}</span>
        ) : null}
      </p>
      {lead.booking ? (
        <p className="text-sm">
          <span className="font-medium">{bookingKindLabels[lead.booking.kind]}: </span>
          {bookingState(lead.booking)}
        </p>
      ) : null}

      {/* Keyed by the lead only: after a save it keeps focus and its "saved" message. Siblings'
          keys must differ, so each carries its own prefix. */}
      <WorkflowForm
        key={`workflow-${lead.id}`}
        lead={lead}
        staff={props.staff}
        onSave={props.onSave}
      />

      <Notes key={`notes-${lead.id}`} lead={lead} onAddNote={props.onAddNote} />

      <section aria-labelledby={`${id}-history`} className="flex flex-col gap-2">
        <h3 id={`${id}-history`} className="text-base font-semibold">
          History
        </h3>
        {history === undefined || bookingEvents === undefined ? (
          <p className="text-sm text-muted-foreground">Loading history…</p>
        ) : (
          <ol className="flex flex-col gap-1 text-sm">
            {leadHistory(history, bookingEvents, lead.booking?.kind).map((entry) => (
              <li key={entry.key}>
                {entry.text}, <time dateTime={entry.at}>{formatReceived(entry.at)}</time>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby={`${id}-person`} className="flex flex-col gap-2">
        <h3 id={`${id}-person`} className="text-base font-semibold">
          Same person, within 90 days
        </h3>
        {related === undefined ? (
          <p className="text-sm text-muted-foreground">Looking for other leads…</p>
        ) : related.length === 0 ? (
          <p className="text-sm text-muted-foreground">No other leads with this email or phone.</p>
        ) : (
          <ul className="flex flex-col gap-1">
            {related.map((other) => (
              <li key={other.id}>
                <Button
                  variant="link"
                  className="h-auto min-h-11 px-0 text-left whitespace-normal"
                  onClick={() => onOpenLead(other.id)}
                >
                  {leadSourceLabels[other.source]}, {formatReceived(other.created_at)}:{' '}
                  {formatStatus(other)}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="flex flex-col gap-2 border-t border-border pt-4">
        <Button
          variant="outline"
          className="self-start"
          disabled={archiving}
          onClick={() => void toggleArchive()}
        >
          {archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
          {archived ? 'Unarchive lead' : 'Archive lead'}
        </Button>
        <p className="text-sm text-muted-foreground">
          {archived
            ? `Archived ${formatReceived(lead.archived_at ?? '')}. Unarchiving puts it back in the list.`
            : 'Archived leads leave the list but are kept (filter by Archived to see them).'}
        </p>
        {archiveError ? (
          <p role="alert" className="text-sm text-destructive">
            Not changed: {archiveError}
          </p>
        ) : null}
      </div>
    </div>
  );
}
