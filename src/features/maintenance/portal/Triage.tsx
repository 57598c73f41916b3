/**
 * The emergency questions asked before the form, the "leave the home now" screen for gas and
 * fire, and the "call us now" notice for the other emergencies.
 */
import { Flame, Phone, TriangleAlert } from 'lucide-react';
import type { Ref } from 'react';
import { maintenanceLine } from '@contract/company-portal.ts';
import { emergencyKinds, gasCompany, type EmergencyKind } from '@contract/maintenance.ts';
import { Button } from '@/components/ui/Button';
import { useMaintenanceText } from './copy';

const callClass =
  'inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-md px-4 text-base font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:w-auto';

/** One tap per answer: an emergency, or none of these. */
export function TriageQuestion({
  onAnswer,
  headingRef,
}: {
  onAnswer: (answer: EmergencyKind | null) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t, l } = useMaintenanceText();
  return (
    <section aria-labelledby="triage-heading" className="flex flex-col gap-3">
      <h2 id="triage-heading" ref={headingRef} tabIndex={-1} className="text-xl font-bold">
        {t.triage.heading}
      </h2>
      <p className="text-muted-foreground">{t.triage.intro}</p>
      <ul className="flex flex-col gap-2">
        {emergencyKinds.map((kind) => (
          <li key={kind}>
            <Button
              variant="outline"
              className="min-h-12 w-full justify-start text-base"
              onClick={() => onAnswer(kind)}
            >
              {l.emergencies[kind]}
            </Button>
          </li>
        ))}
        <li>
          <Button className="min-h-12 w-full text-base" onClick={() => onAnswer(null)}>
            {t.triage.none}
          </Button>
        </li>
      </ul>
    </section>
  );
}

/** Gas or fire: get out first, call 911 and the gas company, then (if they wish) file. */
export function LeaveNow({
  kind,
  onFile,
  onBack,
  headingRef,
}: {
  kind: EmergencyKind;
  onFile: () => void;
  onBack: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const t = useMaintenanceText().t.triage;
  return (
    <section
      aria-labelledby="leave-heading"
      className="flex flex-col gap-4 rounded-xl border-2 border-destructive p-5"
    >
      <h2
        id="leave-heading"
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-2xl font-bold text-destructive"
      >
        {kind === 'fire' ? <Flame aria-hidden="true" /> : <TriangleAlert aria-hidden="true" />}
        {t.leaveHeading}
      </h2>
      <p className="text-base">
        {kind === 'fire' ? t.leaveFire : t.leaveGas} {t.leaveThen}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <a href="tel:911" className={`${callClass} bg-destructive text-destructive-foreground`}>
          <Phone aria-hidden="true" className="size-5" />
          {t.call911}
        </a>
        <a
          href={gasCompany.phoneHref}
          className={`${callClass} border border-input bg-background text-foreground`}
        >
          <Phone aria-hidden="true" className="size-5" />
          {t.callGas(gasCompany.name, gasCompany.phone)}
        </a>
      </div>
      <p className="text-sm text-muted-foreground">
        {t.tellUs}{' '}
        <a href={maintenanceLine.phoneHref} className="font-medium text-primary underline">
          {maintenanceLine.phone}
        </a>{' '}
        {t.tellUsAfter}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" className="min-h-11" onClick={onFile}>
          {t.safe}
        </Button>
        <Button variant="ghost" className="min-h-11" onClick={onBack}>
          {t.back}
        </Button>
      </div>
    </section>
  );
}

/** Any other emergency: the 24/7 number first; the request still follows, marked urgent. */
export function CallNow({ kind }: { kind: EmergencyKind }) {
  const { t, l } = useMaintenanceText();
  return (
    <section
      aria-labelledby="call-now-heading"
      className="flex flex-col gap-3 rounded-xl border-2 border-destructive p-5"
    >
      <h2 id="call-now-heading" className="text-xl font-bold">
        {t.triage.callNowHeading(l.emergencies[kind])}
      </h2>
      <p>{t.triage.callNowText}</p>
      <a
        href={maintenanceLine.phoneHref}
        className={`${callClass} bg-destructive text-destructive-foreground`}
      >
        <Phone aria-hidden="true" className="size-5" />
        {t.triage.callNow(maintenanceLine.phone)}
      </a>
    </section>
  );
}
