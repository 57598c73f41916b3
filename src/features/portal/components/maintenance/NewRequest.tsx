/**
 * "Request maintenance": the emergency triage, then the form, then the photos stored on the filed
 * request. Validated with the contract's schema (the function and the database check the same);
 * plain state, no form library (see docs/architecture.md on the portal's bundle). One
 * idempotency key per request, kept across retries, so a double tap or a resend files once; on
 * any failure everything typed and picked stays.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  emergencyCategory,
  entryPermissionLabels,
  entryPermissions,
  leaveAndCall911,
  maintenanceCategories,
  maintenanceCategoryLabels,
  maintenanceRequestSchema,
  textLimits,
  type EmergencyKind,
  type MaintenanceCategory,
  type EntryPermission,
} from '@contract/maintenance.ts';
import { Button } from '@/components/ui/Button';
import { FormField, FormFieldset } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import { paths } from '@/config/paths';
import type { TenantLease } from '../../api/portal';
import { portalQueries } from '../../api/queries';
import { SubmitError, sendDueMail, submitRequest } from '../../api/maintenance';
import { maintenanceQueries } from '../../api/maintenanceQueries';
import { Empty, LoadError, Loading } from '../Status';
import { PhotoPicker, PhotoProgress, usePhotoUploads, type PickedPhoto } from './Photos';
import { CallNow, LeaveNow, TriageQuestion } from './Triage';

interface Values {
  leaseId: string;
  category: MaintenanceCategory | '';
  location: string;
  description: string;
  entryPermission: EntryPermission | '';
  pets: string;
  goodTimes: string;
  shareContact: boolean;
}
type Field = keyof Values;
type Errors = Partial<Record<Field, string>>;

const FIELD_ORDER: Field[] = [
  'leaseId',
  'category',
  'location',
  'description',
  'entryPermission',
  'pets',
  'goodTimes',
];

function validate(values: Values, emergency: EmergencyKind | null, idempotencyKey: string) {
  const parsed = maintenanceRequestSchema.safeParse({
    ...values,
    category: values.category || undefined,
    entryPermission: values.entryPermission || undefined,
    emergency,
    idempotencyKey,
  });
  if (parsed.success) return { data: parsed.data, errors: {} as Errors };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { data: null, errors };
}

const leaseLabel = ({ home, unit }: TenantLease) =>
  `${home.street}${unit ? `, ${unit.label}` : ''}, ${home.city}`;

type Step =
  | { name: 'triage' }
  | { name: 'leave'; kind: EmergencyKind }
  | { name: 'form'; emergency: EmergencyKind | null }
  | { name: 'filed'; id: string; duplicate: boolean; urgent: boolean };

/** The whole "request maintenance" screen for a tenant. */
export function NewRequest({ userId }: { userId: string }) {
  const leases = useQuery(portalQueries.tenantLeases(userId));
  if (leases.isPending) return <Loading>Loading your lease…</Loading>;
  if (leases.isError)
    return (
      <LoadError title="Your lease could not be loaded." onRetry={() => void leases.refetch()} />
    );
  if (leases.data.length === 0)
    return (
      <Empty title="No current lease">
        Requests are filed on a current lease. Call the office for anything at a former home.
      </Empty>
    );
  return <RequestFlow userId={userId} leases={leases.data} />;
}

export function RequestFlow({ userId, leases }: { userId: string; leases: TenantLease[] }) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: 'triage' });
  const heading = useRef<HTMLHeadingElement>(null);
  // The heading of each new step takes the focus, so a screen reader starts there.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step.name]);

  const [values, setValues] = useState<Values>({
    leaseId: leases.length === 1 ? leases[0]!.lease.id : '',
    category: '',
    location: '',
    description: '',
    entryPermission: '',
    pets: '',
    goodTimes: '',
    shareContact: false,
  });
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  // One key for this request, whatever happens to the first send.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const filedId = step.name === 'filed' ? step.id : null;
  const uploads = usePhotoUploads(filedId, () =>
    queryClient.invalidateQueries({ queryKey: maintenanceQueries.all(userId) }),
  );
  const emergency = step.name === 'form' ? step.emergency : null;

  const answer = (kind: EmergencyKind | null) => {
    if (kind && leaveAndCall911.includes(kind)) {
      setStep({ name: 'leave', kind });
      return;
    }
    if (kind) setValues((v) => ({ ...v, category: v.category || emergencyCategory[kind] }));
    setStep({ name: 'form', emergency: kind });
  };

  const change = <F extends Field>(field: F, value: Values[F]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a send was tried, messages follow the typing (and go away when fixed).
    if (tried) setErrors(validate(next, emergency, idempotencyKey).errors);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setTried(true);
    setFailure(null);
    const { data, errors: found } = validate(values, emergency, idempotencyKey);
    setErrors(found);
    if (!data) {
      const firstBad = FIELD_ORDER.find((f) => found[f]);
      document.getElementById(`request-${firstBad ?? 'category'}`)?.focus();
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      const answer = await submitRequest(data);
      void sendDueMail();
      void queryClient.invalidateQueries({ queryKey: maintenanceQueries.all(userId) });
      setStep({ name: 'filed', id: answer.id, duplicate: answer.duplicate, urgent: !!emergency });
      if (photos.length > 0) void uploads.start(answer.id, photos);
    } catch (error) {
      if (error instanceof SubmitError && Object.keys(error.fields).length > 0) {
        setErrors(error.fields as Errors);
      }
      setFailure(
        error instanceof Error
          ? error.message
          : 'Your request could not be sent. Try again: nothing you typed is lost.',
      );
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  if (step.name === 'triage') return <TriageQuestion onAnswer={answer} headingRef={heading} />;
  if (step.name === 'leave')
    return (
      <LeaveNow
        kind={step.kind}
        headingRef={heading}
        onBack={() => setStep({ name: 'triage' })}
        onFile={() => {
          setValues((v) => ({ ...v, category: v.category || emergencyCategory[step.kind] }));
          setStep({ name: 'form', emergency: step.kind });
        }}
      />
    );
  if (step.name === 'filed')
    return (
      <section aria-labelledby="filed-heading" className="flex flex-col gap-4">
        <h2 id="filed-heading" ref={heading} tabIndex={-1} className="text-xl font-bold">
          {step.duplicate ? 'This request was already sent' : 'Request sent'}
        </h2>
        <p>
          {step.urgent
            ? 'It is marked urgent: our on-call person has been emailed and will answer within the hour.'
            : 'The office will acknowledge it by the next business day. We email you at each step.'}
        </p>
        <PhotoProgress uploads={uploads} />
        <Button asChild className="min-h-11 self-start">
          <Link to={paths.portalMaintenanceRequest(step.id)}>See your request</Link>
        </Button>
      </section>
    );

  const err = (field: Field) => errors[field];
  return (
    <div className="flex flex-col gap-6">
      {emergency && !leaveAndCall911.includes(emergency) ? <CallNow kind={emergency} /> : null}
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-5">
        <h2 id="form-heading" ref={heading} tabIndex={-1} className="text-xl font-bold">
          {emergency ? 'Tell us what happened' : 'Tell us about the problem'}
        </h2>
        {leases.length > 1 ? (
          <FormField label="Home" id="request-leaseId" required error={err('leaseId')}>
            <Select
              value={values.leaseId}
              placeholder="Choose the home"
              options={leases.map((l) => ({ value: l.lease.id, label: leaseLabel(l) }))}
              onChange={(e) => change('leaseId', e.target.value)}
            />
          </FormField>
        ) : (
          <p className="text-sm text-muted-foreground">For {leaseLabel(leases[0]!)}</p>
        )}
        <FormField label="What is it about?" id="request-category" required error={err('category')}>
          <Select
            value={values.category}
            placeholder="Choose one"
            options={maintenanceCategories.map((c) => ({
              value: c,
              label: maintenanceCategoryLabels[c],
            }))}
            onChange={(e) => change('category', e.target.value as MaintenanceCategory)}
          />
        </FormField>
        <FormField
          label="Where in the home?"
          id="request-location"
          required
          description="For example: kitchen sink, upstairs bathroom, garage door."
          error={err('location')}
        >
          <Input
            value={values.location}
            maxLength={textLimits.location}
            autoComplete="off"
            onChange={(e) => change('location', e.target.value)}
          />
        </FormField>
        <FormField
          label="What happened?"
          id="request-description"
          required
          description="What you see or hear, since when, and what you have tried."
          error={err('description')}
        >
          <Textarea
            value={values.description}
            rows={5}
            maxLength={textLimits.description}
            onChange={(e) => change('description', e.target.value)}
          />
        </FormField>
        <FormFieldset
          legend="May we enter if you are not home?"
          required
          error={err('entryPermission')}
        >
          {entryPermissions.map((permission, i) => (
            <label key={permission} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name="entryPermission"
                id={i === 0 ? 'request-entryPermission' : undefined}
                value={permission}
                checked={values.entryPermission === permission}
                aria-invalid={err('entryPermission') ? true : undefined}
                onChange={() => change('entryPermission', permission)}
                className="size-5 accent-primary"
              />
              {entryPermissionLabels[permission]}
            </label>
          ))}
        </FormFieldset>
        <label className="flex min-h-11 items-start gap-3">
          <input
            type="checkbox"
            checked={values.shareContact}
            onChange={(e) => change('shareContact', e.target.checked)}
            className="mt-0.5 size-5 shrink-0 accent-primary"
          />
          <span>The repair company may contact me directly (your name, phone and email)</span>
        </label>
        <FormField
          label="Pets in the home"
          id="request-pets"
          description="So the vendor knows, for example: a friendly dog in the yard."
          error={err('pets')}
        >
          <Input
            value={values.pets}
            maxLength={textLimits.pets}
            onChange={(e) => change('pets', e.target.value)}
          />
        </FormField>
        <FormField
          label="Good times for a visit"
          id="request-goodTimes"
          description="For example: weekdays after 3 PM."
          error={err('goodTimes')}
        >
          <Input
            value={values.goodTimes}
            maxLength={textLimits.goodTimes}
            onChange={(e) => change('goodTimes', e.target.value)}
          />
        </FormField>
        <PhotoPicker photos={photos} onChange={setPhotos} disabled={submitting} />
        <div role="alert" className="empty:hidden">
          {failure ? <p className="text-sm font-medium text-destructive">{failure}</p> : null}
        </div>
        <Button
          type="submit"
          size="lg"
          className="min-h-12 w-full sm:w-auto sm:self-start"
          disabled={submitting}
        >
          {submitting ? 'Sending…' : emergency ? 'Send urgent request' : 'Send request'}
        </Button>
      </form>
    </div>
  );
}
