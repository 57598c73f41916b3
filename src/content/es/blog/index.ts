/**
 * The blog in Spanish: the same posts (ids, dates, images) as content/blog, their titles,
 * excerpts and categories written for Spanish-speaking owners in Southern California. Bodies live
 * in ./posts/<id>.ts, one chunk each (./bodies.ts). Nothing here imports the English text.
 */
import { company } from '@/config/company';
import type { ArticlePageCopy, BlogIndexCopy, BlogPostId, LocalizedPostMeta } from '@/content/blog';
import type { BlogCategory } from '@/content/blog/types';

/** The English categories' Spanish names: posts sharing one are related in Spanish too. */
export const blogCategories = {
  'Property Management Tips': 'Consejos de administración',
  'Landlord Resources': 'Recursos para propietarios',
  'Maintenance & Repairs': 'Mantenimiento y reparaciones',
  'Legal & Compliance': 'Leyes y cumplimiento',
} as const satisfies Record<BlogCategory, string>;

function image(id: BlogPostId, alt: string): LocalizedPostMeta['image'] {
  return { src: `/images/blog/${id}.webp`, cardSrc: `/images/blog/${id}-card.webp`, alt };
}

export const blogPosts = [
  {
    id: 'hidden-cost-self-managing',
    wordCount: 1298,
    title: 'Los costos ocultos de administrar su propiedad de renta por su cuenta',
    excerpt:
      'Las semanas sin inquilino, su tiempo, las reparaciones a precio de menudeo y los riesgos legales casi nunca aparecen en una hoja de cálculo. Así puede ponerle un número a cada uno antes de decidir administrar usted mismo.',
    category: blogCategories['Property Management Tips'],
    published: '2025-03-15',
    author: 'Equipo de Servicio al Propietario',
    image: image(
      'hidden-cost-self-managing',
      'Ilustración de una casa junto a una pila de monedas y un reloj, que representan el tiempo y el dinero que cuesta administrar por su cuenta',
    ),
  },
  {
    id: 'boost-rental-profits',
    wordCount: 1258,
    title: '8 formas prácticas de aumentar las ganancias de su propiedad de renta',
    excerpt:
      'Del precio y las renovaciones a las mejoras, los gastos y los impuestos: lo que de verdad sube lo que gana una propiedad de renta en el Sur de California, dentro de la ley.',
    category: blogCategories['Property Management Tips'],
    published: '2025-03-08',
    author: 'Equipo de Servicio al Propietario',
    image: image(
      'boost-rental-profits',
      'Ilustración de una gráfica de barras que sube junto a una casa, que representa el crecimiento de los ingresos por renta',
    ),
  },
  {
    id: 'tenant-screening',
    wordCount: 1206,
    title: 'Guía para propietarios en California: cómo evaluar a los inquilinos',
    excerpt:
      'Cómo evaluar a los solicitantes a fondo y con justicia: criterios por escrito, verificación de ingresos y crédito, historial de renta, límites a la cuota de solicitud y las reglas de vivienda justa que aplican en California.',
    category: blogCategories['Landlord Resources'],
    published: '2025-02-27',
    author: 'Equipo de Arrendamiento',
    image: image(
      'tenant-screening',
      'Ilustración de una solicitud de renta en una tabla con sujetapapeles, una lupa y una palomita',
    ),
  },
  {
    id: 'maintenance-guide',
    wordCount: 1122,
    title: 'Guía de mantenimiento por temporada para propietarios del Sur de California',
    excerpt:
      'Una lista de tareas para cada temporada: el calor, los vientos, la temporada de incendios y las tormentas de invierno, además de lo básico de habitabilidad que California exige en toda vivienda de renta.',
    category: blogCategories['Maintenance & Repairs'],
    published: '2025-02-18',
    author: 'Equipo de Mantenimiento',
    image: image(
      'maintenance-guide',
      'Ilustración de una llave inglesa y un desarmador cruzados frente a una casa, bajo un sol y una nube de lluvia',
    ),
  },
  {
    id: 'california-laws',
    wordCount: 1463,
    title: 'Leyes de California para propietarios que debe conocer en 2025',
    excerpt:
      'Límites a los aumentos y causa justa según AB 1482, el nuevo límite de un mes para el depósito, los avisos de entrada y de desalojo, la habitabilidad, la vivienda justa y las divulgaciones que su contrato necesita.',
    category: blogCategories['Legal & Compliance'],
    published: '2025-02-10',
    author: 'Equipo de Cumplimiento Normativo',
    image: image(
      'california-laws',
      'Ilustración de la balanza de la justicia frente a un libro de leyes abierto y una casa',
    ),
  },
  {
    id: 'rental-marketing',
    wordCount: 1114,
    title: 'Cómo promocionar su propiedad de renta y ocuparla más rápido',
    excerpt:
      'El precio, las fotos, un anuncio que responde las preguntas, una amplia difusión y respuestas rápidas: un proceso paso a paso para rentar su propiedad a inquilinos calificados.',
    category: blogCategories['Landlord Resources'],
    published: '2025-02-03',
    author: 'Equipo de Arrendamiento',
    image: image(
      'rental-marketing',
      'Ilustración de un megáfono y un letrero de “Se renta” frente a una casa',
    ),
  },
] as const satisfies readonly LocalizedPostMeta[];

/** Copy of the /es/blog page. */
export const blogIndexCopy: BlogIndexCopy = {
  seoTitle: `Blog: consejos para propietarios en California | ${company.shortName}`,
  seoDescription:
    'Guías prácticas para dueños de propiedades de renta en el Sur de California: evaluación de inquilinos, mantenimiento, promoción, ganancias y las leyes de California que debe conocer.',
  eyebrow: 'Blog',
  title: 'Ideas sobre administración de propiedades',
  intro:
    'Consejos prácticos y al día para propietarios e inversionistas del Sur de California, desde la evaluación de inquilinos y el mantenimiento hasta las leyes de California que rigen cada contrato de arrendamiento.',
  ctaCard: {
    title: '¿Busca quién administre su propiedad, o su próximo hogar?',
    text: 'Si es propietario, hable con nosotros sobre la administración con tarifa fija. Si busca dónde vivir, vea las casas que tenemos disponibles ahora mismo.',
    contact: 'Contáctenos',
    properties: 'Ver propiedades disponibles',
  },
  listTitle: 'Artículos recientes',
  closing: {
    title: '¿Listo para dejar en otras manos el día a día?',
    text: 'Cuéntenos sobre su propiedad y le mostraremos cómo funciona para ella la administración con tarifa fija.',
    scheduleDemo: 'Agende una consulta',
    contact: 'Contáctenos',
  },
};

/** The words around an article, in Spanish. */
export const articlePageCopy: ArticlePageCopy = {
  breadcrumb: 'Ruta de navegación',
  home: 'Inicio',
  blog: 'Blog',
  backToBlog: 'Volver al blog',
  author: 'Autor:',
  readTime: (minutes) => `${minutes} min de lectura`,
  authorOrganization: (team) => `${team} de ${company.name}`,
};
