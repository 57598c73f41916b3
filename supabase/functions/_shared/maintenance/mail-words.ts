/**
 * The words of the maintenance mail a tenant or an owner reads, in both languages: one catalogue,
 * so a missing Spanish word fails the type check. The mail itself is written once
 * (maintenance-mail.ts), which formats the facts (money, dates, addresses) in the mail's language
 * before they get here. The office's and the vendor's mail are English only and keep their words
 * in the template.
 */
import { company } from '../contract/company.ts';
import { maintenanceLine } from '../contract/company-portal.ts';
import { catalogue } from '../contract/locale.ts';
import {
  APPROVAL_LINK_TTL_DAYS,
  type EntryNoticeFacts,
  type VisitFacts,
} from '../contract/maintenance.ts';
import { maintenanceWords } from '../contract/maintenance-words.ts';

/** What a mail's words may say about its request, in the mail's language. */
export interface MailFacts {
  /** The problem's label ("Plumbing"). */
  category: string;
  /** The repair in a phrase ("plumbing repair"). */
  repair: string;
  /** The home and unit as the office entered them ("1520 N Garey Ave, Unit A"). */
  where: string;
}

/** An approval's amounts, formatted. */
export interface Amounts {
  asked: string;
  limit: string;
  finalCost: boolean;
}

/** "reparación" -> "Reparación": a phrase that starts a line. */
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const maintenanceMailWords = catalogue({
  en: {
    categories: maintenanceWords.en.categories,
    repairs: maintenanceWords.en.repairs,
    /** The phrase of a category the phrases do not know. */
    aRepair: 'repair',
    emergencies: maintenanceWords.en.emergencies,
    statuses: maintenanceWords.en.statuses,
    ownerApprovalRule: maintenanceWords.en.ownerApprovalRule,
    visitWindow: (visit: VisitFacts) =>
      `${maintenanceWords.en.visitWindowText(visit)} (Pacific time)`,
    entryNotice: (facts: EntryNoticeFacts) => maintenanceWords.en.entryNoticeText(facts),
    hello: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    photos: (n: number) => (n === 1 ? '1 photo' : `${n} photos`),
    seeRequest: 'See the request',
    none: 'None',
    rows: {
      problem: 'Problem',
      emergency: 'Emergency',
      address: 'Address',
      whereInHome: 'Where in the home',
      whatHappened: 'What happened',
      home: 'Home',
      filed: 'Filed',
      status: 'Status',
      reason: 'Reason',
      when: 'When',
      who: 'Who',
      estimate: 'Estimate',
      finalCost: 'Final cost',
      approvalLimit: 'Your approval limit',
      photos: 'Photos',
      completed: 'Completed',
      cost: 'Cost',
      vendorNote: 'Vendor’s note',
    },
    tenantReceived: {
      subject: (f: MailFacts) => `We received your maintenance request: ${f.category}`,
      heading: 'We received your request',
      preheader: (f: MailFacts) => `${f.category}: we will be in touch`,
      urgent: `We marked your request urgent and our on-call team has been told. If you have not heard from us yet, call ${maintenanceLine.phone} now (24/7).`,
      notUrgent:
        'Thank you. We will acknowledge it within one business day and tell you by email when a visit is scheduled.',
      after: `Follow it, add photos or write to us in the portal. For an emergency, call ${maintenanceLine.phone} (24/7).`,
    },
    tenantStatus: {
      subject: (status: string) => `Your maintenance request: ${status}`,
      heading: (status: string) => `Your request is ${status.toLowerCase()}`,
      preheader: (f: MailFacts) => `${f.category} at ${f.where}`,
      explain: {
        acknowledged: 'We have looked at your request and are arranging the repair.',
        awaiting_owner_approval:
          'The repair needs the owner’s approval first. We will tell you as soon as it is scheduled.',
        scheduled: 'A visit is scheduled: the details are in a separate email and in the portal.',
        in_progress: 'The repair is under way.',
        completed: 'The repair is marked done. If anything is still wrong, tell us in the portal.',
        closed: 'Your request is closed. Thank you for your patience.',
        cancelled: 'Your request was cancelled. If you still need a repair, file a new request.',
        declined: 'We declined this request.',
      } as Partial<Record<string, string>>,
      changed: 'Your request has changed.',
    },
    tenantMessage: {
      subject: (f: MailFacts) => `New message about your maintenance request: ${f.category}`,
      heading: 'A message from the office',
      preheader: (f: MailFacts) => `About your ${f.repair}`,
      intro: 'We wrote about your request:',
      after: 'Reply in the portal, so everything about the repair stays in one place.',
    },
    tenantVisit: {
      subject: (f: MailFacts) => `Repair visit scheduled: ${f.category} at ${f.where}`,
      heading: 'Your repair visit is scheduled',
      urgent: 'This is an emergency repair: we will call you before the visit.',
      mayEnter:
        'You said we may enter if you are not home: the written notice of entry follows in a separate email.',
      callFirst:
        'You asked us to call first: the written notice of entry follows in a separate email.',
      toBeArranged: 'To be arranged',
      ourVendor: 'Our vendor',
      after: `A better time, or a question? Call ${company.phone} or write in the portal.`,
    },
    tenantEntryNotice: {
      subject: (f: MailFacts) => `Notice of entry (Civil Code 1954): ${f.where}`,
      heading: 'Notice of intent to enter your home',
      preheader: 'Written notice under California Civil Code section 1954',
      intro: `This email is your written notice of entry under California Civil Code section 1954, from ${company.name}, the manager of your home. Please keep it.`,
      after: `A question about the visit? Call ${company.phone} or write in the portal. The notice is also kept on your request.`,
    },
    ownerApproval: {
      subject: (f: MailFacts, a: Amounts) =>
        `Your approval needed: ${f.repair} at ${f.where}, ${a.asked}`,
      heading: (a: Amounts) =>
        a.finalCost
          ? 'A repair’s final cost waits for your approval'
          : 'A repair waits for your approval',
      preheader: (a: Amounts) =>
        `${a.finalCost ? 'Final cost' : 'Estimate'} ${a.asked}, above your limit of ${a.limit}`,
      explain: (a: Amounts) =>
        a.finalCost
          ? `The final cost of this repair, ${a.asked}, is above what you approved (your limit is ${a.limit}). We reviewed the vendor’s bill; nothing is charged to your account until you answer.`
          : `The estimate for this repair, ${a.asked}, is above your approval limit of ${a.limit}, so we wait for your answer before scheduling it.`,
      photos: (photos: string) => `${photos} on the approval page`,
      button: 'Approve or decline',
      after: `The button opens a page where you approve or decline, with a note if you like. It works for ${APPROVAL_LINK_TTL_DAYS} days and only once; you can also answer in the owner portal.`,
    },
    ownerEmergency: {
      subject: (f: MailFacts) => `Emergency repair went ahead: ${f.category} at ${f.where}`,
      heading: 'An emergency repair went ahead',
      preheader: (f: MailFacts) => `${f.category} at ${f.where}: why we did not wait`,
      /** `emergency`: the kind's label in lower case, or ''. */
      explain: (emergency: string, estimate: string, limit: string) =>
        `The tenant reported an emergency${emergency ? ` (${emergency})` : ''}. The estimate, ${estimate}, is above your approval limit of ${limit}, but the repair went ahead without waiting for your approval, to protect the home and the tenant.`,
      after: `Questions? Call us at ${company.phone}.`,
    },
    ownerCompleted: {
      subject: (f: MailFacts) => `Repair completed: ${f.category} at ${f.where}`,
      heading: 'A repair on your home is done',
      preheader: (f: MailFacts) => `${f.category} at ${f.where}`,
      done: 'The repair is done. Its cost appears on your next owner statement.',
      notRecorded: 'Not recorded yet',
      photos: (photos: string) => `${photos} in the portal`,
    },
  },
  es: {
    categories: maintenanceWords.es.categories,
    repairs: maintenanceWords.es.repairs,
    aRepair: 'reparación',
    emergencies: maintenanceWords.es.emergencies,
    statuses: maintenanceWords.es.statuses,
    ownerApprovalRule: maintenanceWords.es.ownerApprovalRule,
    visitWindow: (visit) => `${maintenanceWords.es.visitWindowText(visit)} (hora del Pacífico)`,
    entryNotice: (facts) => maintenanceWords.es.entryNoticeText(facts),
    hello: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    photos: (n) => (n === 1 ? '1 foto' : `${n} fotos`),
    seeRequest: 'Ver la solicitud',
    none: 'Ninguna',
    rows: {
      problem: 'Problema',
      emergency: 'Emergencia',
      address: 'Dirección',
      whereInHome: 'Dónde en la vivienda',
      whatHappened: 'Qué pasó',
      home: 'Vivienda',
      filed: 'Enviada',
      status: 'Estado',
      reason: 'Motivo',
      when: 'Cuándo',
      who: 'Quién',
      estimate: 'Presupuesto',
      finalCost: 'Costo final',
      approvalLimit: 'Su límite de aprobación',
      photos: 'Fotos',
      completed: 'Terminada',
      cost: 'Costo',
      vendorNote: 'Nota del técnico',
    },
    tenantReceived: {
      subject: (f) => `Recibimos su solicitud de mantenimiento: ${f.category}`,
      heading: 'Recibimos su solicitud',
      preheader: (f) => `${capitalized(f.repair)}: nos comunicaremos con usted`,
      urgent: `Marcamos su solicitud como urgente y avisamos a nuestro equipo de guardia. Si todavía no tiene noticias nuestras, llame ahora al ${maintenanceLine.phone} (las 24 horas).`,
      notUrgent:
        'Gracias. La confirmaremos a más tardar en un día hábil y le avisaremos por correo cuando haya una visita programada.',
      after: `Siga su solicitud, agregue fotos o escríbanos en el portal. Para una emergencia, llame al ${maintenanceLine.phone} (las 24 horas).`,
    },
    tenantStatus: {
      subject: (status) => `Su solicitud de mantenimiento: ${status}`,
      heading: (status) => `Estado de su solicitud: ${status.toLowerCase()}`,
      preheader: (f) => `${capitalized(f.repair)} en ${f.where}`,
      explain: {
        acknowledged: 'Revisamos su solicitud y estamos organizando la reparación.',
        awaiting_owner_approval:
          'La reparación necesita primero la aprobación del propietario. Le avisaremos en cuanto esté programada.',
        scheduled: 'Hay una visita programada: los detalles están en otro correo y en el portal.',
        in_progress: 'La reparación está en curso.',
        completed:
          'La reparación está marcada como terminada. Si algo sigue mal, díganos en el portal.',
        closed: 'Su solicitud está cerrada. Gracias por su paciencia.',
        cancelled:
          'Su solicitud se canceló. Si todavía necesita una reparación, envíe una nueva solicitud.',
        declined: 'Rechazamos esta solicitud.',
      },
      changed: 'Su solicitud cambió.',
    },
    tenantMessage: {
      subject: (f) => `Nuevo mensaje sobre su solicitud de mantenimiento: ${f.category}`,
      heading: 'Un mensaje de la oficina',
      preheader: (f) => `Sobre su ${f.repair}`,
      intro: 'Le escribimos sobre su solicitud:',
      after: 'Responda en el portal, para que todo sobre la reparación quede en un solo lugar.',
    },
    tenantVisit: {
      subject: (f) => `Visita programada: ${f.repair} en ${f.where}`,
      heading: 'Su visita de reparación está programada',
      urgent: 'Es una reparación de emergencia: le llamaremos antes de la visita.',
      mayEnter:
        'Usted nos dijo que podemos entrar si no está en casa: el aviso de entrada por escrito llega en otro correo.',
      callFirst:
        'Usted pidió que le llamemos primero: el aviso de entrada por escrito llega en otro correo.',
      toBeArranged: 'Por acordar',
      ourVendor: 'Nuestro técnico',
      after: `¿Prefiere otro horario o tiene una pregunta? Llame al ${company.phone} o escriba en el portal.`,
    },
    tenantEntryNotice: {
      subject: (f) => `Aviso de entrada (Código Civil de California, sección 1954): ${f.where}`,
      heading: 'Aviso de intención de entrar a su vivienda',
      preheader: 'Aviso por escrito según el Código Civil de California, sección 1954',
      intro: `Este correo es su aviso de entrada por escrito según el Código Civil de California, sección 1954, de parte de ${company.name}, la compañía que administra su vivienda. Por favor, consérvelo.`,
      after: `¿Tiene una pregunta sobre la visita? Llame al ${company.phone} o escriba en el portal. El aviso también queda guardado en su solicitud.`,
    },
    ownerApproval: {
      subject: (f, a) => `Necesitamos su aprobación: ${f.repair} en ${f.where}, ${a.asked}`,
      heading: (a) =>
        a.finalCost
          ? 'El costo final de una reparación espera su aprobación'
          : 'Una reparación espera su aprobación',
      preheader: (a) =>
        `${a.finalCost ? 'Costo final' : 'Presupuesto'} de ${a.asked}, mayor que su límite de ${a.limit}`,
      explain: (a) =>
        a.finalCost
          ? `El costo final de esta reparación, ${a.asked}, es mayor que lo que usted aprobó (su límite es de ${a.limit}). Revisamos la factura del proveedor; no se carga nada a su cuenta hasta que usted responda.`
          : `El presupuesto de esta reparación, ${a.asked}, es mayor que su límite de aprobación de ${a.limit}, así que esperamos su respuesta antes de programarla.`,
      photos: (photos) => `${photos} en la página de aprobación`,
      button: 'Aprobar o rechazar',
      after: `El botón abre una página donde usted aprueba o rechaza, con una nota si lo desea. Funciona durante ${APPROVAL_LINK_TTL_DAYS} días y una sola vez; también puede responder en el portal del propietario.`,
    },
    ownerEmergency: {
      subject: (f) => `Reparación de emergencia en ${f.where}: ${f.category}`,
      heading: 'Se hizo una reparación de emergencia',
      preheader: (f) => `${capitalized(f.repair)} en ${f.where}: por qué no esperamos`,
      explain: (emergency, estimate, limit) =>
        `El inquilino reportó una emergencia${emergency ? ` (${emergency})` : ''}. El presupuesto, ${estimate}, es mayor que su límite de aprobación de ${limit}, pero la reparación se hizo sin esperar su aprobación, para proteger la vivienda y al inquilino.`,
      after: `¿Preguntas? Llámenos al ${company.phone}.`,
    },
    ownerCompleted: {
      subject: (f) => `Reparación terminada en ${f.where}: ${f.category}`,
      heading: 'Se terminó una reparación en su vivienda',
      preheader: (f) => `${capitalized(f.repair)} en ${f.where}`,
      done: 'La reparación está terminada. Su costo aparecerá en su próximo estado de cuenta.',
      notRecorded: 'Todavía sin registrar',
      photos: (photos) => `${photos} en el portal`,
    },
  },
});
