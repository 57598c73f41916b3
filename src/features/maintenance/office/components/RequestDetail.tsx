import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, ArrowLeft, Lock } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  canMoveTo,
  type CostState,
  finalCostReview,
  emergencyLabels,
  entryPermissionLabels,
  isAcknowledgementLate,
  maintenanceCategoryLabels,
  maintenanceStatusLabels,
  officeParts,
  availabilityText,
  type Availability,
  entryNoticeFacts,
  entryNoticeText,
  visitFacts,
  visitWindowText,
  type EmergencyKind,
  type MaintenanceEvent,
  type MaintenanceStatus,
} from '@contract/maintenance.ts';
import { Badge } from '@/components/ui/Badge';
import { LoadFailed, Loading } from '@/components/ui/LoadState';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { touchTargets } from '@/components/layout/AdminShell';
import { paths } from '@/config/paths';
import { formatInstant, officeDate } from '@contract/date-format.ts';
import { formatCents } from '@contract/money-format.ts';
import { staffQuery } from '@/lib/staff';
import { toast } from '@/lib/toast';
import type {
  RequestDetail as Request,
  WorkflowChange,
  WorkflowResult,
} from '../../api/maintenance';
import { maintenanceQueries, useAddEvent, useUpdateRequest } from '../../api/queries';
import { formatAge } from '../../queue';
import {
  AmountForm,
  DeclineForm,
  MessageForm,
  ScheduleForm,
  type VisitChange,
} from './ActionForms';

export const REQUEST_MESSAGES = {
  loadFailed: 'Failed to load the request',
  notFound: 'This request does not exist, or was removed.',
  saved: 'Saved',
  saveFailed: 'Not saved',
} as const;

const actorLabels: Record<MaintenanceEvent['actor_kind'], string> = {
  tenant: 'Tenant',
  owner: 'Owner',
  staff: 'Office',
  vendor: 'Vendor',
  system: 'System',
};
const audienceLabels: Record<MaintenanceEvent['audience'], string> = {
  everyone: 'tenant and owner see it',
  tenant: 'tenant sees it',
  owner: 'owner sees it',
  staff: 'staff only',
};

const statusLabel = (s: MaintenanceStatus | null) => (s ? maintenanceStatusLabels[s] : '');
const centsText = (cents: number | null) => (cents === null ? '' : formatCents(cents));

/** How a final cost was accepted (maintenance_requests.cost_accepted_via, the ledger's posted_via). */
const costViaLabels: Record<string, string> = {
  vendor_link: 'the vendor’s cost, within the approved estimate',
  staff: 'entered by staff',
  cost_review: 'reviewed by staff',
  owner_approval: 'approved by the owner',
  before_review: 'posted before cost review',
};

/** What an event says, in a line (the entry notice and messages add their text below). */
export function eventTitle(e: MaintenanceEvent): string {
  switch (e.kind) {
    case 'submitted':
      return 'Request filed';
    case 'status':
      return `Status: ${statusLabel(e.from_status)} → ${statusLabel(e.to_status)}`;
    case 'scheduled': {
      // Facts since 20261202070100; an older event's body is its English text.
      const visit = visitFacts(e.details);
      return `Visit scheduled: ${visit ? `${visitWindowText(visit)} (Pacific time)` : (e.body ?? '')}`;
    }
    case 'entry_notice':
      return 'Written notice of entry (Civil Code 1954) mailed to the tenant, in their language';
    case 'estimate':
      return `Estimate: ${centsText(e.details.cents)}`;
    case 'cost':
      return `Actual cost: ${centsText(e.details.cents)}`;
    case 'cost_review': {
      const { state, via, cents } = e.details;
      return state === 'accepted'
        ? `Final cost accepted (${costViaLabels[via ?? ''] ?? 'staff'}): ${centsText(cents)}`
        : `Final cost waits for staff review: ${centsText(cents)}`;
    }
    case 'duplicate_emergency':
      return 'Same emergency reported again within minutes: on-call was paged for the first report';
    case 'approval_requested':
      return `Owner asked to approve ${centsText(e.details.cents)}`;
    case 'approval':
      return `Owner’s answer: ${e.details.decision}${e.body ? `: ${e.body}` : ''}`;
    case 'emergency_proceeded':
      return `Emergency: proceeds above the owner’s limit (${centsText(e.details.cents)}); the owner is told why`;
    case 'vendor_confirmed':
      return 'Vendor confirmed the visit';
    case 'vendor_completed':
      return 'Vendor marked the job done';
    case 'message':
      return 'Message';
    case 'note':
      return 'Internal note';
    default:
      // Every kind of the contract has its line: a new kind fails to compile until it has one.
      return e satisfies never;
  }
}

/** The tenant's stated availability as the contract's rules take it. */
function availabilityOf(r: Request): Availability {
  return { days: r.available_days, from: r.available_from, to: r.available_to };
}

/** The notice as the office reads it (English), from its facts; an older one as written. */
function noticeText(e: Extract<MaintenanceEvent, { kind: 'entry_notice' }>): string | null {
  const facts = entryNoticeFacts(e.details);
  return facts ? entryNoticeText(facts) : e.body;
}

/** An event's text below its line (the notice of entry, the vendor's note), if any. */
function EventText({ text }: { text: string | null }) {
  return text ? (
    <pre className="mt-1 rounded-md bg-muted p-2 font-sans text-sm break-words whitespace-pre-wrap">
      {text}
    </pre>
  ) : null;
}

/** `'09:30'`: the office's wall-clock time of an instant. */
function officeTime(iso: string): string {
  const { minutes } = officeParts(new Date(iso));
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function Who({ event, staff }: { event: MaintenanceEvent; staff: ReadonlyMap<string, string> }) {
  const email = event.actor_user_id ? staff.get(event.actor_user_id) : undefined;
  return (
    <p className="text-xs break-words text-muted-foreground">
      {actorLabels[event.actor_kind]}
      {email ? ` (${email})` : ''} ·{' '}
      <time dateTime={event.created_at}>{formatInstant(event.created_at)}</time> ·{' '}
      {audienceLabels[event.audience]}
    </p>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-card p-4"
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-muted-foreground">{term}</dt>
          <dd className="mb-2 break-words whitespace-pre-line sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const costStateLabels: Record<CostState, string> = {
  none: '',
  to_review: 'to review: not posted',
  awaiting_owner: 'waiting for the owner: not posted',
  accepted: 'accepted',
};

type Panel = 'decline' | 'estimate' | 'schedule' | 'complete' | 'adjust' | null;

/** What became of a final cost staff reviewed (the database decides whether the owner is asked). */
function costOutcome(result: WorkflowResult): string {
  if (result.cost_state === 'awaiting_owner') {
    return 'The cost is above what the owner allowed: the owner has been asked to approve it. Nothing is posted until they answer.';
  }
  return 'The cost is accepted and posted to the owner’s ledger.';
}

/** What a save changed that staff should know (the database moved the request on its own). */
function estimateOutcome(result: WorkflowResult, limitCents: number | null): string {
  const limit = limitCents === null ? 'no limit on file' : formatCents(limitCents);
  if (result.owner_approval === 'pending') {
    return `Above the home’s approval limit (${limit}): the owner has been asked to approve. The request is awaiting owner approval.`;
  }
  if (result.owner_approval === 'emergency_proceeded') {
    return `Above the home’s approval limit (${limit}), but urgent: the repair proceeds and the owner is told why.`;
  }
  return `Within the home’s approval limit (${limit}): no approval needed.`;
}

export function RequestDetail({
  requestId,
  now = () => new Date(),
}: {
  requestId: string;
  now?: () => Date;
}) {
  const request = useQuery(maintenanceQueries.request(requestId));
  const homeId = request.data?.home_id ?? '';
  const home = useQuery({ ...maintenanceQueries.home(homeId), enabled: Boolean(homeId) });
  const events = useQuery(maintenanceQueries.events(requestId));
  const photos = useQuery(maintenanceQueries.photos(requestId));
  const [panel, setPanel] = useState<Panel>(null);
  const vendors = useQuery({
    ...maintenanceQueries.vendors(),
    enabled: panel === 'schedule' || Boolean(request.data?.vendor_id),
  });
  const update = useUpdateRequest(requestId);
  const addEvent = useAddEvent(requestId);
  const [outcome, setOutcome] = useState('');
  const [confirmCancel, setConfirmCancel] = useState(false);
  // Who among staff did what: manage-staff's list (its failure leaves "Office" alone).
  const staff = useQuery({ ...staffQuery(), staleTime: 5 * 60_000, retry: false });
  const staffEmails = new Map(
    (staff.data ?? []).flatMap((m) => (m.email ? [[m.userId, m.email] as const] : [])),
  );

  const back = (
    <Link
      to={paths.adminMaintenance}
      className="inline-flex min-h-11 items-center gap-1 self-start text-sm font-medium underline-offset-2 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Maintenance queue
    </Link>
  );

  if (request.isPending) {
    return <Loading>Loading the request…</Loading>;
  }
  if (request.isError) {
    return (
      <LoadFailed onRetry={() => void request.refetch()}>{REQUEST_MESSAGES.loadFailed}.</LoadFailed>
    );
  }
  const r: Request | null = request.data;
  if (!r) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <p className="py-12 text-center text-muted-foreground">{REQUEST_MESSAGES.notFound}</p>
      </div>
    );
  }

  const change = async (patch: WorkflowChange, message: string) => {
    try {
      const result = await update.mutateAsync(patch);
      setPanel(null);
      setOutcome(message || estimateOutcome(result, home.data?.limitCents ?? null));
      toast.success(REQUEST_MESSAGES.saved);
    } catch (error) {
      toast.error(REQUEST_MESSAGES.saveFailed);
      throw error;
    }
  };
  const simple = (status: MaintenanceStatus) => {
    change(
      { status },
      `The request is now ${maintenanceStatusLabels[status].toLowerCase()}.`,
    ).catch((error: unknown) => setOutcome(error instanceof Error ? error.message : String(error)));
  };
  const can = (to: MaintenanceStatus) => canMoveTo(r.status, to);
  const late = isAcknowledgementLate(r, now());
  const today = officeDate(now());
  const vendor = vendors.data?.find((v) => v.id === r.vendor_id);
  const address = home.data
    ? `${home.data.street}${r.unit ? `, ${r.unit}` : ''}, ${home.data.city}, ${home.data.state} ${home.data.zip_code}`
    : '…';
  const estimateOpen = r.status === 'acknowledged' || r.status === 'awaiting_owner_approval';
  const thread = (events.data ?? []).filter((e) => e.kind === 'message' || e.kind === 'note');
  const history = (events.data ?? []).filter((e) => e.kind !== 'message' && e.kind !== 'note');

  // A reschedule starts from the current visit.
  const visitInitial =
    r.visit_starts_at && r.visit_ends_at
      ? {
          vendorId: r.vendor_id ?? '',
          date: officeDate(r.visit_starts_at),
          from: officeTime(r.visit_starts_at),
          to: officeTime(r.visit_ends_at),
          accessNotes: r.access_notes,
        }
      : { vendorId: r.vendor_id ?? '', accessNotes: r.access_notes };

  return (
    <div className="flex flex-col gap-4">
      {back}
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          {r.urgent ? <Badge variant="destructive">Urgent</Badge> : null}
          <Badge variant="outline">{maintenanceStatusLabels[r.status]}</Badge>
          {late ? (
            <span className="inline-flex items-center gap-1 text-sm font-semibold text-destructive">
              <AlertTriangle aria-hidden="true" className="size-4" />
              Not acknowledged in time
            </span>
          ) : null}
        </div>
        <h2 className="text-2xl font-semibold break-words">
          {maintenanceCategoryLabels[r.category]}: {r.location}
        </h2>
        <p className="text-sm text-muted-foreground">
          {address} · filed {formatInstant(r.created_at)} ({formatAge(r.created_at, now())} ago)
        </p>
      </header>

      <div role="status" className="empty:hidden">
        {outcome ? (
          <p className="rounded-md border border-primary/40 bg-muted p-3 text-sm">{outcome}</p>
        ) : null}
      </div>

      <Section title="Actions">
        {panel === null ? (
          <div className="flex flex-wrap gap-2">
            {can('acknowledged') && r.status === 'submitted' ? (
              <Button disabled={update.isPending} onClick={() => simple('acknowledged')}>
                Acknowledge
              </Button>
            ) : null}
            {estimateOpen ? (
              <Button variant="outline" onClick={() => setPanel('estimate')}>
                Set the estimate
              </Button>
            ) : null}
            {can('scheduled') ? (
              <Button
                variant={r.status === 'acknowledged' ? 'default' : 'outline'}
                onClick={() => setPanel('schedule')}
              >
                {r.status === 'scheduled' || r.status === 'in_progress' ? 'Reschedule' : 'Schedule'}
              </Button>
            ) : null}
            {can('in_progress') && r.status === 'scheduled' ? (
              <Button disabled={update.isPending} onClick={() => simple('in_progress')}>
                Mark in progress
              </Button>
            ) : null}
            {can('completed') && r.status !== 'completed' ? (
              <Button variant="outline" onClick={() => setPanel('complete')}>
                Complete
              </Button>
            ) : null}
            {can('closed') && r.cost_state !== 'to_review' && r.cost_state !== 'awaiting_owner' ? (
              <Button disabled={update.isPending} onClick={() => simple('closed')}>
                Close
              </Button>
            ) : null}
            {r.status === 'completed' && can('in_progress') ? (
              <Button
                variant="outline"
                disabled={update.isPending}
                onClick={() => simple('in_progress')}
              >
                Reopen
              </Button>
            ) : null}
            {can('declined') ? (
              <Button variant="outline" onClick={() => setPanel('decline')}>
                Decline
              </Button>
            ) : null}
            {can('cancelled') ? (
              <Button variant="ghost" onClick={() => setConfirmCancel(true)}>
                Cancel request
              </Button>
            ) : null}
            {r.status === 'closed' || r.status === 'cancelled' || r.status === 'declined' ? (
              <p className="text-sm text-muted-foreground">This request is finished.</p>
            ) : null}
          </div>
        ) : null}
        {r.cost_state === 'to_review' && panel === null ? (
          <div className="flex flex-col gap-2 rounded-md border border-amber-600/60 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50">
            <p className="font-semibold">Cost to review: {formatCents(r.actual_cost_cents ?? 0)}</p>
            <p>
              {r.estimate_cents !== null
                ? `Above the estimate of ${formatCents(r.estimate_cents)}`
                : 'Above the home’s approval limit'}
              {home.data?.limitCents != null
                ? ` (the owner’s limit is ${formatCents(home.data.limitCents)})`
                : ''}
              . Nothing is posted to the owner’s ledger until you approve it.{' '}
              {finalCostReview({
                costCents: r.actual_cost_cents ?? 0,
                estimateCents: r.estimate_cents,
                limitCents: home.data?.limitCents ?? null,
                ownerAllowedCents:
                  r.owner_approval === 'approved' || r.owner_approval === 'emergency_proceeded'
                    ? r.approval_cents
                    : null,
                urgent: r.urgent,
                by: 'staff',
              }).ownerApproval
                ? 'It is above what the owner allowed: approving it asks the owner.'
                : 'It is within what the owner allowed: approving it posts it.'}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                disabled={update.isPending}
                onClick={() => {
                  update
                    .mutateAsync({ cost_state: 'accepted' })
                    .then((result) => {
                      setOutcome(costOutcome(result));
                      toast.success(REQUEST_MESSAGES.saved);
                    })
                    .catch((error: unknown) => {
                      toast.error(REQUEST_MESSAGES.saveFailed);
                      setOutcome(error instanceof Error ? error.message : String(error));
                    });
                }}
              >
                Approve the cost
              </Button>
              <Button variant="outline" onClick={() => setPanel('adjust')}>
                Adjust the cost
              </Button>
            </div>
          </div>
        ) : null}
        {r.cost_state === 'awaiting_owner' && panel === null ? (
          <p className="text-sm text-muted-foreground">
            Waiting for the owner’s approval of the final cost (
            {formatCents(r.approval_cents ?? r.actual_cost_cents ?? 0)}): nothing is posted until
            they answer.
          </p>
        ) : null}
        {panel === 'adjust' ? (
          <AmountForm
            kind="cost"
            submitLabel="Save the reviewed cost"
            description="The cost you agreed with the vendor. Above what the owner allowed, the owner is asked to approve it."
            onCancel={() => setPanel(null)}
            onSave={async (cents) => {
              const result = await update.mutateAsync({ actual_cost_cents: cents });
              setPanel(null);
              setOutcome(costOutcome(result));
              toast.success(REQUEST_MESSAGES.saved);
            }}
          />
        ) : null}
        {r.status === 'awaiting_owner_approval' && panel === null ? (
          <p className="text-sm text-muted-foreground">
            Waiting for the owner’s answer: the visit can be scheduled once they approve.
          </p>
        ) : null}
        {panel === 'decline' ? (
          <DeclineForm
            onCancel={() => setPanel(null)}
            onSave={(reason) =>
              change(
                { status: 'declined', decline_reason: reason },
                'The request is declined; the tenant is told why.',
              )
            }
          />
        ) : null}
        {panel === 'estimate' ? (
          <AmountForm
            kind="estimate"
            submitLabel="Save estimate"
            description={
              home.data?.limitCents != null
                ? `The owner approves estimates above ${formatCents(home.data.limitCents)} (emergencies proceed).`
                : 'No approval limit on file: any estimate above $0 asks the owner.'
            }
            onCancel={() => setPanel(null)}
            onSave={(cents) => change({ estimate_cents: cents }, '')}
          />
        ) : null}
        {panel === 'complete' ? (
          <AmountForm
            kind="cost"
            submitLabel="Mark completed"
            description="What the repair cost, kept for the owner’s statement."
            onCancel={() => setPanel(null)}
            onSave={(cents) =>
              change({ status: 'completed', actual_cost_cents: cents }, 'The request is completed.')
            }
          />
        ) : null}
        {panel === 'schedule' ? (
          vendors.isPending ? (
            <p role="status">Loading vendors…</p>
          ) : (
            <ScheduleForm
              vendors={vendors.data ?? []}
              permission={r.entry_permission}
              urgent={r.urgent}
              availability={availabilityOf(r)}
              initial={visitInitial}
              today={today}
              now={now}
              onCancel={() => setPanel(null)}
              onSave={(visit: VisitChange) =>
                change(
                  { ...visit, status: 'scheduled' },
                  r.urgent
                    ? 'The visit is scheduled; the vendor is mailed the work order.'
                    : 'The visit is scheduled; the vendor is mailed the work order and the tenant the written notice of entry.',
                )
              }
            />
          )
        ) : null}
      </Section>

      <div className="grid gap-4 lg:grid-cols-2">
        <Section title="The tenant’s request">
          <Facts
            rows={[
              ['What happened', r.description],
              ['Where', r.location],
              ...(r.emergency
                ? [
                    [
                      'Emergency',
                      emergencyLabels[r.emergency as EmergencyKind] ?? r.emergency,
                    ] as const,
                  ]
                : []),
              ['Permission to enter', entryPermissionLabels[r.entry_permission]],
              ['Pets', r.pets || 'None mentioned'],
              ['Available', availabilityText(availabilityOf(r)) ?? 'Any time given'],
              ['Good times', r.good_times || 'None given'],
              [
                'Contact sharing',
                r.share_contact
                  ? 'The vendor may have the tenant’s name, phone and email'
                  : 'Not shared with the vendor',
              ],
              [
                'Tenant',
                r.tenant
                  ? [r.tenant.full_name, r.tenant.phone, r.tenant.email].filter(Boolean).join(' · ')
                  : '—',
              ],
            ]}
          />
        </Section>
        <Section title="Work">
          <Facts
            rows={[
              ['Estimate', r.estimate_cents === null ? '—' : formatCents(r.estimate_cents)],
              [
                'Owner approval',
                {
                  not_needed: 'Not needed',
                  pending: 'Asked, waiting',
                  approved: 'Approved',
                  declined: 'Declined',
                  emergency_proceeded: 'Emergency: proceeded',
                }[r.owner_approval] + (r.owner_approval_note ? `: ${r.owner_approval_note}` : ''),
              ],
              ['Vendor', vendor ? `${vendor.name} · ${vendor.phone}` : r.vendor_id ? '…' : '—'],
              [
                'Visit',
                r.visit_starts_at && r.visit_ends_at
                  ? `${formatInstant(r.visit_starts_at)} to ${formatInstant(r.visit_ends_at)}${r.vendor_confirmed_at ? ' (vendor confirmed)' : ''}`
                  : '—',
              ],
              ['Access instructions', r.access_notes || '—'],
              [
                'Actual cost',
                r.actual_cost_cents === null
                  ? '—'
                  : `${formatCents(r.actual_cost_cents)} · ${costStateLabels[r.cost_state]}`,
              ],
              ...(r.completion_note ? [['Completion note', r.completion_note] as const] : []),
              ...(r.decline_reason ? [['Declined because', r.decline_reason] as const] : []),
            ]}
          />
        </Section>
      </div>

      <Section title="Photos">
        {photos.isPending ? <p role="status">Loading photos…</p> : null}
        {photos.isError ? <p>Photos could not be loaded.</p> : null}
        {photos.data?.length === 0 ? (
          <p className="text-sm text-muted-foreground">No photos.</p>
        ) : null}
        {photos.data?.length ? (
          <ul aria-label="Photos" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {photos.data.map((p, i) => (
              <li key={p.id}>
                {p.url ? (
                  <a href={p.url} target="_blank" rel="noreferrer" className="block">
                    <img
                      src={p.url}
                      width={p.width}
                      height={p.height}
                      loading="lazy"
                      alt={`Photo ${i + 1} from the ${p.added_by_kind}`}
                      className="aspect-square w-full rounded-md object-cover"
                    />
                  </a>
                ) : (
                  <span>Photo {i + 1} unavailable</span>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </Section>

      <Section title="Messages and notes">
        {thread.length === 0 ? (
          <p className="text-sm text-muted-foreground">No messages yet.</p>
        ) : (
          <ol aria-label="Messages and notes" className="flex flex-col gap-2">
            {thread.map((e) => (
              <li
                key={e.id}
                className={
                  e.kind === 'note'
                    ? 'rounded-md border border-dashed border-amber-600/60 bg-amber-50 p-3 text-amber-950 dark:bg-amber-950 dark:text-amber-50'
                    : 'rounded-md border border-border p-3'
                }
              >
                <p className="flex items-center gap-1 text-sm font-semibold">
                  {e.kind === 'note' ? <Lock aria-hidden="true" className="size-3.5" /> : null}
                  {e.kind === 'note'
                    ? 'Internal note (staff only)'
                    : `Message from ${actorLabels[e.actor_kind].toLowerCase()}`}
                </p>
                <p className="text-sm break-words whitespace-pre-line">{e.body}</p>
                <Who event={e} staff={staffEmails} />
              </li>
            ))}
          </ol>
        )}
        <div className="grid gap-4 md:grid-cols-2">
          <MessageForm
            kind="message"
            onSave={(body) => addEvent.mutateAsync({ kind: 'message', body })}
          />
          <MessageForm
            kind="note"
            onSave={(body) => addEvent.mutateAsync({ kind: 'note', body })}
          />
        </div>
      </Section>

      <Section title="History">
        {events.isPending ? <p role="status">Loading history…</p> : null}
        <ol aria-label="History" className="flex flex-col gap-2">
          {history.map((e) => (
            <li key={e.id} className="border-l-2 border-border pl-3">
              <p className="text-sm font-medium break-words">{eventTitle(e)}</p>
              {e.kind === 'status' && e.to_status === 'declined' && e.body ? (
                <p className="text-sm break-words">{e.body}</p>
              ) : null}
              {e.kind === 'entry_notice' || e.kind === 'vendor_completed' ? (
                <EventText text={e.kind === 'entry_notice' ? noticeText(e) : e.body} />
              ) : null}
              <Who event={e} staff={staffEmails} />
            </li>
          ))}
        </ol>
      </Section>

      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="Cancel this request?"
        description="The tenant is told it is cancelled. A cancelled request can't be reopened."
        confirmLabel="Cancel request"
        cancelLabel="Keep it"
        destructive
        pending={update.isPending}
        className={touchTargets}
        onConfirm={() => {
          setConfirmCancel(false);
          simple('cancelled');
        }}
      />
    </div>
  );
}
