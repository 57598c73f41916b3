/**
 * La declaración de accesibilidad en español: la traducción de ../accessibility.ts, con las
 * mismas secciones y anclas. Sus cifras (la meta WCAG, los días hábiles, los 390 píxeles) son
 * las del texto en inglés: accessibility.test.ts lo comprueba.
 */
import type { AccessibilityContent } from '../accessibility';
import { company } from '@/config/company';

/** ACCESSIBILITY_TARGET ('WCAG 2.1 Level AA') in Spanish: the same standard and level. */
export const ACCESSIBILITY_TARGET = 'WCAG 2.1, nivel AA';
/** Business days within which a reported barrier gets a reply (the English statement's). */
export const barrierReplyBusinessDays = 2;

export const accessibilityContent: AccessibilityContent = {
  seoTitle: `Accesibilidad | ${company.shortName}`,
  seoDescription: `Cómo ${company.name} hace que su sitio web pueda usarlo cualquier persona: nuestra meta (${ACCESSIBILITY_TARGET}), cómo lo probamos y cómo reportar una barrera.`,
  title: 'Declaración de accesibilidad',
  contentsLabel: 'Secciones',
  dateLabel: 'Última revisión',
  date: '2026-11',
  sections: [
    {
      id: 'commitment',
      title: '1. Nuestro compromiso',
      paragraphs: [
        `En ${company.name} queremos que todos los propietarios, inquilinos y solicitantes puedan usar este sitio web, sin importar el dispositivo, el navegador o la tecnología de asistencia que utilicen. Nuestra meta para todo el sitio, incluidos sus formularios, sus anuncios de propiedades y el área del personal, es cumplir con las ${ACCESSIBILITY_TARGET}.`,
      ],
    },
    {
      id: 'testing',
      title: '2. Cómo lo probamos',
      paragraphs: [
        'Antes de cada nueva versión, revisamos cada página con el motor de accesibilidad axe-core en un navegador real, con el tema claro y con el oscuro, y una versión con cualquier infracción no se publica.',
        'Probamos cada formulario usando solo el teclado: cada campo tiene una etiqueta visible, los errores se anuncian junto al campo al que se refieren y nada requiere un mouse.',
        'Probamos cada pantalla con el ancho de un teléfono, 390 píxeles, para que el sitio funcione con zoom o en una pantalla pequeña sin tener que desplazarse hacia los lados.',
      ],
    },
    {
      id: 'limitations',
      title: '3. Limitaciones conocidas',
      paragraphs: [
        'Las fotos de los anuncios son de las casas que administramos y llevan descripciones breves. Si necesita una descripción detallada de una casa, de su distribución o de sus características de accesibilidad, llámenos y se la describiremos o le programaremos una visita.',
        'Los enlaces a otros sitios web, como redes sociales o portales de anuncios, llevan a páginas que no controlamos.',
      ],
    },
    {
      id: 'report',
      title: '4. Reporte una barrera',
      paragraphs: [
        `Si algo de este sitio web le resulta difícil o imposible de usar, avísenos por teléfono al ${company.phone} (de 7 a.m. a 7 p.m. todos los días) o por correo electrónico a ${company.email}. Díganos en qué página estaba y qué intentaba hacer.`,
        `Le respondemos en un plazo de ${barrierReplyBusinessDays} días hábiles y, mientras tanto, le daremos la información o completaremos el trámite con usted por teléfono, por correo electrónico o en persona en una de nuestras oficinas.`,
      ],
    },
  ],
};
