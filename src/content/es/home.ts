/** La página de inicio en español (same shape as ../home.ts). Numbers come from the claims. */
import type { HomeContent } from '../home';
import { claimText } from './claims';
import { rentMethods } from './rentMethods';
import { company } from '@/config/company';

// Every feature claim names its capability (../capabilities.ts), as in English.
const feature = claimText.feature;

export const homeContent: HomeContent = {
  seo: {
    title: `${company.name} | Administración de propiedades con tarifa fija, ${claimText.flatRateRange} al mes`,
    description: `Administración de propiedades con tarifa fija en el sur de California: ${claimText.flatRate}, ${claimText.noHiddenFees} y ${claimText.noPercentageCuts}. Colocación de inquilinos, cobro de la renta, mantenimiento las 24 horas e informes para propietarios.`,
  },
  hero: {
    eyebrow: 'Administración de propiedades con tarifa fija en el sur de California',
    headline: 'La administración de propiedades, simplificada.',
    subline: `Administración profesional de sus propiedades en renta por ${claimText.flatRate} por unidad. Nada de porcentajes de su renta, ${claimText.noHiddenFees} y un equipo local que le responde ${claimText.followUp}.`,
    cta: 'Empiece hoy',
    secondaryCta: 'Vea cómo funciona',
    trustPoints: [
      `${capitalize(claimText.noHiddenFees)}, ${claimText.noPercentageCuts}`,
      `Pagos al propietario ${claimText.payout}`,
      `Cancele cuando quiera con ${claimText.cancellation}`,
    ],
    imageAlt:
      'Ilustración de una casa de estilo español del sur de California entre palmeras, con una etiqueta de precio y un teléfono que confirma el pago de la renta',
  },
  features: {
    heading: 'Todo lo que su propiedad necesita, por una tarifa fija',
    intro: `Los administradores tradicionales se quedan con el 8-10% de cada pago de renta y cobran cargos adicionales. Nosotros cobramos ${claimText.flatRate} por unidad y damos a propietarios e inquilinos herramientas modernas para que todos estén al tanto.`,
    pricingCta: 'Vea nuestros planes y precios',
    cards: {
      rent: {
        title: feature('online_rent', 'Pagos de renta en línea'),
        text: `Los inquilinos podrán pagar por transferencia bancaria o con tarjeta y recibir recordatorios automáticos. Hoy pagan con ${rentMethods}, siempre con recibo, y su pago le llega ${claimText.payout}.`,
      },
      maintenance: {
        title: feature('maintenance_requests', 'Solicitudes de mantenimiento con fotos'),
        text: 'Los inquilinos reportan problemas con fotos y siguen el avance hasta que nuestros proveedores de confianza terminan el trabajo.',
      },
      documents: {
        title: feature('documents', 'Documentos en un solo lugar'),
        text: 'Contratos de arrendamiento, reportes de inspección y avisos, listos para descargar.',
      },
      dashboards: {
        title: feature('portal', 'Paneles para propietarios e inquilinos'),
        text: 'Los propietarios ven sus casas, contratos, dinero y estados de cuenta; los inquilinos, su contrato, sus pagos y sus solicitudes.',
      },
      security: {
        title: 'Seguridad de nivel bancario',
        text: 'Conexiones cifradas y acceso según el papel de cada persona protegen los datos de propietarios e inquilinos.',
      },
      analytics: {
        title: feature('analytics', 'Cifras claras'),
        text: 'Ocupación, rentas cobradas, gastos de reparación e ingreso neto de un vistazo.',
      },
    },
  },
  testimonial: {
    quote:
      'Antes entregaba el diez por ciento de cada pago de renta. Ahora pago una sola tarifa fija, mis nuevos inquilinos se mudaron en menos de tres semanas y el pago me llega antes del día 10.',
    name: 'Maria G.',
    detail: 'Propietaria de un dúplex en West Covina',
  },
  portals: {
    heading: 'Dos portales, una experiencia sencilla',
    intro: 'Propietarios e inquilinos tienen cada uno su propio portal seguro.',
    cards: {
      owner: {
        title: 'Portal del propietario',
        text: 'Todo sobre su inversión, en un solo lugar.',
        bullets: [
          feature('portal', 'Cada una de sus casas y su ocupación'),
          feature('portal', 'Nombres de los inquilinos, renta y condiciones del contrato'),
          feature('documents', 'Descargue contratos y reportes de inspección'),
          feature('online_statements', 'Siga los pagos de renta y los informes mensuales'),
          feature('maintenance_approvals', 'Apruebe solicitudes de mantenimiento y presupuestos'),
        ],
        cta: 'Entrar como propietario',
      },
      tenant: {
        title: 'Portal del inquilino',
        text: 'Una mejor experiencia de renta para sus inquilinos.',
        bullets: [
          feature('portal', 'Consulte las condiciones de su contrato, la renta y el día de pago'),
          feature('documents', 'Descargue su contrato y sus documentos'),
          feature('renters_insurance', 'Suba el comprobante de su seguro de inquilino'),
          feature('online_rent', 'Pague la renta en línea en unos cuantos toques'),
          feature('maintenance_requests', 'Envíe solicitudes de mantenimiento con fotos'),
        ],
        cta: 'Entrar como inquilino',
      },
    },
    imageAlt:
      'Ilustración del panel del propietario en una computadora portátil y la aplicación del inquilino en un teléfono',
  },
  closingCta: {
    heading: '¿Quiere que su propiedad en renta le dé menos trabajo?',
    text: `Reserve una llamada gratuita de 15 minutos: revisamos su propiedad y le mostramos exactamente cuánto pagaría. ${capitalize(claimText.flatRate)}, nada más.`,
    cta: 'Empiece hoy',
  },
};

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
