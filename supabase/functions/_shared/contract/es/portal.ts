/**
 * The portal's labels in Spanish, as owners and tenants read them (the office keeps the English
 * ones of ../portal.ts). Typed against the English: a missing key fails the type check.
 */
import type { Translation } from '../locale.ts';
import type {
  documentKindLabels,
  documentMessages,
  leaseStatusLabels,
  portalRoleLabels,
} from '../portal.ts';

export const portalRoleLabelsEs: Translation<typeof portalRoleLabels> = {
  owner: 'Propietario',
  tenant: 'Inquilino',
};

export const leaseStatusLabelsEs: Translation<typeof leaseStatusLabels> = {
  upcoming: 'Por comenzar',
  active: 'Vigente',
  ended: 'Terminado',
};

export const documentKindLabelsEs: Translation<typeof documentKindLabels> = {
  lease: 'Contrato de arrendamiento',
  addendum: 'Anexo',
  notice: 'Aviso',
  inspection_report: 'Informe de inspección con fotos',
  statement: 'Estado de cuenta',
  tax_form: 'Formulario de impuestos',
  renters_insurance: 'Comprobante de seguro de inquilino',
  other: 'Otro',
};

export const documentMessagesEs: Translation<typeof documentMessages> = {
  wrongType: 'Solo se pueden subir archivos PDF y fotos (JPEG, PNG, WebP o HEIC).',
  tooLarge: 'El archivo pesa más de 20 MB. Escanéelo con menor resolución o divídalo en partes.',
  empty: 'El archivo está vacío.',
  notItsType:
    'Este archivo no es el PDF o la foto que dice ser. Guárdelo de nuevo como PDF, JPEG, PNG, WebP o HEIC.',
};
