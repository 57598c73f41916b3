/** The call to action under every article, in Spanish (content/blog/articleCta.ts). */
import type { ArticleCtaCopy } from '@/content/blog/articleCta';

export const articleCtaCopy: ArticleCtaCopy = {
  title: 'Déjenos administrarla por usted',
  text: 'Aproveche estos consejos sin las llamadas a medianoche: cobro de la renta, mantenimiento y cumplimiento de la ley, todo por una tarifa mensual fija.',
  scheduleDemo: 'Agende una consulta',
  contact: 'Contáctenos',
};
