/**
 * Maintenance as tenants and owners read it, in both languages: one catalogue (a missing Spanish
 * word fails the type check). The office and vendors read the English of ./maintenance.ts, which
 * is this catalogue's English half. The portal, the link pages and the mail all read it here.
 */
import type { Catalogue, Translation } from './locale.ts';
import {
  availableDayLabels,
  emergencyLabels,
  entryNoticeText,
  entryPermissionLabels,
  MAINTENANCE_PHOTO_INPUT_MAX_BYTES,
  maintenanceCategoryLabels,
  maintenancePhotoProblem,
  maintenanceStatusLabels,
  ownerApprovalRule,
  repairPhrases,
  visitParts,
  visitWindowText,
  type EntryNoticeFacts,
  type MaintenanceCategory,
  type VisitFacts,
} from './maintenance.ts';

/** What a maintenance form's zod issue says (maintenanceRequestSchema, maintenanceMessageSchema). */
interface FormIssue {
  code: string;
  message: string;
  minimum?: unknown;
  maximum?: unknown;
}

const english = {
  categories: maintenanceCategoryLabels,
  repairs: repairPhrases,
  emergencies: emergencyLabels,
  statuses: maintenanceStatusLabels,
  entryPermissions: entryPermissionLabels,
  availableDays: availableDayLabels,
  ownerApprovalRule,
  /** Why a picked file can't be a request photo (before resizing), or null. */
  photoProblem: (file: { type: string; size: number }): string | null =>
    maintenancePhotoProblem(file),
  /** A form's issue in words: the schema's own English message. */
  issue: (_field: string, issue: FormIssue): string => issue.message,
  visitWindowText: (visit: VisitFacts): string => visitWindowText(visit),
  entryNoticeText: (notice: EntryNoticeFacts): string => entryNoticeText(notice),
};

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

/** visitWindowText in Spanish: "martes, 1 de diciembre de 2026, de 9:00 a.m. a 11:00 a.m.". */
function visitWindowTextEs(visit: VisitFacts): string {
  const { day, from, to } = visitParts(visit, 'es');
  return `${day}, de ${from} a ${to}`;
}

/** repairPhrases: "otro" never reads as a repair ("reparación de otro"). */
const repairsEs: Translation<typeof repairPhrases> = {
  plumbing: 'reparación de plomería',
  electrical: 'reparación eléctrica',
  appliance: 'reparación de un electrodoméstico',
  heating_cooling: 'reparación de calefacción o aire acondicionado',
  pests: 'control de plagas',
  locks_keys: 'reparación de cerraduras o llaves',
  roof_leaks: 'reparación del techo o de goteras',
  other: 'reparación',
};

export const maintenanceWords: Catalogue<typeof english> = {
  en: english,
  es: {
    categories: {
      plumbing: 'Plomería',
      electrical: 'Electricidad',
      appliance: 'Electrodoméstico',
      heating_cooling: 'Calefacción y aire acondicionado',
      pests: 'Plagas',
      locks_keys: 'Cerraduras y llaves',
      roof_leaks: 'Techo y goteras',
      other: 'Otro',
    },
    repairs: repairsEs,
    emergencies: {
      gas_smell: 'Huele a gas',
      fire: 'Fuego o humo',
      flooding: 'Inundación o agua que no para de salir',
      sewage_backup: 'El drenaje se está regresando',
      no_water: 'No hay nada de agua',
      no_power: 'No hay luz en toda la vivienda',
      no_heat: 'No hay calefacción y hace frío',
      lockout: 'Me quedé afuera sin llaves',
    },
    statuses: {
      submitted: 'Enviada',
      acknowledged: 'Recibida',
      awaiting_owner_approval: 'Esperando la aprobación del propietario',
      scheduled: 'Programada',
      in_progress: 'En curso',
      completed: 'Terminada',
      closed: 'Cerrada',
      cancelled: 'Cancelada',
      declined: 'Rechazada',
    },
    entryPermissions: {
      yes: 'Pueden entrar si no estoy en casa, después del aviso por escrito de 24 horas',
      call_first: 'Llámenme primero',
    },
    availableDays: {
      any: 'Cualquier día',
      weekdays: 'Entre semana (lunes a viernes)',
      weekends: 'Fines de semana',
    },
    ownerApprovalRule:
      'Las reparaciones con un presupuesto mayor a su límite de aprobación esperan su aprobación. ' +
      'Las emergencias (gas, fuego, inundación, drenaje, falta de agua, luz o calefacción, quedarse ' +
      'afuera sin llaves) se reparan de inmediato para proteger la vivienda y al inquilino, y le ' +
      'explicamos el motivo ese mismo día.',
    photoProblem: (file) => {
      if (!file.type.startsWith('image/'))
        return 'Solo se pueden adjuntar fotos (JPEG, PNG, HEIC, WebP).';
      if (file.size > MAINTENANCE_PHOTO_INPUT_MAX_BYTES) {
        return `Cada foto debe pesar menos de ${MAINTENANCE_PHOTO_INPUT_MAX_BYTES / 1024 / 1024} MB.`;
      }
      return null;
    },
    // By field and by what failed, so the schema stays one.
    issue: (field, issue) => {
      if (issue.code === 'too_big')
        return `Escriba como máximo ${String(issue.maximum)} caracteres`;
      if (issue.code === 'too_small' && Number(issue.minimum) > 1) {
        return `Escriba al menos ${String(issue.minimum)} caracteres`;
      }
      return requiredEs[field] ?? 'Revise este campo';
    },
    visitWindowText: visitWindowTextEs,
    // Código Civil de California, sección 1954(d)(1), from the same facts.
    entryNoticeText: (n) => {
      const purpose = repairsEs[n.category as MaintenanceCategory] ?? 'reparación';
      return [
        'AVISO DE INTENCIÓN DE ENTRAR A LA VIVIENDA (Código Civil de California, sección 1954)',
        `Para: los inquilinos de ${n.address}`,
        `El agente del arrendador, o un técnico que este envíe, entrará a la vivienda el ${visitWindowTextEs(n)} (hora del Pacífico) con este propósito: ${purpose} (${n.location}).`,
        'Este aviso se entrega al menos 24 horas antes de la entrada.',
      ].join('\n\n');
    },
  },
};
