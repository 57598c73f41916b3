/**
 * La política de privacidad en español: la traducción de ../privacy.ts, con las mismas secciones
 * y anclas. Lo que recopila cada formulario viene de los esquemas (privacy-forms.ts), como en
 * inglés; aquí solo están las palabras. Se ofrece para comodidad del lector; la versión en
 * inglés prevalece.
 */
import type { LeadSource } from '@contract/lead-options.ts';
import { intlLocales } from '@contract/locale.ts';
import {
  contactConsent,
  LEAD_RETENTION_MONTHS,
  PRIVACY_RESPONSE_DAYS,
  PRIVACY_VERIFY_DAYS,
} from '@contract/privacy-options.ts';
import type { FieldLabels, PrivacyContent } from '../privacy';
import { collectedByForm, collectedItems } from '../privacy-forms';
import { company } from '@/config/company';

/** Every form field in words (the type requires each field the English policy names). */
export const fieldLabels: FieldLabels = {
  fullName: 'su nombre',
  name: 'su nombre',
  firstName: 'su nombre',
  lastName: 'su apellido',
  email: 'su correo electrónico',
  phone: 'su número de teléfono',
  propertyAddress: 'la dirección de la propiedad (o la ciudad y el código postal)',
  propertyType: 'el tipo de propiedad',
  unitsOwned: 'cuántas unidades tiene',
  hasCurrentManager: 'si ahora tiene un administrador de propiedades',
  biggestFrustration: 'lo que más le frustra de administrarla',
  propertyInfo: 'lo que nos cuenta sobre su propiedad',
  plan: 'el plan que eligió en la página de precios, si eligió uno',
  preferredContact: 'cómo prefiere que nos comuniquemos con usted',
  bestTime: 'el mejor horario para comunicarnos con usted',
  textConsent: 'si aceptó recibir mensajes de texto',
  slotStart: 'la hora que reserva para una llamada o una visita',
  propertyId: 'la propiedad por la que pregunta',
  preferredDate: 'el día en que le gustaría verla',
  message: 'su mensaje',
  requestType: 'lo que nos pide hacer (conocer, eliminar o corregir)',
  details: 'los detalles que nos da',
  emailConsent: 'su aceptación de recibir correos con alertas de propiedades',
  filters:
    'la búsqueda de la que quiere recibir alertas (tipo, ciudad, precio, recámaras, baños, mascotas, fecha de mudanza)',
};

/** Each form's name as the Spanish pages call it. */
export const formNames: Record<LeadSource, string> = {
  lead_dialog: 'Formulario para comenzar',
  contact: 'Formulario de contacto',
  consultation: 'Solicitud de consulta',
  owner_portal: 'Portal para propietarios: comenzar',
  property_showing: 'Solicitud de visita',
  privacy_request: 'Solicitud de privacidad',
  listing_alert: 'Alerta de propiedades',
};

/** What each form collects, in the order of its schema. */
export const collected = collectedByForm(fieldLabels, formNames);

// 'a, b y c' ('e' before an i- sound, as Spanish writes it).
const list = new Intl.ListFormat(intlLocales.es, { type: 'conjunction' });

export const privacyContent: PrivacyContent = {
  seoTitle: `Política de privacidad | ${company.shortName}`,
  seoDescription: `Qué recopila ${company.name} en sus formularios, quién lo recibe, cuánto tiempo se guarda y cómo los residentes de California pueden pedir conocerlo, eliminarlo o corregirlo.`,
  title: 'Política de privacidad',
  contentsLabel: 'Secciones',
  dateLabel: 'Vigente desde',
  date: '2026-11-24',
  languageNotice: {
    text: 'Esta traducción al español se ofrece para su comodidad. Si difiere de la versión en inglés, prevalece la versión en inglés.',
    linkLabel: 'Ver la versión en inglés',
  },
  sections: [
    {
      id: 'who-we-are',
      title: '1. Quiénes somos',
      paragraphs: [
        `Esta política explica cómo ${company.name} (${company.licence}) trata la información personal que usted nos da en este sitio web. Se aplica por igual a los residentes de California y a cualquier otro visitante.`,
      ],
    },
    {
      id: 'what-we-collect',
      title: '2. Qué recopila cada formulario',
      paragraphs: [
        'Solo recopilamos lo que usted escribe en nuestros formularios. Cada formulario envía:',
        `Con cada solicitud también registramos cuándo llegó y, cuando usted nos da un número de teléfono, la versión del texto de consentimiento que se le mostró (versión ${contactConsent.version}) y cuándo. Para frenar los envíos automáticos masivos llevamos un contador por dirección de red, que se borra después de un día sin solicitudes.`,
        'Una alerta de propiedades no le envía nada hasta que usted la confirma desde el correo que le mandamos a la dirección que nos da; cada correo de alerta tiene un enlace que cancela su suscripción de inmediato.',
        'El sitio no usa cookies de publicidad ni de analítica. Solo recuerda, en su propio navegador, si eligió el tema claro o el oscuro.',
      ],
      items: collectedItems(collected, (items) => list.format(items)),
    },
    {
      id: 'why',
      title: '3. Para qué la recopilamos',
      paragraphs: [
        'La usamos solo para responderle: para llamarle, escribirle o enviarle un mensaje de texto como nos pidió, programar una consulta o una visita a una propiedad, preparar una propuesta de administración y llevar un registro de lo que acordamos.',
        'Le llamamos o le enviamos mensajes de texto solo sobre su solicitud, y le enviamos mensajes de texto solo si marca la casilla de mensajes de texto. Al darnos su número de teléfono, usted acepta que le llamemos sobre esa solicitud. Nunca lo vendemos ni lo agregamos a listas de mercadeo.',
      ],
    },
    {
      id: 'who-receives-it',
      title: '4. Quién la recibe',
      paragraphs: [
        'El personal de nuestra oficina, que atiende su solicitud.',
        'Nuestro proveedor de hospedaje, Supabase, que guarda las solicitudes en nuestra base de datos y ejecuta el código que recibe los formularios.',
        'Nuestro proveedor de correo electrónico, Resend, que entrega nuestro aviso a la oficina y nuestra confirmación a usted.',
        'El servicio que aloja las páginas del sitio web, que ve los datos técnicos habituales de cada solicitud de página (como su dirección de red) para entregarla.',
        'Estos proveedores manejan la información solo para prestarnos su servicio. También podemos divulgar información cuando la ley lo exija.',
      ],
    },
    {
      id: 'no-selling',
      title: '5. No la vendemos ni la compartimos',
      paragraphs: [
        'No vendemos su información personal ni la compartimos para publicidad conductual en distintos contextos, según los define la Ley de Privacidad del Consumidor de California (CCPA), y no lo hemos hecho en los últimos 12 meses. Tampoco la usamos para listas de mercadeo de otras empresas.',
      ],
    },
    {
      id: 'retention',
      title: '6. Cuánto tiempo la guardamos',
      paragraphs: [
        `Guardamos una solicitud mientras trabajamos con usted. Cuando se cierra sin un acuerdo (marcada como perdida) o se archiva, nuestra base de datos la elimina automáticamente ${LEAD_RETENTION_MONTHS} meses después, junto con nuestras notas sobre ella.`,
        'Los registros que la ley nos obliga a conservar por un contrato de administración se guardan durante el tiempo que esa ley exija.',
      ],
    },
    {
      id: 'your-rights',
      title: '7. Sus derechos de privacidad en California',
      paragraphs: [
        'Si vive en California, tiene derecho a saber qué información personal tenemos sobre usted, de dónde la obtuvimos, para qué la usamos y a quién se la divulgamos; derecho a que la eliminemos; y derecho a que corrijamos la información que no sea exacta.',
        'No le daremos un trato diferente por ejercer estos derechos. También puede pedirle a una persona que usted autorice que haga la solicitud en su nombre.',
      ],
    },
    {
      id: 'requests',
      title: '8. Cómo hacer una solicitud',
      paragraphs: [
        `Use el formulario de esta página, escríbanos a ${company.email} o llámenos al ${company.phone} (de 7 a.m. a 7 p.m. todos los días). Solo atendemos una solicitud después de que usted la confirma desde la dirección de correo electrónico que nos da: le enviamos por correo un enlace para confirmarla (válido por ${PRIVACY_VERIFY_DAYS} días). Después le respondemos dentro de ${PRIVACY_RESPONSE_DAYS} días.`,
      ],
    },
    {
      id: 'do-not-track',
      title: '9. Señales de no rastreo (Do Not Track)',
      paragraphs: [
        'Este sitio web no le sigue a otros sitios web y no tiene rastreadores de publicidad ni de analítica, así que funciona igual si su navegador envía o no una señal de Do Not Track o de Global Privacy Control: no hay nada que la señal tenga que desactivar.',
      ],
    },
    {
      id: 'children',
      title: '10. Menores de edad',
      paragraphs: [
        'Nuestros servicios son para propietarios, inquilinos y solicitantes. No recopilamos a sabiendas información de menores de 16 años.',
      ],
    },
    {
      id: 'changes',
      title: '11. Cambios y contacto',
      paragraphs: [
        `Cuando esta política cambie, publicaremos aquí la nueva versión con su fecha de entrada en vigor. Si tiene preguntas sobre ella: ${company.email} o ${company.phone}.`,
      ],
    },
  ],
  formTitle: 'Haga una solicitud de privacidad',
  formIntro: `Pida conocer, eliminar o corregir los datos que tenemos sobre usted. Le enviamos por correo electrónico un enlace para confirmar que la solicitud es suya y después le respondemos a esa dirección dentro de ${PRIVACY_RESPONSE_DAYS} días.`,
};
