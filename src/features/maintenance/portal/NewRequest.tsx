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
  availableDayOptions,
  emergencyCategory,
  entryPermissions,
  leaveAndCall911,
  maintenanceCategories,
  maintenanceRequestSchema,
  textLimits,
  type AvailableDays,
  type EmergencyKind,
  type MaintenanceCategory,
  type EntryPermission,
} from '@contract/maintenance.ts';
import type { Locale } from '@contract/locale.ts';
import { Button } from '@/components/ui/Button';
import { FormField, FormFieldset } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import { paths } from '@/config/paths';
import type { TenantLease } from '@/features/portal/api/portal';
import { portalQueries } from '@/features/portal/api/queries';
import { sendQueuedMail } from '@/lib/maintenanceMail';
import { SubmitError, submitRequest } from '../api/portal';
import { maintenanceQueries } from '../api/portalQueries';
import { Empty, LoadError, Loading } from '@/features/portal/components/Status';
import { PhotoPicker, PhotoProgress, usePhotoUploads, type PickedPhoto } from './Photos';
import { CallNow, LeaveNow, TriageQuestion } from './Triage';
import { maintenanceLabels, useMaintenanceText } from './copy';

interface Values {
  leaseId: string;
  category: MaintenanceCategory | '';
  location: string;
  description: string;
  entryPermission: EntryPermission | '';
  pets: string;
  goodTimes: string;
  availableDays: AvailableDays;
  availableFrom: string;
  availableTo: string;
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
  'availableDays',
  'availableFrom',
  'availableTo',
  'goodTimes',
];

function validate(
  values: Values,
  emergency: EmergencyKind | null,
  idempotencyKey: string,
  locale: Locale,
) {
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
    if (field && !errors[field]) {
      // One schema, its messages in English; Spanish says the same by field and failure.
      errors[field] = maintenanceLabels[locale].issue(field, issue);
    }
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
  const t = useMaintenanceText().t.form;
  if (leases.isPending) return <Loading>{t.loading}</Loading>;
  if (leases.isError) return <LoadError title={t.failed} onRetry={() => void leases.refetch()} />;
  if (leases.data.length === 0) return <Empty title={t.noLeaseTitle}>{t.noLease}</Empty>;
  return <RequestFlow userId={userId} leases={leases.data} />;
}

export function RequestFlow({ userId, leases }: { userId: string; leases: TenantLease[] }) {
  const queryClient = useQueryClient();
  const { t: all, l, locale } = useMaintenanceText();
  const t = all.form;
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
    availableDays: 'any',
    availableFrom: '',
    availableTo: '',
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
    if (tried) setErrors(validate(next, emergency, idempotencyKey, locale).errors);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    setTried(true);
    setFailure(null);
    const { data, errors: found } = validate(values, emergency, idempotencyKey, locale);
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
      void sendQueuedMail();
      void queryClient.invalidateQueries({ queryKey: maintenanceQueries.all(userId) });
      setStep({ name: 'filed', id: answer.id, duplicate: answer.duplicate, urgent: !!emergency });
      if (photos.length > 0) void uploads.start(answer.id, photos);
    } catch (error) {
      if (error instanceof SubmitError && Object.keys(error.fields).length > 0) {
        // The function answers in English: Spanish re-checks here, else says it generally.
        setErrors(
          locale === 'es'
            ? validate(values, emergency, idempotencyKey, locale).errors
            : (error.fields as Errors),
        );
      }
      setFailure(error instanceof Error && locale === 'en' ? error.message : t.sendFailed);
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
          {step.duplicate ? t.duplicate : t.sent}
        </h2>
        <p>{step.urgent ? t.urgentNext : t.next}</p>
        <PhotoProgress uploads={uploads} />
        <Button asChild className="min-h-11 self-start">
          <Link to={paths.portalMaintenanceRequest(step.id)}>{t.see}</Link>
        </Button>
      </section>
    );

  const err = (field: Field) => errors[field];
  return (
    <div className="flex flex-col gap-6">
      {emergency && !leaveAndCall911.includes(emergency) ? <CallNow kind={emergency} /> : null}
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-5">
        <h2 id="form-heading" ref={heading} tabIndex={-1} className="text-xl font-bold">
          {emergency ? t.headingEmergency : t.heading}
        </h2>
        {leases.length > 1 ? (
          <FormField label={t.home} id="request-leaseId" required error={err('leaseId')}>
            <Select
              value={values.leaseId}
              placeholder={t.chooseHome}
              options={leases.map((l) => ({ value: l.lease.id, label: leaseLabel(l) }))}
              onChange={(e) => change('leaseId', e.target.value)}
            />
          </FormField>
        ) : (
          <p className="text-sm text-muted-foreground">{t.forHome(leaseLabel(leases[0]!))}</p>
        )}
        <FormField label={t.category} id="request-category" required error={err('category')}>
          <Select
            value={values.category}
            placeholder={t.chooseOne}
            options={maintenanceCategories.map((c) => ({
              value: c,
              label: l.categories[c],
            }))}
            onChange={(e) => change('category', e.target.value as MaintenanceCategory)}
          />
        </FormField>
        <FormField
          label={t.location}
          id="request-location"
          required
          description={t.locationHint}
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
          label={t.description}
          id="request-description"
          required
          description={t.descriptionHint}
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
          legend={t.entry}
          description={t.entryHint}
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
              {l.entry[permission]}
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
          <span>{t.shareContact}</span>
        </label>
        <FormField label={t.pets} id="request-pets" description={t.petsHint} error={err('pets')}>
          <Input
            value={values.pets}
            maxLength={textLimits.pets}
            onChange={(e) => change('pets', e.target.value)}
          />
        </FormField>
        <FormFieldset legend={t.availability} description={t.availabilityHint}>
          <div className="grid gap-3 sm:grid-cols-3">
            <FormField label={t.availableDays} id="request-availableDays">
              <Select
                value={values.availableDays}
                options={availableDayOptions.map((d) => ({ value: d, label: l.days[d] }))}
                onChange={(e) => change('availableDays', e.target.value as AvailableDays)}
              />
            </FormField>
            <FormField
              label={t.availableFrom}
              id="request-availableFrom"
              error={err('availableFrom')}
            >
              <Input
                type="time"
                step={900}
                value={values.availableFrom}
                onChange={(e) => change('availableFrom', e.target.value)}
              />
            </FormField>
            <FormField label={t.availableTo} id="request-availableTo" error={err('availableTo')}>
              <Input
                type="time"
                step={900}
                value={values.availableTo}
                onChange={(e) => change('availableTo', e.target.value)}
              />
            </FormField>
          </div>
        </FormFieldset>
        <FormField
          label={t.goodTimes}
          id="request-goodTimes"
          description={t.goodTimesHint}
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
          {submitting ? t.sending : emergency ? t.sendUrgent : t.send}
        </Button>
      </form>
    </div>
  );
}
