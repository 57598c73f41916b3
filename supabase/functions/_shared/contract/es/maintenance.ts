/**
 * Maintenance as tenants and owners read it in Spanish: the labels, the triage's questions, the
 * approval rule and the form's messages (the office and vendors keep the English of
 * ../maintenance.ts). Typed against the English: a missing key fails the type check.
 */
import type { Translation } from '../locale.ts';
import type {
  availableDayLabels,
  emergencyLabels,
  EntryNoticeFacts,
  entryPermissionLabels,
  maintenanceCategoryLabels,
  MaintenanceCategory,
  maintenanceStatusLabels,
  repairPhrases,
  VisitFacts,
} from '../maintenance.ts';
import { MAINTENANCE_PHOTO_INPUT_MAX_BYTES, visitParts } from '../maintenance.ts';

export const maintenanceCategoryLabelsEs: Translation<typeof maintenanceCategoryLabels> = {
  plumbing: 'Plomería',
  electrical: 'Electricidad',
  appliance: 'Electrodoméstico',
  heating_cooling: 'Calefacción y aire acondicionado',
  pests: 'Plagas',
  locks_keys: 'Cerraduras y llaves',
  roof_leaks: 'Techo y goteras',
  other: 'Otro',
};

/** repairPhrases: "otro" never reads as a repair ("reparación de otro"). */
export const repairPhrasesEs: Translation<typeof repairPhrases> = {
  plumbing: 'reparación de plomería',
  electrical: 'reparación eléctrica',
  appliance: 'reparación de un electrodoméstico',
  heating_cooling: 'reparación de calefacción o aire acondicionado',
  pests: 'control de plagas',
  locks_keys: 'reparación de cerraduras o llaves',
  roof_leaks: 'reparación del techo o de goteras',
  other: 'reparación',
};

export const emergencyLabelsEs: Translation<typeof emergencyLabels> = {
  gas_smell: 'Huele a gas',
  fire: 'Fuego o humo',
  flooding: 'Inundación o agua que no para de salir',
  sewage_backup: 'El drenaje se está regresando',
  no_water: 'No hay nada de agua',
  no_power: 'No hay luz en toda la vivienda',
  no_heat: 'No hay calefacción y hace frío',
  lockout: 'Me quedé afuera sin llaves',
};

export const maintenanceStatusLabelsEs: Translation<typeof maintenanceStatusLabels> = {
  submitted: 'Enviada',
  acknowledged: 'Recibida',
  awaiting_owner_approval: 'Esperando la aprobación del propietario',
  scheduled: 'Programada',
  in_progress: 'En curso',
  completed: 'Terminada',
  closed: 'Cerrada',
  cancelled: 'Cancelada',
  declined: 'Rechazada',
};

export const entryPermissionLabelsEs: Translation<typeof entryPermissionLabels> = {
  yes: 'Pueden entrar si no estoy en casa, después del aviso por escrito de 24 horas',
  call_first: 'Llámenme primero',
};

export const availableDayLabelsEs: Translation<typeof availableDayLabels> = {
  any: 'Cualquier día',
  weekdays: 'Entre semana (lunes a viernes)',
  weekends: 'Fines de semana',
};

export const ownerApprovalRuleEs =
  'Las reparaciones con un presupuesto mayor a su límite de aprobación esperan su aprobación. ' +
  'Las emergencias (gas, fuego, inundación, drenaje, falta de agua, luz o calefacción, quedarse ' +
  'afuera sin llaves) se reparan de inmediato para proteger la vivienda y al inquilino, y le ' +
  'explicamos el motivo ese mismo día.';

/** maintenancePhotoProblem's answers in Spanish (same checks, same order). */
export function maintenancePhotoProblemEs(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/'))
    return 'Solo se pueden adjuntar fotos (JPEG, PNG, HEIC, WebP).';
  if (file.size > MAINTENANCE_PHOTO_INPUT_MAX_BYTES) {
    return `Cada foto debe pesar menos de ${MAINTENANCE_PHOTO_INPUT_MAX_BYTES / 1024 / 1024} MB.`;
  }
  return null;
}

const requiredEs: Record<string, string> = {
  leaseId: 'Elija la vivienda de la solicitud',
  category: 'Elija de qué se trata el problema',
  location: 'Díganos en qué parte de la vivienda',
  description: 'Cuéntenos qué pasó',
  entryPermission: 'Díganos si podemos entrar cuando usted no esté',
  availableFrom: 'Escriba una hora, como 15:00',
  availableTo:
    'La hora hasta la que está disponible debe ser después de la hora desde la que está disponible',
  body: 'Escriba un mensaje',
};

/**
 * The Spanish message of a maintenance form's zod issue (maintenanceRequestSchema,
 * maintenanceMessageSchema): by field and by what failed, so the schema stays one.
 */
export function maintenanceIssueEs(
  field: string,
  issue: { code: string; minimum?: unknown; maximum?: unknown },
): string {
  if (issue.code === 'too_big') return `Escriba como máximo ${String(issue.maximum)} caracteres`;
  if (issue.code === 'too_small' && Number(issue.minimum) > 1) {
    return `Escriba al menos ${String(issue.minimum)} caracteres`;
  }
  return requiredEs[field] ?? 'Revise este campo';
}

/** visitWindowText in Spanish: "martes, 1 de diciembre de 2026, de 9:00 a.m. a 11:00 a.m.". */
export function visitWindowTextEs(visit: VisitFacts): string {
  const { day, from, to } = visitParts(visit, 'es');
  return `${day}, de ${from} a ${to}`;
}

/** entryNoticeText in Spanish, from the same facts (Código Civil de California, sección 1954(d)(1)). */
export function entryNoticeTextEs(n: EntryNoticeFacts): string {
  const purpose = repairPhrasesEs[n.category as MaintenanceCategory] ?? 'reparación';
  return [
    'AVISO DE INTENCIÓN DE ENTRAR A LA VIVIENDA (Código Civil de California, sección 1954)',
    `Para: los inquilinos de ${n.address}`,
    `El agente del arrendador, o un técnico que este envíe, entrará a la vivienda el ${visitWindowTextEs(n)} (hora del Pacífico) con este propósito: ${purpose} (${n.location}).`,
    'Este aviso se entrega al menos 24 horas antes de la entrada.',
  ].join('\n\n');
}
