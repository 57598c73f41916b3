/**
 * The maintenance link pages' rules: the token from the URL fragment (`#t=`, never sent to a
 * server in a request line or a Referer), what each outcome says, the visit window in office
 * time, and the vendor's completion form checked with the contract's rules before it is sent.
 */
import {
  actualCostSchema,
  APPROVAL_LINK_TTL_DAYS,
  MAINTENANCE_PHOTO_MAX,
  textLimits,
  VENDOR_LINK_TTL_DAYS,
  visitWindowText,
  type LinkOutcome,
} from '@contract/maintenance.ts';
import { company } from '@/config/company';
import type { Catalogue } from '@/lib/i18n';

/** The token of `#t=<token>`; null when the fragment has none. */
export function readLinkToken(hash: string): string | null {
  return checkedLinkToken(new URLSearchParams(hash.replace(/^#/, '')).get(LINK_TOKEN_PARAM) ?? '');
}

/** The fragment's parameter that carries the token. */
export const LINK_TOKEN_PARAM = 't';

/** A token as the link carried it, or null when it can't be one of ours. */
export function checkedLinkToken(raw: string): string | null {
  const token = raw.trim();
  // Printable ASCII of a token's length; anything else (or a truncated paste) can't be ours.
  return token.length >= 16 && token.length <= 256 && /^[\x21-\x7e]+$/.test(token) ? token : null;
}

export type LinkKind = 'vendor' | 'approval';

const call = `call the office at ${company.phone}`;

/** What every outcome but `ok` tells the person holding the link. */
export function outcomeMessage(
  kind: LinkKind,
  outcome: Exclude<LinkOutcome, 'ok'>,
): { title: string; text: string } {
  switch (outcome) {
    case 'used':
      return {
        title: 'This link has already been used',
        text:
          kind === 'vendor'
            ? `This job was already marked done (if you just sent it and the connection dropped, it arrived), or the visit was changed or called off. If the office needs you again, it will send a new work order. Questions: ${call}.`
            : `This repair has already been answered, from this link or from the portal (if you just pressed a button and the connection dropped, your answer arrived). To change it, ${call}.`,
      };
    case 'expired':
      return {
        title: 'This link has expired',
        text: `${kind === 'vendor' ? 'Work-order' : 'Approval'} links work for ${
          kind === 'vendor' ? VENDOR_LINK_TTL_DAYS : APPROVAL_LINK_TTL_DAYS
        } days, and only the latest email's link works. Please ${call} for a new one.`,
      };
    case 'unknown':
      return {
        title: 'We don’t recognise this link',
        text: `Please open the whole link from the email again (some mail apps cut long links). If it still doesn’t work, ${call}.`,
      };
  }
}

export const linkCopy = {
  vendor: {
    seoTitle: 'Work order',
    heading: 'Work order',
    reading: 'Opening your work order…',
    confirm: 'Confirm the visit',
    confirmed: 'Visit confirmed. Thank you — the tenant and the office know you are coming.',
    completeHeading: 'Mark the job done',
    complete: 'Mark the job done',
    done: {
      title: 'Job marked done',
      text: 'Thank you. The office has your note, the cost and the photos, and will close the request with the tenant.',
    },
  },
  approval: {
    seoTitle: 'Repair approval',
    heading: 'A repair needs your approval',
    reading: 'Opening the repair…',
    approve: 'Approve the repair',
    decline: 'Decline',
    approved: {
      title: 'Repair approved',
      text: 'Thank you. The office has your answer and will schedule the repair.',
    },
    declined: {
      title: 'Repair declined',
      text: 'Thank you. The office has your answer and will call you about what to do next.',
    },
  },
  failed:
    'We couldn’t reach our server. Nothing was sent and nothing you typed is lost: check your connection and try again.',
  retry: 'Try again',
} as const;

/** The owner's approval page (the only link page in both languages): linkCopy's English words. */
const approvalEn = {
  heading: linkCopy.approval.heading,
  reading: linkCopy.approval.reading,
  approve: linkCopy.approval.approve,
  decline: linkCopy.approval.decline,
  wait: 'Please wait…',
  approved: linkCopy.approval.approved,
  declined: linkCopy.approval.declined,
  failed: linkCopy.failed,
  retry: linkCopy.retry,
  outcome: (outcome: Exclude<LinkOutcome, 'ok'>) => outcomeMessage('approval', outcome),
};

const callEs = `llame a la oficina al ${company.phone}`;

export const approvalText: Catalogue<typeof approvalEn> = {
  en: approvalEn,
  es: {
    heading: 'Una reparación necesita su aprobación',
    reading: 'Abriendo la reparación…',
    approve: 'Aprobar la reparación',
    decline: 'Rechazar',
    wait: 'Espere, por favor…',
    approved: {
      title: 'Reparación aprobada',
      text: 'Gracias. La oficina tiene su respuesta y programará la reparación.',
    },
    declined: {
      title: 'Reparación rechazada',
      text: 'Gracias. La oficina tiene su respuesta y le llamará para ver qué hacer.',
    },
    failed:
      'No pudimos comunicarnos con nuestro servidor. No se envió nada y no se perdió nada de lo que escribió: revise su conexión e inténtelo de nuevo.',
    retry: 'Intentar de nuevo',
    outcome: (outcome) => {
      switch (outcome) {
        case 'used':
          return {
            title: 'Este enlace ya se usó',
            text: `Esta reparación ya tiene respuesta, desde este enlace o desde el portal (si acaba de tocar un botón y se cortó la conexión, su respuesta llegó). Para cambiarla, ${callEs}.`,
          };
        case 'expired':
          return {
            title: 'Este enlace venció',
            text: `Los enlaces de aprobación funcionan durante ${APPROVAL_LINK_TTL_DAYS} días, y solo funciona el del correo más reciente. Para recibir uno nuevo, ${callEs}.`,
          };
        case 'unknown':
          return {
            title: 'No reconocemos este enlace',
            text: `Abra otra vez el enlace completo desde el correo (algunas aplicaciones de correo cortan los enlaces largos). Si sigue sin funcionar, ${callEs}.`,
          };
      }
    },
  },
};

/** `Tuesday, December 1, 2026, 9:00 AM to 11:00 AM (Pacific time)`, as the office set it (and the mails say it). */
export function visitWindow(visit: { start: string; end: string }): string {
  return `${visitWindowText({ startsAt: visit.start, endsAt: visit.end })} (Pacific time)`;
}

/** The completion note's limit (the database's completion_note check). */
export const COMPLETION_NOTE_MAX = textLimits.description;
/** The owner's note's limit (owner_approval_note). */
export const APPROVAL_NOTE_MAX = textLimits.reason;

export interface CompletionProblems {
  note?: string;
  cost?: string;
  photos?: string;
}

/** The completion form's problems before it is sent (the function checks the same). */
export function completionProblems(values: {
  note: string;
  cost: string;
  photoCount: number;
}): CompletionProblems {
  const problems: CompletionProblems = {};
  if (values.note.trim().length > COMPLETION_NOTE_MAX) {
    problems.note = `The note must be at most ${COMPLETION_NOTE_MAX} characters`;
  }
  const cost = actualCostSchema.safeParse({ cost: values.cost });
  if (!cost.success) problems.cost = cost.error.issues[0]?.message ?? 'Enter the cost';
  if (values.photoCount > MAINTENANCE_PHOTO_MAX) {
    problems.photos = `Attach at most ${MAINTENANCE_PHOTO_MAX} photos`;
  }
  return problems;
}
