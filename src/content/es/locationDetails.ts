/**
 * The sections of the county and city pages below their hero, in Spanish
 * (../locationDetails.ts): the same shapes, icons, figures, prices and rules.
 */
import type { CitySlug } from '@/config/paths';
import { byCity, type OtherCitySlug } from '../cityFacts';
import { buildCityRules, type CityRule, type RuleWords } from '../cityRules';
import type { CitySectionCopy, CountyDetails, LocationDetails } from '../locationDetails';
import type { Area } from '../locations';
import { claimText } from './claims';
import { cifras as f } from './marketFigures';

/** What we do for owners in every city we serve. */
const serviceChecklist: readonly string[] = [
  'Precio de renta basado en comparables locales actuales',
  `Publicidad en ${claimText.listingChannels}, con fotos profesionales`,
  claimText.feature(
    'screening',
    `Selección de inquilinos con ingresos de ${claimText.tenantIncome}, crédito e historial de renta`,
  ),
  claimText.feature(
    'online_statements',
    'Cobro de la renta con recibo de cada pago, y estados de cuenta mensuales en línea para el propietario',
  ),
  'Coordinación del mantenimiento con una línea de solicitudes disponible las 24 horas, los 7 días',
  'Preparación y renovación de contratos, y cumplimiento de las leyes de California',
  'Avisos legales y coordinación de desalojos cuando hacen falta',
];

export const sanBernardinoCountyDetails: CountyDetails = {
  reasons: [
    {
      icon: 'users',
      title: 'Alta demanda de rentas',
      description: `Una población de ${f.countyResidents} de habitantes y la llegada constante de familias desde los condados de la costa mantienen la ocupación en ${f.countyOccupancy}. Las viviendas con buen precio casi nunca se quedan vacías mucho tiempo.`,
    },
    {
      icon: 'dollar',
      title: 'Precios de entrada accesibles',
      description: `Aquí las viviendas cuestan ${f.countyCoastalDiscount} menos que propiedades comparables en la costa de Los Ángeles y el condado de Orange, así que puede comprar con menos capital y tener flujo de efectivo positivo más pronto.`,
    },
    {
      icon: 'briefcase',
      title: 'Un mercado laboral en expansión',
      description:
        'La logística y la distribución, la salud, la educación y el crecimiento alrededor del Aeropuerto Internacional de Ontario traen empleo estable, y los residentes con empleo son inquilinos confiables.',
    },
    {
      icon: 'scale',
      title: 'Un entorno favorable para propietarios',
      description:
        'La mayoría de las ciudades del condado siguen la Ley de Protección al Inquilino del estado (AB 1482) sin añadir control de rentas local ni registros adicionales como los de Los Ángeles y varias ciudades de la costa. La ley estatal sigue aplicando, y nosotros le ayudamos a cumplirla.',
    },
  ],
  services: serviceChecklist,
  hotspots: [
    {
      name: 'Rancho Cucamonga',
      description:
        'Vecindarios planificados, escuelas muy bien calificadas y Victoria Gardens atraen a familias que rentan por largo tiempo.',
    },
    {
      name: 'Fontana',
      description:
        'Casas más nuevas a precios accesibles, cerca de las autopistas I-10, I-15 y SR-210, y una gran fuerza laboral en logística.',
    },
    {
      name: 'Ontario',
      description:
        'Un aeropuerto internacional, grandes empleadores y comunidades nuevas en Ontario Ranch mantienen una demanda amplia y constante.',
    },
    {
      name: 'Redlands',
      description:
        'Casas históricas, ambiente de ciudad universitaria y un centro para recorrer a pie atraen por igual a profesionistas y estudiantes.',
    },
  ],
};

const westCovina: LocationDetails = {
  benefits: [
    {
      icon: 'trending-up',
      title: 'Plusvalía constante',
      description: `West Covina ha tenido un alza anual de ${f.westCovinaYearlyGrowth}: su patrimonio crece mientras su propiedad le genera renta.`,
    },
    {
      icon: 'dollar',
      title: 'Rentas y rendimientos sólidos',
      description: `Una renta media de ${f.westCovinaMedianThreeBedroomRent} al mes por una casa de 3 recámaras da rendimientos de ${f.westCovinaRentalYields}, muy por encima de muchos mercados de la costa.`,
    },
    {
      icon: 'train',
      title: 'Bien ubicada para ir al trabajo',
      description: `A solo ${f.westCovinaMilesToDowntownLa} millas del centro de LA por la autopista I-10, y con Metrolink cerca, West Covina atrae a quienes viajan al trabajo y quieren más espacio por su renta.`,
    },
    {
      icon: 'home',
      title: 'Oficina local, equipo local',
      description:
        'Nuestra oficina está en West Covina, así que las visitas, inspecciones y trabajos de proveedores se hacen rápido, y nuestra línea de mantenimiento atiende las 24 horas, los 7 días.',
    },
  ],
  services: serviceChecklist,
  neighborhoods: [
    {
      name: 'South Hills',
      description:
        'Casas más grandes en calles tranquilas de las colinas, preferidas por familias.',
    },
    {
      name: 'Woodside Village',
      description: 'Vecindario consolidado de casas unifamiliares, cerca de escuelas y parques.',
    },
    {
      name: 'Shadow Oak',
      description: 'Calles arboladas con casas de mediados de siglo y acceso fácil a la autopista.',
    },
    {
      name: 'Zona de Cameron Park',
      description: 'Ubicación céntrica cerca del parque, las tiendas y el Centro Cívico.',
    },
    {
      name: 'Zona de Plaza West Covina',
      description: 'Condominios y townhomes a poca distancia a pie de tiendas y restaurantes.',
    },
  ],
};

const desertHotSprings: LocationDetails = {
  benefits: [
    {
      icon: 'trending-up',
      title: 'Un mercado que crece rápido',
      description: `Desert Hot Springs ha tenido un alza anual de ${f.desertHotSpringsYearlyGrowth}, a medida que compradores e inquilinos descubren sus vistas, su espacio y sus precios.`,
    },
    {
      icon: 'dollar',
      title: 'Buen valor junto a Palm Springs',
      description: `Las viviendas cuestan cerca de ${f.desertHotSpringsDiscountVsPalmSprings} menos que en Palm Springs, a pocos minutos en carro: un precio de entrada más bajo en el mismo mercado turístico del desierto.`,
    },
    {
      icon: 'palm',
      title: 'Demanda de rentas vacacionales',
      description: `Sus aguas termales naturales, sus spas boutique y la cercanía a Joshua Tree atraen visitantes todo el año. Ofrecemos ${claimText.vacationRentals} y le ayudamos a cumplir las reglas de la ciudad sobre permisos de renta a corto plazo.`,
    },
    {
      icon: 'sun',
      title: 'Mantenimiento preparado para el desierto',
      description:
        'El aire acondicionado, las albercas y el riego necesitan cuidado extra con el calor del desierto. Nuestro equipo local y nuestra línea de mantenimiento, disponible las 24 horas, los 7 días, mantienen cómodos a inquilinos y huéspedes.',
    },
  ],
  services: [
    ...serviceChecklist,
    'Administración de rentas vacacionales: comunicación con huéspedes, limpieza entre estancias y precios',
  ],
  neighborhoods: [
    {
      name: 'Mission Lakes',
      description:
        'Casas y condominios junto al campo de golf con vista a las montañas, preferidos por quienes rentan por temporada.',
    },
    {
      name: 'Zona de Two Bunch Palms',
      description: 'Spas y calles residenciales tranquilas en el norte de la ciudad.',
    },
    {
      name: 'Corredor de Palm Drive',
      description: 'Casas céntricas cerca de tiendas, servicios y la salida a la Interestatal 10.',
    },
    {
      name: 'Skyborne',
      description:
        'Una comunidad más nueva de casas unifamiliares, ideal para rentas de largo plazo.',
    },
    {
      name: 'Sky Valley (cercano)',
      description:
        'Propiedades rurales del desierto con espacio y privacidad, atractivas para estancias vacacionales.',
    },
  ],
};

const laVerne: LocationDetails = {
  benefits: [
    {
      icon: 'users',
      title: 'Inquilinos con buenos ingresos',
      description: `Un ingreso medio por hogar de ${f.laVerneHouseholdIncome} significa solicitantes que cumplen sin problema con nuestro requisito de ${claimText.tenantIncome}.`,
    },
    {
      icon: 'home',
      title: 'Muy poca desocupación',
      description: `Con una desocupación de ${f.laVerneVacancy}, las casas bien cuidadas de La Verne se rentan rápido y los inquilinos suelen quedarse.`,
    },
    {
      icon: 'trending-up',
      title: 'Crecimiento constante',
      description: `La Verne ha tenido un alza anual de ${f.laVerneYearlyGrowth}, sostenida por poca construcción nueva y una demanda estable.`,
    },
    {
      icon: 'graduation',
      title: 'Escuelas y transporte',
      description:
        'Las escuelas de Bonita Unified, la Universidad de La Verne y la extensión del tren ligero Metro A Line hacen la ciudad atractiva para familias, profesores y quienes viajan al trabajo.',
    },
  ],
  services: serviceChecklist,
  neighborhoods: [
    {
      name: 'Old Town La Verne',
      description: 'Casas históricas y apartamentos cerca de cafés, tiendas y la universidad.',
    },
    {
      name: 'Marshall Canyon',
      description:
        'Casas en las colinas junto al campo de golf y los senderos, preferidas por inquilinos de largo plazo.',
    },
    {
      name: 'Zona de Live Oak',
      description: 'Vecindarios familiares y tranquilos cerca de parques y de la represa.',
    },
    {
      name: 'Corredor de Foothill Boulevard',
      description: 'Condominios y townhomes cerca de tiendas y de la autopista SR-210.',
    },
    {
      name: 'Zona de Bonita Avenue',
      description: 'Calles céntricas de casas unifamiliares, cerca de las escuelas y del centro.',
    },
  ],
};

/** Las otras ciudades: sin cifras de mercado, sin razones para invertir; sus vecindarios reales. */
const neighborhoodsOf: Record<OtherCitySlug, readonly Area[]> = {
  covina: [
    {
      name: 'Centro de Covina',
      description: 'La histórica Citrus Avenue, con tiendas, restaurantes y casas antiguas cerca.',
    },
    {
      name: 'Zona de la estación de Covina',
      description: 'Casas cerca de la línea San Bernardino de Metrolink.',
    },
    {
      name: 'Zona de Covina Park',
      description: 'Calles consolidadas alrededor del parque central de la ciudad.',
    },
  ],
  glendora: [
    {
      name: 'Glendora Village',
      description: 'El centro en Glendora Avenue, con tiendas y restaurantes.',
    },
    {
      name: 'Faldas de Glendora',
      description:
        'Casas más grandes en calles de las colinas, al pie de las montañas de San Gabriel.',
    },
    {
      name: 'Corredor de la Ruta 66',
      description: 'Apartamentos, condominios y tiendas sobre la histórica Ruta 66.',
    },
  ],
  'san-dimas': [
    {
      name: 'Centro de San Dimas',
      description: 'El centro histórico en Bonita Avenue, con casas en las calles de alrededor.',
    },
    {
      name: 'Via Verde',
      description:
        'Casas más grandes en calles de las colinas, al sur de la ciudad, cerca del parque Bonelli.',
    },
    {
      name: 'San Dimas Canyon',
      description: 'Casas al pie de la montaña, cerca del parque San Dimas Canyon y sus senderos.',
    },
  ],
  claremont: [
    {
      name: 'Claremont Village',
      description:
        'El centro para recorrer a pie, con tiendas y restaurantes junto a la estación de Metrolink.',
    },
    {
      name: 'Zona de los Claremont Colleges',
      description: 'Casas y apartamentos cerca de los siete Claremont Colleges.',
    },
    {
      name: 'Norte de Claremont',
      description: 'Vecindarios al pie de la montaña, cerca del parque Claremont Hills Wilderness.',
    },
  ],
  upland: [
    {
      name: 'Centro de Upland',
      description: 'La histórica Second Avenue, con tiendas, restaurantes y casas antiguas cerca.',
    },
    {
      name: 'Corredor de Euclid Avenue',
      description: 'Casas sobre la avenida central y arbolada de la ciudad.',
    },
    { name: 'Upland Hills', description: 'Casas alrededor del Upland Hills Country Club.' },
    {
      name: 'Zona de The Colonies',
      description:
        'Casas más nuevas cerca del centro comercial The Colonies Crossroads y la SR-210.',
    },
  ],
  ontario: [
    {
      name: 'Ontario Ranch',
      description:
        'La gran comunidad de casas nuevas del sur de la ciudad, con casas unifamiliares recientes.',
    },
    {
      name: 'Centro de Ontario',
      description: 'El centro histórico de Euclid Avenue, con casas antiguas y apartamentos.',
    },
    {
      name: 'Zona de Ontario Mills',
      description: 'Casas y apartamentos cerca del centro comercial Ontario Mills y la I-15.',
    },
  ],
  'rancho-cucamonga': [
    {
      name: 'Alta Loma',
      description: 'Vecindarios al pie de la montaña, al noroeste de la ciudad.',
    },
    { name: 'Etiwanda', description: 'Casas familiares más nuevas al noreste de la ciudad.' },
    {
      name: 'Cucamonga',
      description:
        'El suroeste, la parte más antigua de la ciudad, sobre la histórica Ruta 66 (Foothill Boulevard).',
    },
    {
      name: 'Zona de Victoria Gardens',
      description:
        'Apartamentos y townhomes cerca del centro de tiendas y restaurantes Victoria Gardens.',
    },
  ],
  fontana: [
    { name: 'North Fontana', description: 'Casas unifamiliares más nuevas cerca de la SR-210.' },
    {
      name: 'Sierra Lakes',
      description:
        'Una comunidad planificada alrededor de un campo de golf, al norte de la ciudad.',
    },
    {
      name: 'Centro de Fontana',
      description: 'Casas antiguas alrededor de Sierra Avenue y el centro cívico.',
    },
    {
      name: 'Southridge Village',
      description: 'Una comunidad planificada de casas en las colinas del sur de Fontana.',
    },
  ],
  rialto: [
    {
      name: 'Centro de Rialto',
      description: 'Casas antiguas cerca de Riverside Avenue y la estación de Metrolink.',
    },
    { name: 'Norte de Rialto', description: 'Casas unifamiliares más nuevas cerca de la SR-210.' },
  ],
  redlands: [
    {
      name: 'Centro de Redlands',
      description:
        'Las tiendas y restaurantes de State Street, sobre el tren Arrow a San Bernardino.',
    },
    {
      name: 'Smiley Park',
      description:
        'Casas históricas al sur del centro, en uno de los distritos históricos de la ciudad.',
    },
    {
      name: 'Zona de la Universidad de Redlands',
      description: 'Casas y apartamentos cerca de la universidad.',
    },
  ],
  beaumont: [
    {
      name: 'Fairway Canyon',
      description: 'Una comunidad planificada con campo de golf, al norte de la ciudad.',
    },
    { name: 'Tournament Hills', description: 'Un vecindario planificado de casas familiares.' },
    {
      name: 'Four Seasons',
      description: 'Una comunidad para residentes de 55 años o más.',
    },
    { name: 'Sundance', description: 'Una comunidad planificada de casas más nuevas.' },
  ],
  banning: [
    {
      name: 'Sun Lakes',
      description: 'Una comunidad cerrada con club de campo, para residentes de 55 años o más.',
    },
    {
      name: 'Centro de Banning',
      description: 'Casas antiguas alrededor de Ramsey Street, la calle principal histórica.',
    },
  ],
  'palm-springs': [
    {
      name: 'Movie Colony',
      description:
        'Casas de mediados de siglo y de estilo español cerca del centro, donde vivieron estrellas de cine.',
    },
    {
      name: 'Deepwell Estates',
      description: 'Casas de mediados de siglo en terrenos grandes, al sur de Palm Springs.',
    },
    {
      name: 'Old Las Palmas',
      description: 'Residencias al pie de la montaña, al oeste del centro.',
    },
    {
      name: 'Racquet Club Estates',
      description: 'Casas Alexander de mediados de siglo, al norte de Palm Springs.',
    },
  ],
  'cathedral-city': [
    {
      name: 'Centro de Cathedral City',
      description: 'El centro de la ciudad sobre la carretera 111, cerca del centro cívico.',
    },
    {
      name: 'Cathedral Canyon',
      description: 'Casas y condominios alrededor del campo de golf Cathedral Canyon.',
    },
    {
      name: 'Desert Princess',
      description:
        'Una comunidad de condominios y casas junto a un campo de golf, al norte de la ciudad.',
    },
  ],
};

/** Una frase sobre cada una de las otras ciudades: dónde está y por qué se conoce. */
const cityIntros: Record<OtherCitySlug, string> = {
  covina:
    'Covina está en el este del Valle de San Gabriel, con un centro histórico en Citrus Avenue y una estación de Metrolink en la línea San Bernardino.',
  glendora:
    'Glendora está al pie de las montañas de San Gabriel, con las tiendas de Glendora Village y la histórica Ruta 66 que cruza la ciudad.',
  'san-dimas':
    'San Dimas conserva un centro de pueblo en Bonita Avenue, con el parque regional Bonelli y la represa Puddingstone en su límite sur.',
  claremont:
    'Claremont es la sede de los Claremont Colleges y de un centro para recorrer a pie, el Village, con tiendas y restaurantes junto a su estación de Metrolink.',
  upland:
    'Upland va de las faldas de la montaña hasta la I-10, con un centro histórico en Second Avenue y Euclid Avenue como eje.',
  ontario:
    'Ontario tiene el Aeropuerto Internacional de Ontario y Ontario Ranch, una de las comunidades de casas nuevas más grandes de la región, junto a su centro histórico en Euclid Avenue.',
  'rancho-cucamonga':
    'Rancho Cucamonga reúne Alta Loma, Etiwanda y Cucamonga, con Victoria Gardens como su centro de tiendas y restaurantes.',
  fontana:
    'Fontana está cerca de las autopistas I-10, I-15 y SR-210, desde su centro en Sierra Avenue hasta las casas más nuevas de North Fontana.',
  rialto:
    'Rialto está entre Fontana y San Bernardino, a lo largo de las autopistas I-10 y SR-210, con una estación de Metrolink cerca de su centro.',
  redlands:
    'Redlands es conocida por sus casas históricas, la Universidad de Redlands y su centro en State Street, unido a San Bernardino por el tren Arrow.',
  beaumont:
    'Beaumont, en el paso de San Gorgonio sobre la I-10, ha crecido con comunidades planificadas como Fairway Canyon, Tournament Hills y Four Seasons.',
  banning:
    'Banning está en el paso de San Gorgonio sobre la I-10, entre el Inland Empire y el Valle de Coachella.',
  'palm-springs':
    'Palm Springs tiene algunos de los vecindarios de mediados de siglo más conocidos del desierto, con inquilinos de largo plazo y visitantes de temporada todo el año.',
  'cathedral-city':
    'Cathedral City está entre Palm Springs y Rancho Mirage, en el Valle de Coachella, con comunidades junto a campos de golf y un centro sobre la carretera 111.',
};

export const locationDetails = byCity<LocationDetails>(
  { 'west-covina': westCovina, 'desert-hot-springs': desertHotSprings, 'la-verne': laVerne },
  (slug) => ({
    benefits: [],
    services: serviceChecklist,
    about: cityIntros[slug],
    neighborhoods: neighborhoodsOf[slug],
  }),
);

export const citySectionCopy: CitySectionCopy = {
  pricesIntro: 'Los mismos precios fijos en todas las ciudades donde trabajamos, por vivienda:',
  monthToMonth: (price) => `${price} al mes, mes a mes`,
  annual: (price) => `${price} al mes con un compromiso de 12 meses`,
  placement: (price) => `${price} cuando colocamos a un nuevo inquilino`,
  comparePlans: 'Compare los planes',
  rulesIntro: (city, county) =>
    `Estas reglas aplican a las viviendas en renta de ${city} (${county}). Antes de cada contrato, aviso o aumento de renta, nuestra oficina revisa también las ordenanzas vigentes de la ciudad.`,
  sources: 'Fuente:',
  listingsText: (city) =>
    `Las casas que tenemos en renta en ${city} ahora mismo, de nuestros anuncios actuales.`,
  listingsLink: (city) => `Ver casas en renta en ${city}`,
  cpiSource: (area) =>
    `Oficina de Estadísticas Laborales de EE. UU., Índice de Precios al Consumidor, ${area}`,
  countyNames: {
    losAngeles: 'condado de Los Ángeles',
    sanBernardino: 'condado de San Bernardino',
    riverside: 'condado de Riverside',
  },
  cpiAreaNames: {
    losAngeles: 'Los Angeles-Long Beach-Anaheim',
    riversideSanBernardino: 'Riverside-San Bernardino-Ontario',
  },
};

const ruleWords: RuleWords = {
  rentCap: {
    title: 'Límite a los aumentos de renta',
    text: (c) =>
      `En la mayoría de las viviendas en renta, la renta puede subir como máximo un 5% más el cambio local del costo de vida, y nunca más del 10%, en cualquier periodo de 12 meses: en el ${c.county} eso es ${c.capPercent}% para los aumentos desde el ${c.capFrom}. Quedan exentas, entre otras, las viviendas construidas en los últimos 15 años, y las casas unifamiliares y condominios de personas físicas (no de una corporación ni de un REIT) cuyos inquilinos recibieron por escrito el aviso de exención.`,
    source: 'Código Civil de California, sección 1947.12',
  },
  justCause: {
    title: 'Causa justa y ayuda para la mudanza',
    text: () =>
      'Cuando un inquilino ha vivido legalmente 12 meses en una vivienda cubierta, el propietario solo puede terminar el arrendamiento por una causa justa de las que enumera la ley. Si la causa no es culpa del inquilino, como que el propietario se mude a la vivienda o la retire del mercado de renta, el propietario debe una ayuda para la mudanza igual a un mes de renta, pagada o descontada del último mes.',
    source: 'Código Civil de California, sección 1946.2',
  },
  claremontJustCause: {
    title: 'Claremont: remodelación y demolición',
    text: () =>
      'El capítulo de causa justa de Claremont sigue la ley estatal, pero terminar un arrendamiento sin culpa del inquilino para remodelar a fondo o demoler una vivienda exige una ayuda para la mudanza mayor y condiciones adicionales. Antes de cualquier aviso confirmamos en el código el monto y las condiciones vigentes.',
    source: 'Código Municipal de Claremont, capítulo de causa justa (Ordenanza 23-02)',
  },
  claremontHarassment: {
    title: 'Claremont: prohibido el acoso en la vivienda en renta',
    text: () =>
      'Desde el 26 de junio de 2025, Claremont prohíbe el acoso en toda la vivienda en renta, de parte de propietarios y de inquilinos, y permite a la persona acosada demandar por daños.',
    source: 'Código Municipal de Claremont, capítulo 8.35, aprobado el 27 de mayo de 2025',
  },
  palmSpringsRentControl: {
    title: 'Control de rentas de Palm Springs (arrendamientos antiguos)',
    text: () =>
      'El control de rentas de la ciudad todavía cubre las viviendas que se rentaban por menos de $450 al mes el 1 de septiembre de 1979 y que tienen el mismo inquilino desde la liberación por desocupación de 1994: aumentos de como máximo el 75% del alza del costo de vida, una vez al año, y registro anual. Las viviendas que no cubre siguen las reglas estatales.',
    source: 'Ciudad de Palm Springs, control de rentas (Código Municipal, capítulos 4.02 y 4.08)',
  },
  palmSpringsVacationRentals: {
    title: 'Rentas vacacionales en Palm Springs',
    text: () =>
      'Una estancia de menos de 28 noches requiere el certificado de registro de renta vacacional de la ciudad, con el número de identificación de la ciudad en cada anuncio, y los apartamentos no se pueden rentar así.',
    source: 'Código Municipal de Palm Springs, capítulo 5.25 (ordenanza de rentas vacacionales)',
  },
  cathedralCityVacationRentals: {
    title: 'Rentas de corto plazo en Cathedral City',
    text: () =>
      'Una renta vacacional de corto plazo requiere un permiso de la ciudad. Revisamos si una vivienda califica antes de ofrecer estancias cortas.',
    source: 'Código Municipal de Cathedral City, capítulo 5.96 (Ordenanza 842)',
  },
  desertHotSpringsVacationRentals: {
    title: 'Rentas vacacionales en Desert Hot Springs',
    text: () =>
      'Una renta vacacional requiere un permiso de la ciudad, renovado antes de que venza, y se paga el impuesto de ocupación transitoria de la ciudad sobre la renta de cada estancia.',
    source: 'Código Municipal de Desert Hot Springs, rentas vacacionales',
  },
};

/** Las reglas que indica la página de una ciudad, cada una con sus fuentes. */
export function cityRules(slug: CitySlug): CityRule[] {
  return buildCityRules(slug, ruleWords, citySectionCopy, 'es');
}
