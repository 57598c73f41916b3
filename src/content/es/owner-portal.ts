/** La página del portal del propietario en español (same shape as ../owner-portal.ts). */
import type { OwnerPortalContent } from '../owner-portal';
import { comingOnly } from '../capabilities';
import { claimText } from './claims';
import { rentMethods } from './rentMethods';
import { company } from '@/config/company';

const officeHours = 'de 7 a.m. a 7 p.m. todos los días';
const maintenanceLine = 'la línea de mantenimiento abierta las 24 horas, los 7 días';

export const ownerPortalPage: OwnerPortalContent = {
  seoTitle: `Portal para propietarios e inquilinos | ${company.shortName}`,
  seoDescription: `El portal de ${company.shortName}: los propietarios ven cada casa, sus contratos, documentos, dinero y estados de cuenta mensuales, y aprueban reparaciones; los inquilinos ven su contrato, sus pagos y sus documentos, envían solicitudes de mantenimiento con fotos y suben su seguro de inquilino. Incluido en todos los planes.`,
  badge: 'Incluido en todos los planes',
  heading: 'Portal del propietario',
  intro:
    'Un solo acceso seguro para todo lo de su propiedad en renta. Los propietarios ven cada casa, quién la renta y en qué condiciones; los inquilinos ven su contrato y sus documentos. Funciona en cualquier teléfono, de día o de noche.',
  signIn: 'Entrar al portal',
  signInNote:
    'Nuestros clientes reciben su acceso por invitación de nuestra oficina por correo electrónico.',
  ownerTitle: 'Para propietarios',
  ownerFeatures: {
    buildings: {
      title: 'Todas sus casas en un solo lugar',
      description: 'Cada casa que administramos para usted, sus unidades y cuántas están ocupadas.',
    },
    lease: {
      title: 'Contratos e inquilinos',
      description:
        'El contrato vigente de cada unidad: quién la renta, cuánto paga y cuándo termina el contrato.',
    },
    calendar: {
      title: 'Contratos por vencer',
      description:
        'Cada contrato que termina en los próximos 90 días en todas sus casas, para que las renovaciones nunca lo tomen por sorpresa.',
    },
    documents: {
      title: 'Sus documentos',
      description: 'Contratos, avisos y reportes de inspección, listos para descargar.',
    },
    money: {
      title: 'Dinero y estados de cuenta mensuales',
      description:
        'La renta recibida, las reparaciones y las tarifas mes por mes, y cada estado de cuenta mensual en PDF.',
    },
    repairs: {
      title: 'Reparaciones y aprobaciones',
      description:
        'Las solicitudes de mantenimiento de sus casas con sus fotos y costos; apruebe o rechace una reparación que pase de su límite.',
    },
  },
  tenantTitle: 'Para inquilinos',
  tenantFeatures: {
    lease: {
      title: 'Las condiciones de su contrato',
      description:
        'La renta, el día de pago, el depósito de seguridad, los cargos por pago atrasado y cuándo termina el contrato.',
    },
    documents: {
      title: 'Sus documentos',
      description: 'Su contrato, anexos y avisos, listos para descargar.',
    },
    shield: {
      title: 'Seguro de inquilino',
      description: 'Suba el comprobante de su seguro en PDF o con una foto desde su teléfono.',
    },
    phone: {
      title: 'A quién llamar',
      description: `El horario de la oficina (${officeHours}) y ${maintenanceLine}, a un toque de distancia.`,
    },
    payments: {
      title: 'Renta y pagos',
      description: 'Su saldo pendiente, cada cargo y cada pago, y un recibo de cada pago.',
    },
    maintenance: {
      title: 'Solicitudes de mantenimiento',
      description:
        'Envíe una solicitud con fotos desde su teléfono y siga el avance hasta que el trabajo quede terminado.',
    },
  },
  comingTitle: 'Lo que viene',
  comingBadge: 'Próximamente',
  // Only what is still coming (../capabilities.ts), as in English.
  coming: comingOnly([
    ['online_rent', 'Pago de la renta en línea'],
    ['online_lease', 'Firma del contrato de arrendamiento en línea'],
    ['analytics', 'Informes de ocupación, rentas cobradas, gastos de reparación e ingreso neto'],
  ]),
  comingNote: `Mientras tanto, los inquilinos pagan con ${rentMethods}, siempre con recibo, y firman su contrato con nuestra oficina.`,
  benefitsTitle: 'Por qué les gusta a los propietarios',
  benefits: [
    `Incluido en su tarifa fija mensual (${claimText.flatRateRange}): nunca paga por el portal`,
    'Sus datos solo los ven usted y su administrador; los inquilinos nunca ven su información',
    'Ábralo en su teléfono, tableta o computadora',
    `Con el respaldo de ${maintenanceLine}`,
  ],
  getStartedTitle: '¿Todavía no es cliente? Empiece aquí',
  getStartedText: `Déjenos su correo electrónico y nos comunicaremos con usted ${claimText.followUp} para hablar de la administración de su propiedad. El portal viene con todos los planes.`,
  contactTitle: '¿Preguntas?',
  contactText: `Nuestro equipo le atiende ${officeHours}.`,
  contactButton: 'Contáctenos',
};
