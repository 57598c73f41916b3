import { useState } from 'react';
import type { ApprovalRequest } from '@contract/maintenance-api.ts';
import { maintenanceCategoryLabels, ownerApprovalRule } from '@contract/maintenance.ts';
import { maintenanceWords } from '@contract/maintenance-words.ts';
import type { Locale } from '@contract/locale.ts';
import type { Catalogue } from '@/lib/i18n';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Textarea } from '@/components/ui/Textarea';
import { formatCents } from '@contract/money-format.ts';
import { decideApproval, readApproval } from '../../api/linkApi';
import { APPROVAL_NOTE_MAX, approvalText } from '../linkPages';
import {
  Facts,
  LinkMessage,
  LinkPhotos,
  OutcomeMessage,
  ReadFailed,
  Reading,
  useLinkLocale,
  useLinkRead,
  useLinkToken,
} from './LinkParts';

type Decision = 'approved' | 'declined';

const en = {
  ...approvalText.en,
  categories: maintenanceCategoryLabels,
  rule: ownerApprovalRule,
  repair: 'Repair',
  where: 'Where in the home',
  reported: 'What the tenant reported',
  finalCost: 'Final cost',
  estimate: 'Estimate',
  limit: 'Your approval limit',
  finalText:
    'The repair is done and its final cost is above what you approved. We reviewed the vendor’s bill; nothing is charged to your account until you answer. If you decline, we go back to the vendor and ask you again for any amount above your limit.',
  above: (amount: string) =>
    `The estimate is ${amount} above your approval limit, so we wait for your answer.`,
  photos: 'The tenant’s photos',
  photoAlt: (n: number, of: number) => `Photo ${n} of ${of}`,
  note: 'A note for the office (optional)',
  noteHint: (max: number) => `Up to ${max} characters.`,
};

/** The page's words in the owner's language (their mail's link says which). */
const words: Catalogue<typeof en> = {
  en,
  es: {
    ...approvalText.es,
    categories: maintenanceWords.es.categories,
    rule: maintenanceWords.es.ownerApprovalRule,
    repair: 'Reparación',
    where: 'Dónde en la vivienda',
    reported: 'Lo que reportó el inquilino',
    finalCost: 'Costo final',
    estimate: 'Presupuesto',
    limit: 'Su límite de aprobación',
    finalText:
      'La reparación está terminada y su costo final es mayor que lo que usted aprobó. Revisamos la factura del proveedor; no se carga nada a su cuenta hasta que usted responda. Si la rechaza, volvemos con el proveedor y le pedimos de nuevo su aprobación para cualquier monto mayor que su límite.',
    above: (amount: string) =>
      `El presupuesto supera en ${amount} su límite de aprobación, así que esperamos su respuesta.`,
    photos: 'Las fotos del inquilino',
    photoAlt: (n: number, of: number) => `Foto ${n} de ${of}`,
    note: 'Una nota para la oficina (opcional)',
    noteHint: (max: number) => `Hasta ${max} caracteres.`,
  },
};

/**
 * /maintenance/approval#t=<token>: the owner approves or declines a repair above their limit,
 * with no sign-in. Opening it only reads; the answer is the button pressed (POST).
 */
export function ApprovalPanel() {
  const token = useLinkToken('approval');
  const locale = useLinkLocale();
  const { state, retry, set } = useLinkRead(token, readApproval);

  return (
    <div lang={locale === 'es' ? 'es' : undefined}>
      {state.kind === 'loading' ? (
        <Reading text={words[locale].reading} />
      ) : state.kind === 'failed' ? (
        <ReadFailed onRetry={retry} locale={locale} />
      ) : state.kind === 'outcome' ? (
        <OutcomeMessage kind="approval" outcome={state.outcome} locale={locale} />
      ) : (
        <ApprovalView
          token={token!}
          request={state.data}
          locale={locale}
          onOutcome={(outcome) => set({ kind: 'outcome', outcome })}
        />
      )}
    </div>
  );
}

function ApprovalView({
  token,
  request,
  locale,
  onOutcome,
}: {
  token: string;
  request: ApprovalRequest;
  locale: Locale;
  onOutcome: (outcome: 'used' | 'expired' | 'unknown') => void;
}) {
  const [note, setNote] = useState('');
  const [working, setWorking] = useState<Decision | null>(null);
  const [failed, setFailed] = useState(false);
  const [decided, setDecided] = useState<Decision | null>(null);
  const copy = words[locale];

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
          [copy.repair, copy.categories[request.category]],
          [copy.where, request.location],
          [copy.reported, request.description],
          [request.finalCost ? copy.finalCost : copy.estimate, formatCents(request.estimateCents)],
          [copy.limit, formatCents(request.limitCents)],
        ]}
      />
      {request.finalCost ? (
        <p className="rounded-md border bg-muted p-4 text-sm">{copy.finalText}</p>
      ) : (
        <p className="rounded-md border bg-muted p-4 text-sm">
          {copy.above(formatCents(request.estimateCents - request.limitCents))} {copy.rule}
        </p>
      )}
      <LinkPhotos photos={request.photos} label={copy.photos} alt={copy.photoAlt} />
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void decide('approved');
        }}
      >
        <FormField label={copy.note} description={copy.noteHint(APPROVAL_NOTE_MAX)}>
          <Textarea
            name="note"
            value={note}
            maxLength={APPROVAL_NOTE_MAX}
            onChange={(e) => setNote(e.target.value)}
          />
        </FormField>
        {failed ? (
          <p role="alert" className="font-medium text-destructive">
            {copy.failed}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" className="min-h-11" disabled={working !== null}>
            {working === 'approved' ? copy.wait : copy.approve}
          </Button>
          <Button
            type="button"
            variant="outline"
            className="min-h-11"
            disabled={working !== null}
            onClick={() => void decide('declined')}
          >
            {working === 'declined' ? copy.wait : copy.decline}
          </Button>
        </div>
      </form>
    </div>
  );
}
