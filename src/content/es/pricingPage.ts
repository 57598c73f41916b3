/**
 * La página de precios en español (same shape as ../pricingPage.ts). The prices are the
 * contract's plans, written with Intl 'es-US'; the plan names (Standard, Plus) are product names
 * and stay as the agreements and the books write them.
 */
import { formatDollars } from '@contract/money-format.ts';
import type { PricingContent } from '../pricingPage';
import { getPlan } from '../pricing';
import { claimText } from './claims';
import { pricingText } from './pricingText';
import { company } from '@/config/company';

const standard = getPlan('standard');
const plus = getPlan('plus');
const usd = (amount: number) => formatDollars(amount, 'es');

export const pricingPage: PricingContent = {
  seo: {
    title: `Precios: planes de tarifa fija desde ${usd(standard.monthlyPrice.annual)} al mes | ${company.shortName}`,
    description: `Dos planes de tarifa fija: ${standard.name} por ${usd(standard.monthlyPrice.monthly)} al mes de mes a mes o ${usd(standard.monthlyPrice.annual)} al mes con un compromiso de 12 meses, y ${plus.name} por ${usd(plus.monthlyPrice.monthly)} o ${usd(plus.monthlyPrice.annual)} con cobertura de protección. ${capitalize(claimText.noHiddenFees)}, ${claimText.noPercentageCuts}.`,
  },
  hero: {
    eyebrow: 'Precios',
    headline: 'Precios sencillos, con tarifa fija',
    text: `Elija un plan y un plazo de pago. Usted paga la misma tarifa fija por unidad cada mes, sin importar cuánto cobre de renta: ${claimText.noHiddenFees}, ${claimText.noPercentageCuts} y sin sobreprecios en las reparaciones.`,
  },
  ...pricingText,
  copy: {
    billingLegend: 'Plazo de pago',
    plansHeading: 'Planes',
    perMonth: 'al mes por unidad rentada',
    mostPopular: 'El más popular',
    annualNote: (saving) => `Con un compromiso de 12 meses: ${saving} menos al año por unidad`,
    monthlyNote: 'Mes a mes, sin contrato a largo plazo',
    placementLabel: 'Colocación de inquilino',
    placementSuffix: 'un solo pago, cuando colocamos a un nuevo inquilino',
    standardIncludesHeading: 'Incluye',
    plusIncludesHeading: `Todo lo de ${standard.name}, y además`,
    cta: 'Empiece hoy',
    ctaWithPlan: (plan) => ` con el plan ${plan}`,
    plusCoverageFeature: 'Cobertura de protección para el propietario (límites abajo)',
    comparisonHeading: 'Compare los planes',
    comparisonCaption: `Servicios incluidos en los planes ${standard.name} y ${plus.name}`,
    featureColumn: 'Servicio',
    included: 'Incluido',
    notIncluded: 'No incluido',
    // A soft hyphen: the word may break in the narrow plan column at 390 px (else the table scrolls).
    comingSoon: 'Próxima\u00admente',
    comingHeading: 'Próximamente en el plan',
    coverageHeading: `Cobertura de protección del plan ${plus.name}`,
    coverageText: `Cada propiedad del plan ${plus.name} está cubierta por nuestro programa de protección para propietarios sin costo adicional, hasta estos límites.`,
    weeks: (n) => `${n} semanas`,
    placementHeading: 'Colocación de inquilinos',
    placementText: `Cuando su casa necesita un nuevo inquilino, nos encargamos de todo, desde el anuncio hasta la entrega de llaves, por un solo pago. La mayoría de las propiedades se rentan en un plazo ${claimText.fillTime}.`,
    placementSteps: [
      claimText.feature(
        'listing_feed',
        `Análisis de la renta y un anuncio profesional en ${claimText.listingChannels}`,
      ),
      claimText.feature('showings', 'Visitas que los interesados reservan en línea'),
      claimText.feature(
        'screening',
        `Solicitudes y selección completa (inquilinos que ganan ${claimText.tenantIncome})`,
      ),
      claimText.feature(
        'lease_preparation',
        'Un contrato de arrendamiento de California preparado por nuestra oficina, con la copia firmada en su portal',
      ),
      claimText.feature('online_lease', 'Firma del contrato en línea'),
      claimText.feature(
        'photo_inspection',
        'Inspección de entrada con un reporte de fotos con fecha',
      ),
    ],
    placementPlan: (plan) => `Plan ${plan}`,
    placementFeeLabel: ': cargo por colocación de inquilino',
    placementOneTime: 'un solo pago por cada colocación',
    calculatorHeading: '¿Cuánto podría ahorrar?',
    calculatorText: `Escriba su renta y el número de unidades para comparar un año de administración con tarifa fija contra la comisión típica del 8-10%.`,
    closingHeading: '¿Tiene dudas sobre qué plan le conviene?',
    closingText: `Cuéntenos sobre su propiedad y le recomendaremos un plan y contestaremos todas sus preguntas ${claimText.followUp}.`,
    closingCta: 'Contáctenos',
  },
};

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
