/** La página de servicios en español (same shape as ../services.ts). */
import type { ServicesContent } from '../services';
import { claimText } from './claims';
import { rentMethods } from './rentMethods';
import { company } from '@/config/company';

const maintenanceHours = 'las 24 horas, los 7 días de la semana';

export const servicesContent: ServicesContent = {
  seo: {
    title: `Servicios de administración de propiedades | ${company.shortName}`,
    description: `Colocación de inquilinos, cobro de la renta, mantenimiento y reparaciones, renovaciones de contrato y cumplimiento de la ley, informes para propietarios y administración de rentas vacacionales, todo por ${claimText.flatRate}.`,
  },
  hero: {
    eyebrow: 'Nuestros servicios',
    headline: 'Administración completa, una sola tarifa fija',
    text: `Desde la primera visita hasta el estado de cuenta de fin de año, nos encargamos del trabajo de tener una propiedad en renta en el sur de California por ${claimText.flatRate} por unidad, ${claimText.noHiddenFees} y ${claimText.noPercentageCuts}.`,
    imageAlt:
      'Ilustración de tres casas del sur de California con palmeras, una lista de tareas completa y la llave de una casa',
  },
  listHeading: 'Lo que hacemos por usted',
  cards: {
    screening: {
      title: 'Colocación de inquilinos',
      text: 'Anunciamos su casa y elegimos a los inquilinos con cuidado, para que se rente pronto y siga rentada.',
      points: [
        claimText.feature(
          'listing_feed',
          `Anuncios en ${claimText.listingChannels}, con descripciones profesionales`,
        ),
        claimText.feature(
          'showings',
          'Los interesados reservan su visita en línea, a la hora que les conviene',
        ),
        claimText.feature(
          'screening',
          `Revisión de crédito, antecedentes, desalojos e ingresos (inquilinos que ganan ${claimText.tenantIncome})`,
        ),
        `La mayoría de las propiedades se rentan en un plazo ${claimText.fillTime}`,
      ],
    },
    rent: {
      title: 'Cobro de la renta',
      text: `Los inquilinos pagan con ${rentMethods}, siempre con recibo; damos seguimiento a los pagos atrasados con firmeza y conforme a la ley.`,
      points: [
        claimText.feature('online_rent', 'Pagos en línea con recordatorios automáticos'),
        'Cargos por pago atrasado según lo permita su contrato',
        `Pagos al propietario ${claimText.payout}`,
      ],
    },
    maintenance: {
      title: 'Mantenimiento y reparaciones',
      text: 'Una línea de mantenimiento que nunca cierra y proveedores con licencia y seguro que conocen la zona.',
      points: [
        claimText.feature(
          'maintenance_requests',
          `Solicitudes de mantenimiento ${maintenanceHours}, con fotos y avisos del avance`,
        ),
        'Proveedores locales de confianza a precios justos',
        claimText.feature('maintenance_approvals', 'Su aprobación antes de reparaciones mayores'),
      ],
    },
    lease: {
      title: 'Renovaciones de contrato y cumplimiento',
      text: 'Las leyes de California para arrendadores cambian seguido. Mantenemos sus contratos, avisos y aumentos de renta conforme a la ley.',
      points: [
        'Renovaciones y ajustes de renta dentro de los límites del estado',
        'Avisos, divulgaciones y registros de entrada y salida como se debe',
        'Apoyo con desalojos cuando no se pueden evitar',
      ],
    },
    reporting: {
      title: 'Informes para el propietario',
      text: 'Sepa siempre cómo va su propiedad, sin tener que pedirle las cifras a nadie.',
      points: [
        claimText.feature(
          'online_statements',
          'Estados de cuenta mensuales de ingresos y gastos, en línea',
        ),
        'Documentos de fin de año para quien prepara sus impuestos',
        `Respuestas a sus preguntas ${claimText.followUp}`,
      ],
    },
  },
  vacationRentals: {
    heading: 'También administramos rentas vacacionales',
    text: `¿Tiene una renta de corto plazo en el desierto o cerca de las montañas? Nuestra ${claimText.vacationRentals} incluye el anuncio, la comunicación con los huéspedes, la limpieza entre estancias y los permisos locales, desde nuestra oficina de ${company.offices[1]?.city ?? 'la zona'}.`,
  },
  differentiators: {
    heading: 'Por qué nos eligen los propietarios',
    items: [
      {
        title: 'Una sola tarifa fija',
        text: `${capitalize(claimText.flatRate)} por unidad. Su tarifa no sube cuando sube su renta.`,
      },
      {
        title: 'Sin cargos ocultos',
        text: `${capitalize(claimText.noHiddenFees)} y ${claimText.noPercentageCuts}: sin sobreprecios en reparaciones, sin cargos por renovación, sin sorpresas.`,
      },
      {
        title: 'Conocemos la zona',
        text: `Oficinas en ${company.offices.map((o) => o.city).join(' y ')}, con gente que conoce estos vecindarios y sus rentas.`,
      },
      {
        title: 'Respuesta rápida',
        text: `Le respondemos ${claimText.followUp}; mantenimiento está disponible ${maintenanceHours}.`,
      },
      {
        title: 'Sin compromisos largos',
        text: `Planes de mes a mes que puede cancelar con ${claimText.cancellation}.`,
      },
      {
        title: 'Pagos puntuales',
        text: `Su dinero llega ${claimText.payout}, con un estado de cuenta que explica cada línea.`,
      },
    ],
  },
  cta: {
    heading: 'Hablemos de su propiedad',
    text: `Cuéntenos sobre su propiedad en renta y le responderemos ${claimText.followUp} con un plan y un precio claros.`,
    primary: 'Agende una llamada',
    secondary: 'Contáctenos',
  },
};

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
