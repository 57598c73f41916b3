/**
 * The words of the portal's first chunk (sign-in, frame, home screens) in English and in Spanish,
 * typed against the English. The maintenance and money chunks carry their own.
 */
import type { Translation } from '@contract/locale.ts';
import type { Catalogue } from '@/lib/i18n';

const en = {
  page: {
    title: 'Owner and Tenant Portal',
    description: 'Owners and tenants sign in to see their homes, leases and documents.',
    checkingSession: 'Checking your session…',
  },
  languageSwitch: 'Language',
  officeHours: '7am-7pm daily',
  signIn: {
    heading: 'Owner and Tenant Sign In',
    resetHeading: 'Reset your password',
    intro: 'Sign in to see your homes, your lease and your documents.',
    resetIntro: 'Enter your email and we will send you a link to set a new password.',
    email: 'Email',
    password: 'Password',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    passwordRequired: 'Password is required',
    wait: 'Please wait...',
    submit: 'Sign In',
    sendReset: 'Send reset link',
    backToSignIn: 'Back to sign in',
    forgot: 'Forgot password?',
    invitationOnly: 'Accounts are by invitation from the office. Trouble signing in? Call',
    /** Null: the auth feature's own English words. */
    wrongCredentials: null as string | null,
    failed: null as string | null,
    resetSent: null as string | null,
  },
  frame: {
    back: 'Back to your portal',
    signedInAs: (email: string) => `Signed in as ${email}`,
    signOut: 'Sign out',
    yourPortals: 'Your portals',
    yourPortal: 'Your portal',
    ownerPortal: 'Owner portal',
    tenantPortal: 'Tenant portal',
    checkingAccess: 'Checking your access…',
    accessFailed: 'We could not check your access.',
    staffTitle: 'This is the owner and tenant portal',
    noAccessTitle: 'No portal access',
    staffText:
      'Your staff account has no owner or tenant role. Homes, leases and documents are managed in the admin area.',
    staffButton: 'Go to the admin area',
    noAccessText:
      'This account has no portal access. If you are an owner or a tenant of ours, call the office and we will invite you again.',
    callOffice: (phone: string) => `Call the office: ${phone}`,
    officeHours: (hours: string) => `Office hours: ${hours}`,
    requestTitle: 'Request maintenance',
    requestOwnerText: (phone: string) =>
      `Maintenance requests are filed by the home's tenants. Call the office about a repair: ${phone}.`,
    requestScreenTitle: 'Maintenance request',
    loadingMaintenance: 'Loading maintenance…',
    loadingMoney: 'Loading payments…',
  },
  status: {
    checkConnection: 'Check your connection and try again.',
    tryAgain: 'Try again',
  },
  documents: {
    download: 'Download',
    downloadNamed: (title: string) => `Download ${title}`,
    opening: 'Opening…',
    failed: 'The document could not be opened. Try again.',
    added: (kind: string, when: string) => `${kind} · added ${when}`,
  },
  office: {
    heading: 'Contact the office',
    call: (phone: string) => `Call ${phone}`,
    hours: (hours: string) => `Office hours: ${hours}`,
    maintenanceHeading: 'Maintenance, 24/7',
    maintenanceText: 'For repairs and emergencies, day or night.',
    maintenanceCall: (phone: string) => `Call maintenance: ${phone}`,
    noticesHeading: 'Manager and address for notices',
    noticesText:
      'Your home is managed by the company below, which also receives notices and service of process for the owner (California Civil Code 1962).',
    noticesCall: (phone: string) => `Phone: ${phone}`,
    payRent: (payee: string, methods: string, hours: string) =>
      `Rent is paid to ${payee} at this address, by ${methods}: in person during office hours (${hours}) or by mail. Cash only in person, for a receipt.`,
  },
  tenant: {
    loading: 'Loading your lease…',
    failed: 'Your lease could not be loaded.',
    emptyTitle: 'No lease yet',
    emptyText:
      'Your lease will show here once the office has entered it. Call us if you expected it.',
    yourLease: 'Your lease',
    status: 'Status',
    start: 'Start',
    end: 'End',
    monthToMonth: 'Month-to-month',
    rent: 'Rent',
    perMonth: (rent: string) => `${rent} a month`,
    due: 'Due',
    dueOn: (day: number) => {
      const suffix =
        day % 10 === 1 && day !== 11
          ? 'st'
          : day % 10 === 2 && day !== 12
            ? 'nd'
            : day % 10 === 3 && day !== 13
              ? 'rd'
              : 'th';
      return `On the ${day}${suffix} of each month`;
    },
    deposit: 'Deposit held',
    lateFee: 'Late fee',
    lateFeeText: (fee: string, days: number) => `${fee} if rent is more than ${days} days late`,
    none: 'None',
    yourDocuments: 'Your documents',
    documents: 'Documents',
    noDocuments: 'No documents shared with you yet.',
  },
  owner: {
    loading: 'Loading your homes…',
    failed: 'Your homes could not be loaded.',
    emptyTitle: 'No homes yet',
    emptyText: 'The office has not linked a home to your account yet. Call us if one is missing.',
    yourHomes: 'Your homes',
    occupancy: (occupied: number, units: number) =>
      `Occupancy: ${occupied} of ${units} ${units === 1 ? 'unit' : 'units'} occupied`,
    plan: (plan: string, since: string) => ` · ${plan} plan, managed since ${since}`,
    unitsOf: (street: string) => `Units of ${street}`,
    unitsAndLeases: 'Units and leases',
    vacant: 'Vacant: no current lease.',
    tenant: 'Tenant',
    notNamed: 'Not named yet',
    rent: 'Rent',
    perMonth: (rent: string) => `${rent} a month`,
    lease: 'Lease',
    leaseText: (status: string, from: string, end: string | null) =>
      `${status}, from ${from}, ${end ? `ends ${end}` : 'month-to-month'}`,
    documentsOf: (street: string) => `Documents of ${street}`,
    documents: 'Documents',
    noDocuments: 'No documents for this home yet.',
    endingSoon: (days: number) => `Leases ending in the next ${days} days`,
    noneEnding: 'None. We will tell you before one does.',
    aTenant: 'tenant',
  },
  insurance: {
    heading: 'Renters insurance',
    onFile: (when: string) => `Proof on file, uploaded ${when}`,
    download: 'Download your insurance proof',
    none: 'No proof on file yet. Upload your policy’s declarations page.',
    replaceLabel: 'Replace your proof (PDF or photo)',
    label: 'Your proof (PDF or photo)',
    chooseFirst: 'Choose a PDF or a photo of your insurance proof first.',
    uploading: 'Uploading…',
    replace: 'Replace proof',
    upload: 'Upload proof',
    done: 'Thank you: your proof of insurance is on file.',
  },
};

const es: Translation<typeof en> = {
  page: {
    title: 'Portal de propietarios e inquilinos',
    description:
      'Propietarios e inquilinos inician sesión para ver sus viviendas, contratos y documentos.',
    checkingSession: 'Revisando su sesión…',
  },
  languageSwitch: 'Idioma',
  officeHours: 'todos los días, de 7 a.m. a 7 p.m.',
  signIn: {
    heading: 'Acceso para propietarios e inquilinos',
    resetHeading: 'Restablezca su contraseña',
    intro: 'Inicie sesión para ver sus viviendas, su contrato y sus documentos.',
    resetIntro:
      'Escriba su correo electrónico y le enviaremos un enlace para crear una nueva contraseña.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    emailRequired: 'Escriba su correo electrónico',
    emailInvalid: 'Escriba un correo electrónico válido',
    passwordRequired: 'Escriba su contraseña',
    wait: 'Un momento...',
    submit: 'Iniciar sesión',
    sendReset: 'Enviar enlace',
    backToSignIn: 'Volver a iniciar sesión',
    forgot: '¿Olvidó su contraseña?',
    invitationOnly:
      'Las cuentas se abren por invitación de la oficina. ¿Tiene problemas para entrar? Llame al',
    wrongCredentials: 'El correo electrónico o la contraseña no son correctos.',
    failed: 'No pudimos iniciar sesión. Inténtelo de nuevo en un momento.',
    resetSent:
      'Si hay una cuenta con ese correo, le enviamos un enlace para crear una nueva contraseña. Revise su bandeja de entrada.',
  },
  frame: {
    back: 'Volver a su portal',
    signedInAs: (email) => `Sesión iniciada como ${email}`,
    signOut: 'Cerrar sesión',
    yourPortals: 'Sus portales',
    yourPortal: 'Su portal',
    ownerPortal: 'Portal del propietario',
    tenantPortal: 'Portal del inquilino',
    checkingAccess: 'Revisando su acceso…',
    accessFailed: 'No pudimos revisar su acceso.',
    staffTitle: 'Este es el portal de propietarios e inquilinos',
    noAccessTitle: 'Sin acceso al portal',
    staffText:
      'Su cuenta del personal no tiene rol de propietario ni de inquilino. Las viviendas, los contratos y los documentos se administran en el área de administración.',
    staffButton: 'Ir al área de administración',
    noAccessText:
      'Esta cuenta no tiene acceso al portal. Si usted es propietario o inquilino con nosotros, llame a la oficina y le enviaremos una nueva invitación.',
    callOffice: (phone) => `Llame a la oficina: ${phone}`,
    officeHours: (hours) => `Horario de la oficina: ${hours}`,
    requestTitle: 'Solicitar mantenimiento',
    requestOwnerText: (phone) =>
      `Las solicitudes de mantenimiento las presentan los inquilinos de la vivienda. Llame a la oficina por una reparación: ${phone}.`,
    requestScreenTitle: 'Solicitud de mantenimiento',
    loadingMaintenance: 'Cargando mantenimiento…',
    loadingMoney: 'Cargando pagos…',
  },
  status: {
    checkConnection: 'Revise su conexión e inténtelo de nuevo.',
    tryAgain: 'Intentar de nuevo',
  },
  documents: {
    download: 'Descargar',
    downloadNamed: (title) => `Descargar ${title}`,
    opening: 'Abriendo…',
    failed: 'No se pudo abrir el documento. Inténtelo de nuevo.',
    added: (kind, when) => `${kind} · agregado el ${when}`,
  },
  office: {
    heading: 'Comuníquese con la oficina',
    call: (phone) => `Llame al ${phone}`,
    hours: (hours) => `Horario de la oficina: ${hours}`,
    maintenanceHeading: 'Mantenimiento, las 24 horas, los 7 días',
    maintenanceText: 'Para reparaciones y emergencias, de día o de noche.',
    maintenanceCall: (phone) => `Llame a mantenimiento: ${phone}`,
    noticesHeading: 'Administrador y dirección para avisos',
    noticesText:
      'Su vivienda la administra la compañía indicada abajo, que también recibe los avisos y las notificaciones legales para el propietario (Código Civil de California, sección 1962).',
    noticesCall: (phone) => `Teléfono: ${phone}`,
    payRent: (payee, methods, hours) =>
      `La renta se paga a ${payee} en esta dirección, con ${methods}: en persona en el horario de la oficina (${hours}) o por correo postal. El efectivo, solo en persona y con recibo.`,
  },
  tenant: {
    loading: 'Cargando su contrato…',
    failed: 'No se pudo cargar su contrato.',
    emptyTitle: 'Todavía no hay contrato',
    emptyText:
      'Su contrato aparecerá aquí cuando la oficina lo registre. Llámenos si ya debería estar.',
    yourLease: 'Su contrato',
    status: 'Estado',
    start: 'Inicio',
    end: 'Fin',
    monthToMonth: 'Mes a mes',
    rent: 'Renta',
    perMonth: (rent) => `${rent} al mes`,
    due: 'Vence',
    dueOn: (day) => `El día ${day} de cada mes`,
    deposit: 'Depósito de seguridad',
    lateFee: 'Cargo por pago atrasado',
    lateFeeText: (fee, days) => `${fee} si la renta se paga con más de ${days} días de atraso`,
    none: 'Ninguno',
    yourDocuments: 'Sus documentos',
    documents: 'Documentos',
    noDocuments: 'Todavía no hay documentos compartidos con usted.',
  },
  owner: {
    loading: 'Cargando sus viviendas…',
    failed: 'No se pudieron cargar sus viviendas.',
    emptyTitle: 'Todavía no hay viviendas',
    emptyText:
      'La oficina todavía no ha vinculado una vivienda a su cuenta. Llámenos si falta alguna.',
    yourHomes: 'Sus viviendas',
    occupancy: (occupied, units) =>
      `Ocupación: ${occupied} de ${units} ${units === 1 ? 'unidad ocupada' : 'unidades ocupadas'}`,
    plan: (plan, since) => ` · Plan ${plan}, administrada desde el ${since}`,
    unitsOf: (street) => `Unidades de ${street}`,
    unitsAndLeases: 'Unidades y contratos',
    vacant: 'Desocupada: sin contrato vigente.',
    tenant: 'Inquilino',
    notNamed: 'Sin nombre todavía',
    rent: 'Renta',
    perMonth: (rent) => `${rent} al mes`,
    lease: 'Contrato',
    leaseText: (status, from, end) =>
      `${status}, desde el ${from}, ${end ? `termina el ${end}` : 'mes a mes'}`,
    documentsOf: (street) => `Documentos de ${street}`,
    documents: 'Documentos',
    noDocuments: 'Todavía no hay documentos de esta vivienda.',
    endingSoon: (days) => `Contratos que terminan en los próximos ${days} días`,
    noneEnding: 'Ninguno. Le avisaremos antes de que termine alguno.',
    aTenant: 'inquilino',
  },
  insurance: {
    heading: 'Seguro de inquilino',
    onFile: (when) => `Comprobante registrado, subido el ${when}`,
    download: 'Descargar su comprobante de seguro',
    none: 'Todavía no hay comprobante. Suba la página de declaraciones de su póliza.',
    replaceLabel: 'Reemplazar su comprobante (PDF o foto)',
    label: 'Su comprobante (PDF o foto)',
    chooseFirst: 'Primero elija un PDF o una foto de su comprobante de seguro.',
    uploading: 'Subiendo…',
    replace: 'Reemplazar comprobante',
    upload: 'Subir comprobante',
    done: 'Gracias: su comprobante de seguro quedó registrado.',
  },
};

export const portalText: Catalogue<typeof en> = { en, es };
export type PortalText = Translation<typeof en>;
