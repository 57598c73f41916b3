/** Las palabras de los planes en español (the same keys as ../pricingText.ts). */
import type { PricingText } from '../pricingText';
import { claimText } from './claims';

export const pricingText: PricingText = {
  terms: {
    monthly: {
      label: 'Mes a mes',
      description: `Sin contrato a largo plazo. Cancele cuando quiera con ${claimText.cancellation}.`,
    },
    annual: {
      label: 'Compromiso de 12 meses',
      description: 'Comprométase por un año y pague una tarifa fija más baja cada mes.',
    },
  },
  planTaglines: {
    standard: 'Lo esencial de una administración profesional, para propietarios que participan.',
    plus: 'Administración completa con cobertura de protección, para propietarios que prefieren que nos encarguemos de todo.',
  },
  featureNames: {
    screening: `Selección de inquilinos (crédito, antecedentes e ingresos de ${claimText.tenantIncome})`,
    syndication: `Anuncio en ${claimText.listingChannels}`,
    rentCollection: 'Cobro de la renta, con recibo de cada pago',
    ownerPortal: 'Portal del propietario con estados de cuenta mensuales en línea',
    maintenanceLine: 'Línea de solicitudes de mantenimiento las 24 horas, los 7 días',
    leases: 'Preparación y renovación de contratos de arrendamiento',
    compliance: 'Cumplimiento de la ley y coordinación de desalojos',
    inspections: 'Inspecciones anuales',
    showings: 'Visitas a la propiedad cuando hagan falta',
    rentReady: 'Reparaciones y limpieza para dejar la casa lista para rentar',
    taxDocuments: 'Preparación de documentos para sus impuestos',
    homeWarranty: 'Garantía del hogar',
    repairs: 'Coordinación de reparaciones',
    renovations: 'Gestión de remodelaciones mayores',
  },
  coverageLabels: {
    delinquency: 'Morosidad del inquilino (renta no pagada)',
    malicious: 'Daños intencionales',
    theft: 'Daños por robo',
    evictionLegal: 'Honorarios legales de desalojo',
    sheriff: 'Cargos del sheriff o alguacil',
    lockbox: 'Mal uso de la caja de llaves digital',
    animal: 'Daños causados por animales',
    rekeying: 'Cambio de llaves de las cerraduras',
    liability: 'Responsabilidad civil general',
  },
};
