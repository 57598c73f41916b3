/** The coming-soon screen in Spanish (../comingSoon.ts). */
import type { ComingSoonCopy } from '../comingSoon';
import { company } from '@/config/company';

export const comingSoonCopy: ComingSoonCopy = {
  seoTitle: `Muy pronto | ${company.shortName}`,
  seoDescription: `Esta parte del sitio de ${company.name} viene en camino. Mientras tanto, llámenos al ${company.phone} o conozca nuestros servicios y precios con tarifa fija.`,
  heading: 'Muy pronto',
  text: 'Estamos preparando algo que le va a encantar. ¡Vuelva pronto!',
  back: 'Volver al inicio',
};
