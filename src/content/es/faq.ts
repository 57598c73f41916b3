/** The 20 questions of the FAQ page in Spanish, in the English order (../faq.ts) and with its ids. */
import { citySlugs } from '@/config/paths';
import { company } from '@/config/company';
import { formatDollars } from '@contract/money-format.ts';
import type { FaqItems } from '../faq';
import { cityName } from '../cities';
import { intlLocales } from '@contract/locale.ts';
import { getPlan, plusProtectionCoverage } from '../pricing';
import { pricingText } from './pricingText';
import { claimText } from './claims';
import { rentMethods } from './rentMethods';

// Every feature claim names its capability (../capabilities.ts), as in English.
const feature = claimText.feature;

const standard = getPlan('standard');
const plus = getPlan('plus');

/** The Plus coverage items as the pricing page names them (one set of labels: ./pricingText.ts). */
function coverageText(): string {
  const parts = plusProtectionCoverage.map((c) => {
    const label = pricingText.coverageLabels[c.id];
    const item = label.charAt(0).toLowerCase() + label.slice(1);
    return `${c.unit === 'weeks' ? `${c.amount} semanas de` : `${formatDollars(c.amount)} en`} ${item}`;
  });
  return new Intl.ListFormat(intlLocales.es, { type: 'conjunction' }).format(parts);
}

const eviction = plusProtectionCoverage.find((c) => c.id === 'evictionLegal');

const cities = citySlugs.map(cityName);
const cityList = `${cities.slice(0, -1).join(', ')} y ${cities.at(-1)}`;

export const faqItems: FaqItems = [
  {
    id: 'what-is-flat-fee',
    question: '¿Qué significa administración de propiedades con tarifa fija?',
    answer: `Usted paga ${claimText.flatRate} por unidad, en lugar de un porcentaje de la renta cobrada. La tarifa es la misma si su renta es de $1,800 o de $4,000, así que cuando la renta sube, el aumento se queda con usted.`,
  },
  {
    id: 'cost',
    question: '¿Cuánto cuesta su servicio de administración?',
    answer: `Nuestro plan ${standard.name} cuesta ${formatDollars(standard.monthlyPrice.monthly)} al mes si es mes a mes, o ${formatDollars(standard.monthlyPrice.annual)} al mes con un compromiso de 12 meses. Nuestro plan ${plus.name} cuesta ${formatDollars(plus.monthlyPrice.monthly)} al mes si es mes a mes, o ${formatDollars(plus.monthlyPrice.annual)} al mes con un compromiso de 12 meses. Cuando colocamos a un nuevo inquilino se cobra una sola vez una tarifa de colocación de ${formatDollars(standard.tenantPlacementFee)} en ${standard.name} o de ${formatDollars(plus.tenantPlacementFee)} en ${plus.name}. La tarifa mensual se cobra por cada unidad que tiene inquilino el día 1 del mes: por una unidad desocupada no se cobra.`,
  },
  {
    id: 'hidden-fees',
    question: '¿Hay cargos ocultos o porcentajes?',
    answer: `No. Trabajamos ${claimText.noHiddenFees} y ${claimText.noPercentageCuts}. No les sumamos recargos a las facturas de reparación. Cada tarifa aparece en nuestra página de precios antes de que usted firme nada.`,
  },
  {
    id: 'included',
    question: '¿Qué incluye la tarifa mensual?',
    answer: `Todos los planes incluyen el anuncio en ${claimText.listingChannels}, el cobro de la renta con recibo de cada pago, estados de cuenta mensuales en el portal del propietario, una línea de solicitudes de mantenimiento disponible las 24 horas, los 7 días, la preparación y renovación de contratos de arrendamiento, y el cumplimiento legal con la coordinación de desalojos. ${plus.name} agrega visitas con interesados cuando se necesiten, reparaciones y limpieza para dejar la vivienda lista para rentar, preparación de documentos de impuestos, una garantía para el hogar, coordinación de reparaciones, gestión de proyectos de remodelación y cobertura de protección. La ${feature('screening', 'selección de inquilinos')} se sumará a todos los planes, y las ${feature('annual_inspection', 'inspecciones anuales')}, al plan ${plus.name}.`,
  },
  {
    id: 'cancel',
    question: '¿Hay un contrato a largo plazo? ¿Cómo cancelo?',
    answer: `Los planes mes a mes no tienen contrato a largo plazo: puede cancelar en cualquier momento con ${claimText.cancellation} por escrito. Si elige la tarifa más baja de 12 meses, se compromete a un año de administración a cambio del descuento.`,
  },
  {
    id: 'payouts',
    question: '¿Cuándo recibo mi renta?',
    answer: `Cobramos la renta cada mes con ${rentMethods}, siempre con recibo, y le enviamos su pago como propietario ${claimText.payout}, junto con un estado de cuenta de los ingresos y gastos del mes, que también puede abrir en el portal del propietario. ${feature('online_rent', 'Pagos de renta en línea')}.`,
  },
  {
    id: 'screening',
    question: '¿Cómo seleccionan a los inquilinos?',
    answer: `Revisamos cada solicitud con criterios por escrito que aplicamos de la misma manera a todos los solicitantes, y buscamos ingresos del hogar de ${claimText.tenantIncome}, de cualquier fuente legal y comprobable. Nuestro proceso cumple con la ley de vivienda justa de California, incluida la protección por fuente de ingresos para quienes usan vales de vivienda. ${feature('screening', 'Solicitudes en línea con reportes de crédito, antecedentes y desalojos')}.`,
  },
  {
    id: 'time-to-rent',
    question: '¿Cuánto tardan en encontrar un inquilino?',
    answer: `La mayoría de las propiedades que anunciamos se rentan en un plazo ${claimText.fillTime}. Siempre que es posible preparamos el anuncio antes de que se mude el inquilino actual, fijamos el precio según el mercado local, respondemos las consultas el mismo día y programamos las visitas según la disponibilidad de los interesados.`,
  },
  {
    id: 'advertising',
    question: '¿Dónde anuncian mi propiedad?',
    answer: `Publicamos cada anuncio en ${claimText.listingChannels}. Los anuncios llevan fotos profesionales y una descripción detallada, redactada conforme a las normas de vivienda justa. ${feature('syndication', 'Anuncios en más sitios de rentas')}.`,
  },
  {
    id: 'maintenance',
    question: '¿Cómo manejan el mantenimiento y las emergencias?',
    answer: `Los inquilinos pueden enviar solicitudes de mantenimiento en línea con fotos, y nuestra línea de mantenimiento atiende emergencias las 24 horas, los 7 días, como fugas de agua, falta de calefacción o falta de agua. Nuestra oficina abre todos los días de 7 a.m. a 7 p.m. Enviamos proveedores con licencia y seguro, que ya hemos verificado, y le mantenemos al tanto a usted y al inquilino hasta que el trabajo queda terminado.`,
  },
  {
    id: 'repair-approval',
    question: '¿Puedo aprobar las reparaciones?',
    answer:
      'Sí. Usted fija un límite de gasto cuando empezamos a trabajar juntos. Las reparaciones de rutina por debajo de ese límite se atienden de inmediato; todo lo que lo supere espera su aprobación, con un presupuesto. En una emergencia real actuamos primero para proteger la propiedad y mantenerla habitable, y le avisamos enseguida.',
  },
  {
    id: 'service-area',
    question: '¿En qué zonas trabajan?',
    answer: `Administramos rentas en todo el sur de California, incluidos el Inland Empire y el condado de San Bernardino, con oficinas en ${company.offices.map((o) => o.city).join(' y ')}. Entre las ciudades donde trabajamos están ${cityList}.`,
  },
  {
    id: 'vacation-rentals',
    question: '¿Administran rentas vacacionales?',
    answer: `Sí. Ofrecemos ${claimText.vacationRentals} a propietarios de las comunidades del desierto y de otras partes de nuestra zona de servicio, con comunicación con los huéspedes, limpieza entre estancias, mantenimiento y precios. Muchas ciudades exigen un permiso de renta a corto plazo y cobran el impuesto de ocupación transitoria (TOT), y le ayudamos a cumplir con las reglas de su ciudad.`,
  },
  {
    id: 'property-types',
    question: '¿Qué tipos de propiedades administran?',
    answer:
      'Administramos casas unifamiliares, condominios, townhomes, dúplex y edificios multifamiliares y de apartamentos pequeños y medianos. Ya sea que tenga una sola propiedad en renta o un portafolio que va creciendo, cada unidad paga la misma tarifa fija.',
  },
  {
    id: 'reporting',
    question: '¿Cómo sabré cómo va mi propiedad?',
    answer: `Recibe un estado de cuenta mensual con cada pago, gasto y factura, y un resumen de fin de año para sus impuestos. Puede comunicarse con su administrador por teléfono o correo electrónico en cualquier momento durante el horario de oficina, y respondemos cada mensaje ${claimText.followUp}. También puede entrar al portal del propietario cuando quiera para ver sus viviendas, contratos, documentos y dinero, y ${feature('online_statements', 'cada estado de cuenta mensual')}.`,
  },
  {
    id: 'evictions',
    question: '¿Se encargan de los desalojos?',
    answer: `Hacemos todo lo posible por evitarlos, con una revisión cuidadosa de cada solicitud y un seguimiento rápido de la renta atrasada. Si un desalojo se vuelve necesario, entregamos los avisos que exige la ley de California y coordinamos el caso con un abogado con experiencia en asuntos entre propietarios e inquilinos.${eviction ? ` En el plan ${plus.name}, la cobertura de protección incluye hasta ${formatDollars(eviction.amount)} en honorarios legales de desalojo.` : ''}`,
  },
  {
    id: 'protection',
    question: `¿Qué incluye la cobertura de protección del plan ${plus.name}?`,
    answer: `${plus.name} incluye una cobertura de protección de ${coverageText()}. La cobertura está sujeta a los términos y condiciones del programa.`,
  },
  {
    id: 'existing-tenant',
    question: '¿Pueden hacerse cargo de una propiedad que ya tiene inquilino?',
    answer:
      'Sí. Revisamos el contrato de arrendamiento vigente, recibimos los registros del depósito de seguridad, nos presentamos con el inquilino y le explicamos cómo y dónde pagar la renta. El contrato actual sigue vigente, y al renovarlo lo ponemos al día con los requisitos actuales de California.',
  },
  {
    id: 'licensed',
    question: '¿Tienen licencia?',
    answer: `Sí. Somos una empresa de bienes raíces con licencia de corredor en California (${company.licence}), miembros de NARPM® y de la California Apartment Association, y administramos propiedades en renta desde ${company.founded}.`,
  },
  {
    id: 'get-started',
    question: '¿Cómo empiezo?',
    answer: `Agende una llamada de consulta gratis o envíenos un mensaje, y le responderemos ${claimText.followUp}. También puede llamarnos al ${company.phone} o escribirnos a ${company.email}. Revisaremos su propiedad, le recomendaremos un plan y le acompañaremos en cada paso para empezar.`,
  },
];
