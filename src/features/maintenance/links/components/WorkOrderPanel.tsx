import { useId, useRef, useState, type FormEvent } from 'react';
import type { WorkOrder } from '@contract/maintenance-api.ts';
import {
  entryPermissionLabels,
  MAINTENANCE_PHOTO_MAX,
  maintenanceCategoryLabels,
  maintenanceStatusLabels,
} from '@contract/maintenance.ts';
import { Button } from '@/components/ui/Button';
import { FieldError, FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Textarea } from '@/components/ui/Textarea';
import { completeJob, confirmVisit, readWorkOrder } from '../../api/linkApi';
import {
  COMPLETION_NOTE_MAX,
  completionProblems,
  linkCopy,
  visitWindow,
  type CompletionProblems,
} from '../linkPages';
import { prepareLinkPhoto, type ReadyPhoto } from '../linkPhotos';
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

const copy = linkCopy.vendor;

/**
 * /maintenance/work-order#t=<token>: the vendor's work order, with no account. Opening it only
 * reads; the visit is confirmed and the job marked done by the buttons (POST).
 */
export function WorkOrderPanel() {
  const token = useLinkToken('vendor');
  const { state, retry, set } = useLinkRead(token, readWorkOrder);

  if (state.kind === 'loading') return <Reading text={copy.reading} />;
  if (state.kind === 'failed') return <ReadFailed onRetry={retry} />;
  if (state.kind === 'outcome') return <OutcomeMessage kind="vendor" outcome={state.outcome} />;
  return (
    <WorkOrderView
      token={token!}
      order={state.data}
      onOutcome={(outcome) => set({ kind: 'outcome', outcome })}
    />
  );
}

type Spent = 'used' | 'expired' | 'unknown';

function WorkOrderView({
  token,
  order,
  onOutcome,
}: {
  token: string;
  order: WorkOrder;
  onOutcome: (outcome: Spent) => void;
}) {
  const [done, setDone] = useState(false);
  if (done) return <LinkMessage {...copy.done} />;
  const address = [
    order.address.street,
    order.address.unit,
    `${order.address.city}, ${order.address.state} ${order.address.zip}`,
  ]
    .filter(Boolean)
    .join('\n');
  const tenant = order.tenant;
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
          For {order.vendorName}
        </p>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {copy.heading}: {maintenanceCategoryLabels[order.category]}
          {order.urgent ? ' (urgent)' : ''}
        </h1>
        <p className="text-muted-foreground">Status: {maintenanceStatusLabels[order.status]}</p>
      </header>
      <Facts
        rows={[
          ['Address', address],
          ['Where in the home', order.location],
          ['What happened', order.description],
          ['Visit', order.visit ? visitWindow(order.visit) : 'Not set yet: the office will call'],
          ['Access', order.accessNotes || 'No instructions'],
          ['Entry', entryPermissionLabels[order.entryPermission]],
          ['Pets', order.pets || 'None mentioned'],
          ['Good times', order.goodTimes || 'None given'],
          [
            'Tenant',
            tenant ? (
              <>
                {tenant.name}
                {tenant.phone ? (
                  <>
                    {' · '}
                    <a className="underline" href={`tel:${tenant.phone.replace(/[^\d+]/g, '')}`}>
                      {tenant.phone}
                    </a>
                  </>
                ) : null}
                {' · '}
                <a className="underline" href={`mailto:${tenant.email}`}>
                  {tenant.email}
                </a>
              </>
            ) : (
              'The tenant asked that the office arrange the visit: call the office, not the tenant.'
            ),
          ],
        ]}
      />
      <LinkPhotos photos={order.photos} label="The tenant’s photos" />
      {order.visit ? (
        <ConfirmVisit token={token} confirmed={order.vendorConfirmed} onOutcome={onOutcome} />
      ) : null}
      <CompleteJob token={token} onDone={() => setDone(true)} onOutcome={onOutcome} />
    </div>
  );
}

function ConfirmVisit({
  token,
  confirmed,
  onOutcome,
}: {
  token: string;
  confirmed: boolean;
  onOutcome: (outcome: Spent) => void;
}) {
  const [state, setState] = useState<'idle' | 'working' | 'failed' | 'done'>(
    confirmed ? 'done' : 'idle',
  );
  if (state === 'done') {
    return (
      <p role="status" className="rounded-md border bg-muted p-4 font-medium">
        {copy.confirmed}
      </p>
    );
  }
  const press = async () => {
    setState('working');
    try {
      const outcome = await confirmVisit(token);
      if (outcome === 'ok') setState('done');
      else onOutcome(outcome);
    } catch (error) {
      console.error('Confirm visit failed', error);
      setState('failed');
    }
  };
  return (
    <div className="flex flex-col gap-3">
      {state === 'failed' ? (
        <p role="alert" className="font-medium text-destructive">
          {linkCopy.failed}
        </p>
      ) : null}
      <Button
        type="button"
        className="min-h-11 self-start"
        disabled={state === 'working'}
        onClick={() => void press()}
      >
        {state === 'working' ? 'Please wait…' : copy.confirm}
      </Button>
    </div>
  );
}

function CompleteJob({
  token,
  onDone,
  onOutcome,
}: {
  token: string;
  onDone: () => void;
  onOutcome: (outcome: Spent) => void;
}) {
  const [note, setNote] = useState('');
  const [cost, setCost] = useState('');
  const [photos, setPhotos] = useState<ReadyPhoto[]>([]);
  const [photoProblems, setPhotoProblems] = useState<string[]>([]);
  const [preparing, setPreparing] = useState(false);
  const [problems, setProblems] = useState<CompletionProblems>({});
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const photoInputId = useId();
  const photoInput = useRef<HTMLInputElement>(null);

  const addPhotos = async (files: File[]) => {
    setPreparing(true);
    const found: string[] = [];
    const ready: ReadyPhoto[] = [];
    for (const file of files) {
      if (photos.length + ready.length >= MAINTENANCE_PHOTO_MAX) {
        found.push(
          `Only ${MAINTENANCE_PHOTO_MAX} photos can be attached: ${file.name} was left out.`,
        );
        continue;
      }
      const result = await prepareLinkPhoto(file);
      if ('photo' in result) ready.push(result.photo);
      else found.push(result.problem);
    }
    setPhotos((current) => [...current, ...ready]);
    setPhotoProblems(found);
    setPreparing(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = completionProblems({ note, cost, photoCount: photos.length });
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    setFailed(false);
    try {
      const answer = await completeJob(token, { note, cost, photos: photos.map((p) => p.blob) });
      if ('fields' in answer) {
        setProblems({
          note: answer.fields.note,
          cost: answer.fields.cost,
          photos: answer.fields.photo ?? answer.fields.photos,
        });
      } else if (answer.status === 'ok') {
        onDone();
      } else {
        onOutcome(answer.status);
      }
    } catch (error) {
      console.error('Complete job failed', error);
      setFailed(true);
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby="complete-job-heading" className="flex flex-col gap-4">
      <h2 id="complete-job-heading" className="text-2xl font-bold tracking-tight">
        {copy.completeHeading}
      </h2>
      <form noValidate className="flex flex-col gap-4" onSubmit={(e) => void submit(e)}>
        <FormField label="What was done" error={problems.note}>
          <Textarea
            name="note"
            value={note}
            maxLength={COMPLETION_NOTE_MAX}
            onChange={(e) => setNote(e.target.value)}
          />
        </FormField>
        <FormField
          label="Cost (dollars)"
          description="The total for the job, like 250 or 250.50."
          error={problems.cost}
          required
        >
          <Input
            name="cost"
            inputMode="decimal"
            autoComplete="off"
            value={cost}
            onChange={(e) => setCost(e.target.value)}
          />
        </FormField>
        <div className="flex flex-col gap-2">
          <p id={`${photoInputId}-label`} className="text-sm font-medium">
            Photos of the finished job (up to {MAINTENANCE_PHOTO_MAX})
          </p>
          {/* Not displayed: beside photos attached, a native input says "No file chosen" (its
              value is cleared so a photo can be picked again). The button opens it. */}
          <input
            ref={photoInput}
            id={photoInputId}
            type="file"
            accept="image/*"
            multiple
            disabled={preparing || photos.length >= MAINTENANCE_PHOTO_MAX}
            aria-label={`Photos of the finished job (up to ${MAINTENANCE_PHOTO_MAX})`}
            className="hidden"
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              e.target.value = '';
              void addPhotos(files);
            }}
          />
          <Button
            type="button"
            variant="outline"
            className="min-h-11 self-start"
            disabled={preparing || photos.length >= MAINTENANCE_PHOTO_MAX}
            aria-describedby={`${photoInputId}-label ${photoInputId}-count`}
            onClick={() => photoInput.current?.click()}
          >
            {photos.length > 0 ? 'Add more photos' : 'Choose photos'}
          </Button>
          <p id={`${photoInputId}-count`} className="text-sm text-muted-foreground" role="status">
            {preparing
              ? 'Preparing photos…'
              : `${photos.length} of ${MAINTENANCE_PHOTO_MAX} photos attached.`}
          </p>
          {photoProblems.map((problem) => (
            <p key={problem} role="alert" className="text-sm font-medium text-destructive">
              {problem}
            </p>
          ))}
          <FieldError id={`${photoInputId}-error`}>{problems.photos}</FieldError>
          {photos.length > 0 ? (
            <ul className="flex flex-col gap-1">
              {photos.map((photo, i) => (
                <li key={`${photo.name}-${i}`} className="flex items-center justify-between gap-2">
                  <span className="truncate text-sm">{photo.name}</span>
                  <Button
                    type="button"
                    variant="outline"
                    className="min-h-11"
                    aria-label={`Remove ${photo.name}`}
                    onClick={() => setPhotos((current) => current.filter((_, j) => j !== i))}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {failed ? (
          <p role="alert" className="font-medium text-destructive">
            {linkCopy.failed}
          </p>
        ) : null}
        <Button type="submit" className="min-h-11 self-start" disabled={sending || preparing}>
          {sending ? 'Sending…' : failed ? linkCopy.retry : copy.complete}
        </Button>
      </form>
    </section>
  );
}
