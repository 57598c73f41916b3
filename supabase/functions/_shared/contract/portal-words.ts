/**
 * The portal's words as owners and tenants read them, in both languages: one catalogue (a missing
 * Spanish word fails the type check). The office's screens read the English of ./portal.ts, which
 * is this catalogue's English half.
 */
import type { Catalogue } from './locale.ts';
import {
  documentKindLabels,
  documentMessages,
  leaseStatusLabels,
  portalRoleLabels,
} from './portal.ts';

const english = {
  roles: portalRoleLabels,
  leaseStatuses: leaseStatusLabels,
  documentKinds: documentKindLabels,
  documentMessages,
};

export const portalWords: Catalogue<typeof english> = {
  en: english,
  es: {
    roles: {
      owner: 'Propietario',
      tenant: 'Inquilino',
    },
    leaseStatuses: {
      upcoming: 'Por comenzar',
      active: 'Vigente',
      ended: 'Terminado',
    },
    documentKinds: {
      lease: 'Contrato de arrendamiento',
      addendum: 'Anexo',
      notice: 'Aviso',
      inspection_report: 'Informe de inspección con fotos',
      statement: 'Estado de cuenta',
      tax_form: 'Formulario de impuestos',
      renters_insurance: 'Comprobante de seguro de inquilino',
      other: 'Otro',
    },
    documentMessages: {
      wrongType: 'Solo se pueden subir archivos PDF y fotos (JPEG, PNG, WebP o HEIC).',
      tooLarge:
        'El archivo pesa más de 20 MB. Escanéelo con menor resolución o divídalo en partes.',
      empty: 'El archivo está vacío.',
      notItsType:
        'Este archivo no es el PDF o la foto que dice ser. Guárdelo de nuevo como PDF, JPEG, PNG, WebP o HEIC.',
    },
  },
};
