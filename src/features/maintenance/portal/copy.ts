/**
 * The maintenance screens' words, English and Spanish (this lazy chunk's own; the contract's
 * labels come from @contract/maintenance.ts and its Spanish twin). Picked with
 * useMaintenanceText() by the portal's language.
 */
import {
  availableDayLabels,
  emergencyLabels,
  entryPermissionLabels,
  maintenanceCategoryLabels,
  maintenanceMessageLimits,
  maintenancePhotoProblem,
  maintenanceStatusLabels,
  ownerApprovalRule,
  entryNoticeText,
  visitWindowText,
} from '@contract/maintenance.ts';
import { company } from '@contract/company.ts';
import { maintenanceWords } from '@contract/maintenance-words.ts';
import type { Translation } from '@contract/locale.ts';
import type { Catalogue } from '@/lib/i18n';
import { usePortalLocale } from '@/features/portal/locale';

// The language's plural rule (CLDR, through Intl.PluralRules), not `n === 1`.
const pluralRules = { en: new Intl.PluralRules('en-US'), es: new Intl.PluralRules('es-US') };
const isOne = (locale: 'en' | 'es', n: number) => pluralRules[locale].select(n) === 'one';
/** "1 photo", "2 photos" in English; pluralEs for Spanish. */
const plural = (n: number, one: string, many: string) => `${n} ${isOne('en', n) ? one : many}`;
const pluralEs = (n: number, one: string, many: string) => `${n} ${isOne('es', n) ? one : many}`;

// "las 3:00 p. m.", but "la 1:00 p. m." in Spanish.
const article = (time: string) => (/^1:/.test(time) ? `la ${time}` : `las ${time}`);

const en = {
  // ages: "5 minutes ago"
  justNow: 'just now',
  ago: (n: number, unit: 'minute' | 'hour' | 'day') => `${plural(n, unit, `${unit}s`)} ago`,
  visitRange: (day: string, from: string, to: string) => `${day}, ${from} to ${to}`,
  /** The tenant's hours: "3:00 PM to 5:00 PM", "after 3:00 PM", "" when any time. */
  availableHours: (from: string | null, to: string | null) =>
    from && to ? `${from} to ${to}` : from ? `after ${from}` : to ? `before ${to}` : '',
  events: {
    submitted: 'Request filed',
    reason: (reason: string) => `Reason: ${reason}`,
    scheduled: 'Visit scheduled',
    entryNotice: 'Notice of entry (Civil Code 1954)',
    backToOffice: 'Back with the office after the owner’s answer',
    estimate: (amount: string) => `Estimate: ${amount}`,
    cost: (amount: string) => `Actual cost: ${amount}`,
    approvalRequested: 'Your approval was asked',
    approvalRequestedDetail: (amount: string) =>
      `The estimate of ${amount} is above your approval limit.`,
    approved: 'Repair approved',
    declined: 'Repair declined',
    note: (note: string) => `Note: ${note}`,
    emergency: 'Emergency repair went ahead',
    emergencyDetail: (amount: string) =>
      `The estimate of ${amount} is above your approval limit, but an emergency is repaired at once.`,
    vendorConfirmed: 'The vendor confirmed the visit',
    vendorCompleted: 'The vendor finished the job',
  },
  actors: { you: 'You', tenant: 'Tenant', owner: 'Owner', staff: 'Office', vendor: 'Vendor' },
  triage: {
    heading: 'First: is it one of these?',
    intro: 'Choose the first that applies. Emergencies get help at once, day or night.',
    none: 'None of these',
    leaveHeading: 'Leave the home now',
    leaveFire:
      'Get everyone out, pets too, and close the doors behind you. Do not stop to gather things.',
    leaveGas:
      'Get everyone out, pets too. Do not switch lights or appliances on or off, do not use a phone inside, and do not light matches, lighters or candles.',
    leaveThen: 'Once you are outside and safe, call 911 and the gas company.',
    call911: 'Call 911',
    callGas: (name: string, phone: string) => `Call ${name}: ${phone}`,
    tellUs: 'Then tell us, so we can make the home safe again: call us on',
    tellUsAfter: '(24/7), or file a request once you are safe.',
    safe: 'I am safe: file a request',
    back: 'Back',
    callNowHeading: (label: string) => `${label}: call us now`,
    callNowText:
      'Our maintenance line answers 24 hours a day, 7 days a week. Then send this request with the details: it is marked urgent and our on-call person is emailed at once.',
    callNow: (phone: string) => `Call ${phone} (24/7)`,
  },
  form: {
    loading: 'Loading your lease…',
    failed: 'Your lease could not be loaded.',
    noLeaseTitle: 'No current lease',
    noLease:
      'Requests are filed on a current lease. Call the office for anything at a former home.',
    sendFailed: 'Your request could not be sent. Try again: nothing you typed is lost.',
    duplicate: 'This request was already sent',
    sent: 'Request sent',
    urgentNext:
      'It is marked urgent: our on-call person has been emailed and will answer within the hour.',
    next: 'The office will acknowledge it by the next business day. We email you at each step.',
    see: 'See your request',
    headingEmergency: 'Tell us what happened',
    heading: 'Tell us about the problem',
    home: 'Home',
    chooseHome: 'Choose the home',
    forHome: (home: string) => `For ${home}`,
    category: 'What is it about?',
    chooseOne: 'Choose one',
    location: 'Where in the home?',
    locationHint: 'For example: kitchen sink, upstairs bathroom, garage door.',
    description: 'What happened?',
    descriptionHint: 'What you see or hear, since when, and what you have tried.',
    entry: 'May we enter if you are not home?',
    // Civil Code 1954(d): a permission given in advance does not replace the written notice.
    entryHint:
      'Either way, outside an emergency you get a written notice at least 24 hours before any visit (California law).',
    shareContact: 'The repair company may contact me directly (your name, phone and email)',
    pets: 'Pets in the home',
    petsHint: 'So the vendor knows, for example: a friendly dog in the yard.',
    availability: 'When can we visit?',
    availabilityHint:
      'Outside an emergency, visits are on weekdays, 8 AM to 5 PM, after a written notice at least 24 hours ahead.',
    availableDays: 'Days',
    availableFrom: 'Available from (optional)',
    availableTo: 'Available until (optional)',
    goodTimes: 'Anything else about times',
    goodTimesHint: 'For example: not on Wednesdays.',
    sending: 'Sending…',
    sendUrgent: 'Send urgent request',
    send: 'Send request',
  },
  lists: {
    estimate: (amount: string) => `Estimate ${amount}`,
    cost: (amount: string) => `Cost ${amount}`,
    urgent: 'Urgent',
    needsApproval: 'Needs your approval',
    filed: (age: string) => `Filed ${age}`,
    loadingTenant: 'Loading your requests…',
    failedTenant: 'Your requests could not be loaded.',
    noneTenant: 'No requests yet.',
    yourRequests: 'Your requests',
    repairs: 'Repairs',
    request: 'Request maintenance',
    loadingOwner: 'Loading repairs…',
    failedOwner: 'Repairs could not be loaded.',
    noneOwner: 'No repair requests on your homes.',
    ownerHeading: 'Repairs on your homes',
  },
  screen: {
    loading: 'Loading the request…',
    failed: 'The request could not be loaded.',
    notFoundTitle: 'Request not found',
    notFound: 'This request does not exist, or it is not on your lease or your home.',
    where: 'Where',
    mayEnter: 'May we enter',
    pets: 'Pets',
    goodTimes: 'Good times',
    availability: 'When we may visit',
    noneGiven: 'None given',
    vendorMayContact: 'Vendor may contact you',
    yes: 'Yes',
    no: 'No',
    urgent: 'Urgent',
    filed: (when: string, age: string) => `Filed ${when} (${age})`,
    reportedAs: (label: string) => `Reported as: ${label}`,
    declined: (reason: string) => `Declined: ${reason}`,
    vendorNote: (note: string) => `The vendor’s note: ${note}`,
    visit: 'Visit',
    pacific: (visit: string) => `${visit} (Pacific time)`,
    vendorConfirmed: 'The vendor confirmed the visit.',
    waitingVendor: 'Waiting for the vendor to confirm.',
    noVisit: 'No visit scheduled yet.',
    photos: 'Photos',
    noPhotos: 'No photos.',
    photoAlt: (n: number, of: number, by: 'tenant' | 'staff' | 'vendor' | string) =>
      `Photo ${n} of ${of}, added by the ${by === 'staff' ? 'office' : by}`,
    notUploaded: (alt: string) => `${alt}: not uploaded yet`,
    sendPhotos: (n: number) => `Send ${plural(n, 'photo', 'photos')}`,
    history: 'History',
    thread: 'Messages with the office',
    noMessages: 'No messages yet.',
    writeMessage: 'Write a message',
    yourMessage: 'Your message',
    sendMessage: 'Send message',
    sending: 'Sending…',
    messageFailed: 'Your message could not be sent. Check your connection and try again.',
    messageRateRequest: `You have sent ${maintenanceMessageLimits.perRequest.count} messages on this request in the last ${maintenanceMessageLimits.perRequest.minutes} minutes. The office reads them all: please wait a few minutes before writing again. In an emergency, call ${company.phone}.`,
    messageRateAccount: `You have sent ${maintenanceMessageLimits.perAccount.count} messages in the last hour. Please wait before writing again, or call the office at ${company.phone}.`,
    closed: 'This request is closed: call the office about it.',
  },
  approval: {
    approvedDone: 'You approved this repair.',
    declinedDone: 'You declined this repair.',
    approvedOk: 'Thank you: the repair is approved and the office has been told.',
    declinedOk: 'Thank you: the repair is declined and the office has been told.',
    already: 'This repair was already answered (perhaps from the email link).',
    heading: 'Cost and approval',
    estimate: 'Estimate',
    actual: 'Actual cost',
    notYet: 'Not yet',
    emergency: (what: string) =>
      `This was an emergency${what ? ` (${what})` : ''}: the repair went ahead without waiting for your approval, to protect the home and the tenant.`,
    yourNote: (note: string) => ` Your note: ${note}`,
    question: 'The estimate is above your approval limit. Do you approve this repair?',
    questionFinal: (amount: string) =>
      `The repair is done and its final cost, ${amount}, is above what you approved. We reviewed the vendor’s bill; nothing is charged to your account until you answer. Do you approve this cost?`,
    note: 'Note to the office (optional)',
    noteTooLong: (max: number) => `The note must be at most ${max} characters`,
    approve: 'Approve the repair',
    decline: 'Decline the repair',
    failed: 'Your answer could not be saved. Check your connection and try again.',
  },
  photos: {
    label: (room: number) => `Photos (optional, up to ${room})`,
    hint: 'Take them now or choose them from your phone. They are made smaller before they are sent, and their location data is removed.',
    tooMany: (name: string, max: number) => `“${name}”: a request takes at most ${max} photos.`,
    toSend: 'Photos to send',
    choose: 'Choose photos',
    chooseMore: 'Add more photos',
    chosen: (n: number) =>
      n === 0 ? 'No photos chosen yet.' : `${plural(n, 'photo', 'photos')} chosen.`,
    remove: (name: string) => `Remove ${name}`,
    waiting: 'Waiting',
    resizing: 'Making it smaller…',
    uploading: 'Uploading…',
    done: 'Sent',
    unreadable:
      'This file could not be read as a photo. Save it as a JPEG and add it on the request’s page.',
    tooLarge: 'This photo is too large even after resizing.',
    notSent: 'Not sent: check your connection and retry.',
    uploads: 'Photo uploads',
    allSent: (n: number) => (isOne('en', n) ? 'The photo was sent.' : `All ${n} photos sent.`),
    someSent: (done: number, of: number, failed: number) =>
      `${done} of ${plural(of, 'photo', 'photos')} sent${failed > 0 ? `; ${failed} not sent` : ''}.`,
    retry: 'Retry',
    retryNamed: (name: string) => `Retry ${name}`,
    retryAll: (n: number) => (isOne('en', n) ? 'Retry the photo' : `Retry all ${n} photos`),
  },
};

const es: Translation<typeof en> = {
  justNow: 'hace un momento',
  ago: (n, unit) =>
    `hace ${pluralEs(n, { minute: 'minuto', hour: 'hora', day: 'día' }[unit], { minute: 'minutos', hour: 'horas', day: 'días' }[unit])}`,
  visitRange: (day, from, to) => `${day}, de ${from} a ${to}`,
  availableHours: (from, to) =>
    from && to
      ? `de ${article(from)} a ${article(to)}`
      : from
        ? `después de ${article(from)}`
        : to
          ? `antes de ${article(to)}`
          : '',
  events: {
    submitted: 'Solicitud enviada',
    reason: (reason) => `Motivo: ${reason}`,
    scheduled: 'Visita programada',
    entryNotice: 'Aviso de entrada (Código Civil de California, sección 1954)',
    backToOffice: 'De vuelta con la oficina tras la respuesta del propietario',
    estimate: (amount) => `Presupuesto: ${amount}`,
    cost: (amount) => `Costo real: ${amount}`,
    approvalRequested: 'Se le pidió su aprobación',
    approvalRequestedDetail: (amount) =>
      `El presupuesto de ${amount} es mayor que su límite de aprobación.`,
    approved: 'Reparación aprobada',
    declined: 'Reparación rechazada',
    note: (note) => `Nota: ${note}`,
    emergency: 'La reparación de emergencia se hizo',
    emergencyDetail: (amount) =>
      `El presupuesto de ${amount} es mayor que su límite de aprobación, pero una emergencia se repara de inmediato.`,
    vendorConfirmed: 'El técnico confirmó la visita',
    vendorCompleted: 'El técnico terminó el trabajo',
  },
  actors: {
    you: 'Usted',
    tenant: 'Inquilino',
    owner: 'Propietario',
    staff: 'Oficina',
    vendor: 'Técnico',
  },
  triage: {
    heading: 'Primero: ¿es alguna de estas situaciones?',
    intro:
      'Elija la primera que corresponda. Las emergencias reciben ayuda de inmediato, de día o de noche.',
    none: 'Ninguna de estas',
    leaveHeading: 'Salga de la vivienda ahora',
    leaveFire:
      'Saque a todos, también a las mascotas, y cierre las puertas al salir. No se detenga a recoger cosas.',
    leaveGas:
      'Saque a todos, también a las mascotas. No prenda ni apague luces ni aparatos, no use el teléfono adentro y no encienda fósforos (cerillos), encendedores ni velas.',
    leaveThen: 'Cuando esté afuera y a salvo, llame al 911 y a la compañía de gas.',
    call911: 'Llamar al 911',
    callGas: (name, phone) => `Llamar a ${name}: ${phone}`,
    tellUs:
      'Después avísenos, para que nosotros y la compañía de gas revisemos la vivienda y la dejemos segura otra vez: llámenos al',
    tellUsAfter: '(las 24 horas), o envíe una solicitud cuando esté a salvo.',
    safe: 'Estoy a salvo: enviar una solicitud',
    back: 'Volver',
    callNowHeading: (label) => `${label}: llámenos ahora`,
    callNowText:
      'Nuestra línea de mantenimiento atiende las 24 horas, los 7 días de la semana. Después envíe esta solicitud con los detalles: queda marcada como urgente y avisamos por correo a la persona de guardia de inmediato.',
    callNow: (phone) => `Llamar al ${phone} (las 24 horas)`,
  },
  form: {
    loading: 'Cargando su contrato…',
    failed: 'No se pudo cargar su contrato.',
    noLeaseTitle: 'No hay contrato vigente',
    noLease:
      'Las solicitudes se envían sobre un contrato vigente. Llame a la oficina por cualquier asunto de una vivienda anterior.',
    sendFailed:
      'No se pudo enviar su solicitud. Inténtelo de nuevo: no se pierde nada de lo que escribió.',
    duplicate: 'Esta solicitud ya se había enviado',
    sent: 'Solicitud enviada',
    urgentNext:
      'Está marcada como urgente: avisamos por correo a la persona de guardia, que le responderá en menos de una hora.',
    next: 'La oficina la confirmará a más tardar el siguiente día hábil. Le escribimos por correo en cada paso.',
    see: 'Ver su solicitud',
    headingEmergency: 'Cuéntenos qué pasó',
    heading: 'Cuéntenos sobre el problema',
    home: 'Vivienda',
    chooseHome: 'Elija la vivienda',
    forHome: (home) => `Para ${home}`,
    category: '¿De qué se trata?',
    chooseOne: 'Elija una opción',
    location: '¿En qué parte de la vivienda?',
    locationHint: 'Por ejemplo: fregadero de la cocina, baño de arriba, puerta del garaje.',
    description: '¿Qué pasó?',
    descriptionHint: 'Lo que ve u oye, desde cuándo y lo que ya intentó.',
    entry: '¿Podemos entrar si usted no está en casa?',
    entryHint:
      'En cualquier caso, salvo en una emergencia, usted recibe un aviso por escrito al menos 24 horas antes de cualquier visita (ley de California).',
    shareContact:
      'La compañía de reparación puede comunicarse conmigo directamente (su nombre, teléfono y correo)',
    pets: 'Mascotas en la vivienda',
    petsHint: 'Para que el técnico lo sepa, por ejemplo: un perro amistoso en el patio.',
    availability: '¿Cuándo podemos visitarle?',
    availabilityHint:
      'Fuera de una emergencia, las visitas son entre semana, de 8 a.m. a 5 p.m., después de un aviso por escrito al menos 24 horas antes.',
    availableDays: 'Días',
    availableFrom: 'Disponible desde (opcional)',
    availableTo: 'Disponible hasta (opcional)',
    goodTimes: 'Algo más sobre los horarios',
    goodTimesHint: 'Por ejemplo: los miércoles no.',
    sending: 'Enviando…',
    sendUrgent: 'Enviar solicitud urgente',
    send: 'Enviar solicitud',
  },
  lists: {
    estimate: (amount) => `Presupuesto ${amount}`,
    cost: (amount) => `Costo ${amount}`,
    urgent: 'Urgente',
    needsApproval: 'Necesita su aprobación',
    filed: (age) => `Enviada ${age}`,
    loadingTenant: 'Cargando sus solicitudes…',
    failedTenant: 'No se pudieron cargar sus solicitudes.',
    noneTenant: 'Todavía no hay solicitudes.',
    yourRequests: 'Sus solicitudes',
    repairs: 'Reparaciones',
    request: 'Solicitar mantenimiento',
    loadingOwner: 'Cargando reparaciones…',
    failedOwner: 'No se pudieron cargar las reparaciones.',
    noneOwner: 'No hay solicitudes de reparación en sus viviendas.',
    ownerHeading: 'Reparaciones en sus viviendas',
  },
  screen: {
    loading: 'Cargando la solicitud…',
    failed: 'No se pudo cargar la solicitud.',
    notFoundTitle: 'No encontramos la solicitud',
    notFound: 'Esta solicitud no existe, o no es de su contrato ni de su vivienda.',
    where: 'Dónde',
    mayEnter: 'Podemos entrar',
    pets: 'Mascotas',
    goodTimes: 'Buenos horarios',
    availability: 'Cuándo podemos visitarle',
    noneGiven: 'No indicó',
    vendorMayContact: 'El técnico puede llamarle',
    yes: 'Sí',
    no: 'No',
    urgent: 'Urgente',
    filed: (when, age) => `Enviada el ${when} (${age})`,
    reportedAs: (label) => `Reportada como: ${label}`,
    declined: (reason) => `Rechazada: ${reason}`,
    vendorNote: (note) => `Nota del técnico: ${note}`,
    visit: 'Visita',
    pacific: (visit) => `${visit} (hora del Pacífico)`,
    vendorConfirmed: 'El técnico confirmó la visita.',
    waitingVendor: 'Esperando que el técnico confirme.',
    noVisit: 'Todavía no hay visita programada.',
    photos: 'Fotos',
    noPhotos: 'No hay fotos.',
    photoAlt: (n, of, by) =>
      `Foto ${n} de ${of}, agregada por ${by === 'staff' ? 'la oficina' : by === 'tenant' ? 'el inquilino' : by === 'vendor' ? 'el técnico' : by}`,
    notUploaded: (alt) => `${alt}: todavía no se ha subido`,
    sendPhotos: (n) => `Enviar ${pluralEs(n, 'foto', 'fotos')}`,
    history: 'Historial',
    thread: 'Mensajes con la oficina',
    noMessages: 'Todavía no hay mensajes.',
    writeMessage: 'Escriba un mensaje',
    yourMessage: 'Su mensaje',
    sendMessage: 'Enviar mensaje',
    sending: 'Enviando…',
    messageFailed: 'No se pudo enviar su mensaje. Revise su conexión e inténtelo de nuevo.',
    messageRateRequest: `Usted envió ${maintenanceMessageLimits.perRequest.count} mensajes sobre esta solicitud en los últimos ${maintenanceMessageLimits.perRequest.minutes} minutos. La oficina los lee todos: espere unos minutos antes de escribir de nuevo. En una emergencia, llame al ${company.phone}.`,
    messageRateAccount: `Usted envió ${maintenanceMessageLimits.perAccount.count} mensajes en la última hora. Espere antes de escribir de nuevo, o llame a la oficina al ${company.phone}.`,
    closed: 'Esta solicitud está cerrada: llame a la oficina sobre ella.',
  },
  approval: {
    approvedDone: 'Usted aprobó esta reparación.',
    declinedDone: 'Usted rechazó esta reparación.',
    approvedOk: 'Gracias: la reparación quedó aprobada y avisamos a la oficina.',
    declinedOk: 'Gracias: la reparación quedó rechazada y avisamos a la oficina.',
    already: 'Esta reparación ya tenía respuesta (quizás desde el enlace del correo).',
    heading: 'Costo y aprobación',
    estimate: 'Presupuesto',
    actual: 'Costo real',
    notYet: 'Todavía no',
    emergency: (what) =>
      `Fue una emergencia${what ? ` (${what})` : ''}: la reparación se hizo sin esperar su aprobación, para proteger la vivienda y al inquilino.`,
    yourNote: (note) => ` Su nota: ${note}`,
    question: 'El presupuesto es mayor que su límite de aprobación. ¿Aprueba esta reparación?',
    questionFinal: (amount) =>
      `La reparación está terminada y su costo final, ${amount}, es mayor que lo que usted aprobó. Revisamos la factura del proveedor; no se carga nada a su cuenta hasta que usted responda. ¿Aprueba este costo?`,
    note: 'Nota para la oficina (opcional)',
    noteTooLong: (max) => `La nota debe tener como máximo ${max} caracteres`,
    approve: 'Aprobar la reparación',
    decline: 'Rechazar la reparación',
    failed: 'No se pudo guardar su respuesta. Revise su conexión e inténtelo de nuevo.',
  },
  photos: {
    label: (room) => `Fotos (opcional, hasta ${room})`,
    hint: 'Tómelas ahora o elíjalas de su teléfono. Se hacen más pequeñas antes de enviarse y se les quita la ubicación.',
    tooMany: (name, max) => `“${name}”: una solicitud admite como máximo ${max} fotos.`,
    toSend: 'Fotos por enviar',
    choose: 'Elegir fotos',
    chooseMore: 'Agregar más fotos',
    chosen: (n) =>
      n === 0 ? 'Todavía no eligió fotos.' : `${pluralEs(n, 'foto elegida', 'fotos elegidas')}.`,
    remove: (name) => `Quitar ${name}`,
    waiting: 'En espera',
    resizing: 'Haciéndola más pequeña…',
    uploading: 'Subiendo…',
    done: 'Enviada',
    unreadable:
      'Este archivo no se pudo leer como foto. Guárdelo como JPEG y agréguelo en la página de la solicitud.',
    tooLarge: 'Esta foto sigue siendo muy grande aun después de reducirla.',
    notSent: 'No se envió: revise su conexión y vuelva a intentarlo.',
    uploads: 'Fotos que se están subiendo',
    allSent: (n) => (isOne('es', n) ? 'Se envió la foto.' : `Se enviaron las ${n} fotos.`),
    someSent: (done, of, failed) =>
      `${done} de ${pluralEs(of, 'foto', 'fotos')} enviadas${failed > 0 ? `; ${failed} sin enviar` : ''}.`,
    retry: 'Reintentar',
    retryNamed: (name) => `Reintentar ${name}`,
    retryAll: (n) => (isOne('es', n) ? 'Reintentar la foto' : `Reintentar las ${n} fotos`),
  },
};

interface SchemaIssue {
  code: string;
  message: string;
  minimum?: unknown;
  maximum?: unknown;
}

const labelsEn = {
  categories: maintenanceCategoryLabels,
  emergencies: emergencyLabels,
  statuses: maintenanceStatusLabels,
  entry: entryPermissionLabels,
  days: availableDayLabels,
  approvalRule: ownerApprovalRule,
  photoProblem: maintenancePhotoProblem,
  visitWindow: visitWindowText,
  entryNotice: entryNoticeText,
  /** A form rule's message: the schema's English; Spanish says the same by field and failure. */
  issue: (_field: string, issue: SchemaIssue): string => issue.message,
};

/** The contract's maintenance labels in each language. */
export const maintenanceLabels: Catalogue<typeof labelsEn> = {
  en: labelsEn,
  es: {
    categories: maintenanceWords.es.categories,
    emergencies: maintenanceWords.es.emergencies,
    statuses: maintenanceWords.es.statuses,
    entry: maintenanceWords.es.entryPermissions,
    days: maintenanceWords.es.availableDays,
    approvalRule: maintenanceWords.es.ownerApprovalRule,
    photoProblem: maintenanceWords.es.photoProblem,
    visitWindow: maintenanceWords.es.visitWindowText,
    entryNotice: maintenanceWords.es.entryNoticeText,
    issue: maintenanceWords.es.issue,
  },
};

export const maintenanceText: Catalogue<typeof en> = { en, es };
export type MaintenanceText = Translation<typeof en>;
type MaintenanceLabels = Translation<typeof labelsEn>;

/** The screens' words and the contract's labels in the portal's language. */
export function useMaintenanceText(): {
  t: MaintenanceText;
  l: MaintenanceLabels;
  locale: 'en' | 'es';
} {
  const { locale } = usePortalLocale();
  return { t: maintenanceText[locale], l: maintenanceLabels[locale], locale };
}
