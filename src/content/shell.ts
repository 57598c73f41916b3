/**
 * The words of the frame every page's first chunk holds (skip link, loading and error screens) in
 * both languages: a few hundred bytes, so one catalogue serves both instead of a download per
 * language. The header's words are navigation.ts's, in the header's own chunk (an island).
 */
import type { Translation } from '@contract/locale.ts';
import type { Catalogue } from '@/lib/i18n';

const en = {
  skipToContent: 'Skip to main content',
  loading: 'Loading…',
  error: {
    title: 'Unexpected Application Error!',
    retry: 'Try again',
    home: 'Return to Home',
    unknown: 'An unknown error occurred.',
    call: 'Still stuck? Call the office:',
  },
};

const es: Translation<typeof en> = {
  skipToContent: 'Saltar al contenido principal',
  loading: 'Cargando…',
  error: {
    title: '¡Error inesperado en la aplicación!',
    retry: 'Intentar de nuevo',
    home: 'Volver al inicio',
    unknown: 'Ocurrió un error desconocido.',
    call: '¿Sigue sin funcionar? Llame a la oficina:',
  },
};

export const shellText: Catalogue<typeof en> = { en, es };
